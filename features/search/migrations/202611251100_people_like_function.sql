-- The people a phrase may name (features/search, corrections.ts): for each window of the
-- phrase, the per_window people whose names are most trigram-similar to it. Planning the union
-- of one trigram look-up per window cost PGlite 1.4-3.2 ms of a 1.6-4 ms statement; as a
-- function, the look-up is planned once per session (`plan_cache_mode = auto`: PGlite's session
-- otherwise plans each statement afresh) and is the same index probe for every window.
create function lb_people_like(windows text[], per_window integer)
returns table ("window" text, name text, frequency integer, similarity float8)
language plpgsql stable set plan_cache_mode = auto as $$
declare
  w text;
begin
  foreach w in array windows loop
    return query
    select w, s.label, s.frequency, similarity(s.term, w)::float8
    from search_terms s
    where s.kind = 'person' and s.term % w
    order by 4 desc, s.frequency desc, s.term
    limit per_window;
  end loop;
end
$$;
