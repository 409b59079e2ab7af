-- The term dictionary behind "did you mean", people corrections and related searches: every
-- keyword as it appears in assets.keywords (single or multi-word), every word of those keywords,
-- and every specific person, each with the number of live (not withdrawn) assets that carry it.
-- One extra row, kind 'catalogue', counts the live assets themselves: the denominator of
-- "how common is this term". Kept in step with assets by statement-level triggers, so a batch
-- insert of 1,000 assets is one aggregated upsert, not 1,000 row triggers.
create table search_terms (
  kind text not null check (kind in ('keyword', 'word', 'person', 'catalogue')),
  term text not null,                       -- lower case: the lookup form
  label text not null,                      -- as first written ('Anka Eskumarsh', 'Paris')
  lexeme text,                              -- English stem of a word ('mountains' -> 'mountain')
  frequency integer not null,
  -- term first: an index led by kind would let the planner read a whole kind instead of
  -- using the trigram indexes below.
  primary key (term, kind)
) with (fillfactor = 80);                   -- room for in-place (HOT) frequency updates

-- Trigram lookups ("similar to this misspelling") over the two kinds that are corrected.
create index search_terms_word_trgm_idx on search_terms using gin (term gin_trgm_ops) where kind = 'word';
create index search_terms_person_trgm_idx on search_terms using gin (term gin_trgm_ops) where kind = 'person';
-- All spellings of one stem, to tell a known word's other form from a misspelling. Not partial:
-- a partial index on kind = 'word' would tempt the planner to read every word through it.
create index search_terms_lexeme_idx on search_terms (lexeme);

-- The dictionary entries one asset contributes (an entry may come twice: callers group by asset).
create function lb_asset_terms(keywords text[], people text[])
returns table (kind text, term text, label text)
language sql immutable parallel safe as $$
  select 'catalogue', '', ''
  union all
  select 'keyword', lower(btrim(k)), btrim(k) from unnest(keywords) k where btrim(k) <> ''
  union all
  select 'word', w, w from unnest(keywords) k, regexp_split_to_table(lower(k), '[[:space:][:punct:]]+') w
    where length(w) >= 2
  union all
  select 'person', lower(btrim(p)), btrim(p) from unnest(people) p where btrim(p) <> ''
$$;

-- One function for the three triggers: the assets that enter the dictionary (+1) or leave it
-- (-1) depend on the statement; the rest is the same aggregated upsert. Only rows whose keywords,
-- people or withdrawal changed count, so re-rendering an asset (which updates its hash and
-- colours) costs nothing here. Rows are upserted in key order, so concurrent writers lock shared
-- terms in the same order (no deadlocks); entries that reach zero leave the dictionary.
create function lb_search_terms_sync() returns trigger
language plpgsql as $fn$
declare
  changed text;
  gone_kinds text[];
  gone_terms text[];
begin
  changed := case tg_op
    when 'INSERT' then
      'select n.id, n.keywords, n.specific_people, 1 as sign from new_assets n where n.withdrawn_at is null'
    when 'DELETE' then
      'select o.id, o.keywords, o.specific_people, -1 as sign from old_assets o where o.withdrawn_at is null'
    else
      'select n.id, n.keywords, n.specific_people, 1 as sign
         from new_assets n join old_assets o on o.id = n.id
         where n.withdrawn_at is null and (o.keywords is distinct from n.keywords
           or o.specific_people is distinct from n.specific_people or o.withdrawn_at is not null)
       union all
       select o.id, o.keywords, o.specific_people, -1 as sign
         from old_assets o join new_assets n on n.id = o.id
         where o.withdrawn_at is null and (o.keywords is distinct from n.keywords
           or o.specific_people is distinct from n.specific_people or n.withdrawn_at is not null)'
  end;
  execute format($q$
    with per_asset as (
      select c.id, c.sign, s.kind, s.term, min(s.label) as label
        from (%s) c, lb_asset_terms(c.keywords, c.specific_people) s
        group by c.id, c.sign, s.kind, s.term
    ),
    deltas as (
      select kind, term, min(label) as label, sum(sign)::int as delta
        from per_asset group by kind, term having sum(sign) <> 0
    ),
    upserted as (
      insert into search_terms as t (kind, term, label, lexeme, frequency)
      select kind, term, label, case when kind = 'word' then (ts_lexize('english_stem', term))[1] end, delta
        from deltas order by kind, term
      on conflict (term, kind) do update set frequency = t.frequency + excluded.frequency
      returning t.kind, t.term, t.frequency
    )
    select array_agg(kind), array_agg(term) from upserted where frequency <= 0$q$, changed)
  into gone_kinds, gone_terms;
  if gone_terms is not null then
    delete from search_terms t
      using unnest(gone_kinds, gone_terms) as g(kind, term)
      where t.kind = g.kind and t.term = g.term and t.frequency <= 0;
  end if;
  return null;
end
$fn$;

-- Transition tables allow one event per trigger.
create trigger assets_search_terms_insert after insert on assets
  referencing new table as new_assets for each statement execute function lb_search_terms_sync();
create trigger assets_search_terms_update after update on assets
  referencing old table as old_assets new table as new_assets
  for each statement execute function lb_search_terms_sync();
create trigger assets_search_terms_delete after delete on assets
  referencing old table as old_assets for each statement execute function lb_search_terms_sync();

-- Assets loaded before this migration.
insert into search_terms (kind, term, label, lexeme, frequency)
select kind, term, min(label), case when kind = 'word' then (ts_lexize('english_stem', term))[1] end,
    count(distinct id)::int
  from (select a.id, s.* from assets a, lb_asset_terms(a.keywords, a.specific_people) s
    where a.withdrawn_at is null) e
  group by kind, term;

-- Statistics for the planner now; VACUUM (which cannot run in a migration's transaction) follows after a seed.
analyze search_terms;
