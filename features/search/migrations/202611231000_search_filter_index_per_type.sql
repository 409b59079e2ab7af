-- The filter index (202611221500_search_filter_index.sql) split by asset type, and without the
-- licence. Inside a GIN index each filter column is a key of its own, and its cost is roughly
-- its whole posting list (15-25 ns an entry at a million assets): "asset_type = image" (80 % of
-- the catalogue) and the default licences (98 % of images) added 15-20 ms to every search read
-- through the index while removing almost nothing. One partial index per type makes the type
-- free, and the licence is checked on the rows the index returns. Measured at a million:
-- a film tab's capped count 33.7 -> 3.0 ms, "competition" among editorial images 55.6 ->
-- 30.1 ms. Orientation, people and media type stay keys: rechecking them on the rows instead
-- was slower (a phrase's matches are many more rows than the filters let through).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'btree_gin') then
    drop index if exists asset_search_filter_gin;
    create index asset_search_filter_image_gin on asset_search
      using gin (document, family, orientation, number_of_people, media_type) where asset_type = 'image';
    create index asset_search_filter_film_gin on asset_search
      using gin (document, family, orientation, number_of_people, media_type) where asset_type = 'film';
    create index asset_search_filter_videotemplate_gin on asset_search
      using gin (document, family, orientation, number_of_people, media_type) where asset_type = 'videotemplate';
  end if;
end $$;
