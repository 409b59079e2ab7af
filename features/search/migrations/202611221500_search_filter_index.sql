-- A phrase with a filter its matches rarely pass ("studio shot" in editorial, a word with four
-- filters) made PostgreSQL visit every match of the phrase in the table to test the filter:
-- 4 s at a million assets. One GIN index over the document and the most used filter columns
-- (btree_gin) intersects them inside the index, so only true matches are read. On PostgreSQL
-- only: the embedded database does not load btree_gin (see 202611221400_accent_folding.sql).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'btree_gin') then
    create extension if not exists btree_gin;
    create index asset_search_filter_gin on asset_search
      using gin (document, family, asset_type, license_type, orientation, number_of_people, media_type);
  end if;
end $$;
