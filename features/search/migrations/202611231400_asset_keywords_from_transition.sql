-- The keyword-number trigger (202611231100_keyword_numbers.sql) read each written asset again
-- by id and looked its keywords up one by one: a sixth of a seed's time on PGlite (2.3 of
-- 14.6 s for 10,000 assets). It now reads the statement's own rows (the transition tables, as
-- the term dictionary's trigger does) and numbers a batch's keywords in one join.
create or replace function lb_asset_keywords_sync() returns trigger
language plpgsql as $fn$
declare
  changed text;
begin
  changed := case tg_op
    when 'INSERT' then 'select n.id, n.keywords from new_assets n'
    else 'select n.id, n.keywords from new_assets n join old_assets o on o.id = n.id
      where o.keywords is distinct from n.keywords'
  end;
  execute format($q$
    insert into keyword_numbers (term, lexemes)
    select t, tsvector_to_array(to_tsvector('lb_english', t))
      from (select distinct lower(btrim(k)) as t from (%s) r, unnest(r.keywords) k) n
      where t <> '' and not exists (select 1 from keyword_numbers kn where kn.term = n.t)
      order by t
    on conflict (term) do nothing$q$, changed);
  execute format($q$
    insert into asset_keywords (id, keyword_ids)
    select r.id, coalesce(array_agg(distinct kn.id) filter (where kn.id is not null), '{}')
      from (%s) r
      left join lateral unnest(r.keywords) k on true
      left join keyword_numbers kn on kn.term = lower(btrim(k))
      group by r.id
    on conflict (id) do update set keyword_ids = excluded.keyword_ids$q$, changed);
  return null;
end
$fn$;

-- Superseded by the function above.
drop function lb_number_keywords(integer[]);
