-- The keyword count behind related searches (features/search, related.ts) as a function, so
-- each session plans it once: planned afresh for every search it cost PGlite 1-2 ms of a
-- 3-4 ms statement (measured at 100,000 assets: median 4.3 ms inline, 3.0 ms as a function).
-- For a sample of asset ids: the keywords carried by at least min_matches of them, the
-- max_candidates most carried (then by term), each with the live assets carrying it in the
-- whole catalogue, whether all its words are words of the phrase, and the catalogue's size.
create function lb_related_candidates(sample integer[], phrase text, min_matches integer, max_candidates integer)
returns table (keyword text, matches integer, frequency integer, "ownWords" boolean, catalogue_size integer)
language plpgsql stable as $$
begin
  return query
  with counted as (
    select k as keyword_id, count(*)::int as n
    from asset_keywords s, unnest(s.keyword_ids) k
    where s.id = any(sample)
    group by k having count(*) >= min_matches
  ),
  named as (
    select kn.term, kn.lexemes, c.n from counted c join keyword_numbers kn on kn.id = c.keyword_id
    order by c.n desc, kn.term limit max_candidates
  )
  select coalesce(t.label, nm.term), nm.n, coalesce(t.frequency, nm.n),
    nm.lexemes <@ tsvector_to_array(to_tsvector('lb_english', phrase)),
    (select st.frequency from search_terms st where st.kind = 'catalogue' and st.term = '')
  from named nm left join search_terms t on t.kind = 'keyword' and t.term = nm.term
  order by nm.n desc, nm.term;
end
$$;
