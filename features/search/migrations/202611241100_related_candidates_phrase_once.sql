-- lb_related_candidates (202611231300_related_candidates_function.sql) parsed the phrase once
-- per named keyword (up to 100 times a call); now once a call.
create or replace function lb_related_candidates(sample integer[], phrase text, min_matches integer, max_candidates integer)
returns table (keyword text, matches integer, frequency integer, "ownWords" boolean, catalogue_size integer)
language plpgsql stable as $$
declare
  phrase_words text[] := tsvector_to_array(to_tsvector('lb_english', phrase));
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
    nm.lexemes <@ phrase_words,
    (select st.frequency from search_terms st where st.kind = 'catalogue' and st.term = '')
  from named nm left join search_terms t on t.kind = 'keyword' and t.term = nm.term
  order by nm.n desc, nm.term;
end
$$;
