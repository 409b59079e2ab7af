-- Related searches count the keywords of a search's best matches (features/search, related.ts).
-- Read from assets, that meant a hundred rows of the widest table (mostly outside the cache at
-- a million assets: 150 of 400 pages read per search) and grouping 2,400 strings through
-- lower() and btrim(): 3-5 ms of every phrase search. Here every keyword gets a lasting number,
-- and each asset the numbers of its keywords in a narrow table, so the count is a grouping of
-- integers over small rows.

-- Every keyword ever written, by its lookup form (lower case, trimmed, as search_terms.term).
-- Numbers are never reused or removed, so an asset's numbers stay right whatever happens to
-- other assets. `lexemes` are its English stems: "every word of the keyword is a word of the
-- phrase" is then a comparison of arrays.
create table keyword_numbers (
  id integer generated always as identity primary key,
  term text not null unique,
  lexemes text[] not null
);

-- Each asset's keywords as numbers, each once.
create table asset_keywords (
  id integer primary key references assets (id) on delete cascade,
  keyword_ids integer[] not null
);

-- Numbers the keywords of the given assets (new terms first, in term order so that concurrent
-- writers take the same locks in the same order) and stores each asset's numbers.
create function lb_number_keywords(ids integer[]) returns void
language sql as $$
  insert into keyword_numbers (term, lexemes)
  select t, tsvector_to_array(to_tsvector('lb_english', t))
    from (select distinct lower(btrim(k)) as t
          from assets a, unnest(a.keywords) k where a.id = any(ids)) n
    where t <> '' and not exists (select 1 from keyword_numbers kn where kn.term = n.t)
    order by t
  on conflict (term) do nothing;
  insert into asset_keywords (id, keyword_ids)
  select a.id, coalesce((select array_agg(distinct kn.id) from unnest(a.keywords) k
      join keyword_numbers kn on kn.term = lower(btrim(k))), '{}')
    from assets a where a.id = any(ids)
  on conflict (id) do update set keyword_ids = excluded.keyword_ids;
$$;

-- Statement-level, as the term dictionary's triggers: a batch of 1,000 assets is one call.
-- Updates that leave the keywords alone (popularity, renders, withdrawal) cost a join only.
create function lb_asset_keywords_sync() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform lb_number_keywords(array(select id from new_assets));
  else
    perform lb_number_keywords(array(
      select n.id from new_assets n join old_assets o on o.id = n.id
        where o.keywords is distinct from n.keywords));
  end if;
  return null;
end
$$;

create trigger assets_keywords_insert after insert on assets
  referencing new table as new_assets for each statement execute function lb_asset_keywords_sync();
create trigger assets_keywords_update after update on assets
  referencing old table as old_assets new table as new_assets
  for each statement execute function lb_asset_keywords_sync();

-- Assets loaded before this migration, in two set-wide statements.
insert into keyword_numbers (term, lexemes)
select t, tsvector_to_array(to_tsvector('lb_english', t))
  from (select distinct lower(btrim(k)) as t from assets, unnest(keywords) k) n
  where t <> '' order by t;
insert into asset_keywords (id, keyword_ids)
select a.id, coalesce(array_agg(distinct kn.id) filter (where kn.id is not null), '{}')
  from assets a
  left join lateral unnest(a.keywords) k on true
  left join keyword_numbers kn on kn.term = lower(btrim(k))
  group by a.id;
analyze keyword_numbers;
analyze asset_keywords;
