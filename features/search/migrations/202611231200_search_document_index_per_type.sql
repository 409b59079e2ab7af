-- Where btree_gin is not loaded (the embedded database; 202611221500_search_filter_index.sql),
-- a search's words and its asset type met only on the rows: the planner intersected the words'
-- index with a bitmap of every row of the type read from a btree (80,000 entries for images at
-- 100,000 assets: 4.6 ms of a 12 ms read on PGlite), and a film tab's count found its films
-- among every type's matches. One partial index of the words per type makes the type free.
-- Editorial searches get their own (a tenth of the images): "beach" among editorial images
-- read 4,704 pages of creative beaches to find none (12 ms), and now reads none (0.1 ms).
-- A server with btree_gin has all this in its per-type filter indexes.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'btree_gin') then
    create index if not exists asset_search_document_image_idx on asset_search
      using gin (document) where asset_type = 'image';
    create index if not exists asset_search_document_film_idx on asset_search
      using gin (document) where asset_type = 'film';
    create index if not exists asset_search_document_videotemplate_idx on asset_search
      using gin (document) where asset_type = 'videotemplate';
    create index if not exists asset_search_document_image_editorial_idx on asset_search
      using gin (document) where asset_type = 'image' and family = 'editorial';
    create index if not exists asset_search_document_film_editorial_idx on asset_search
      using gin (document) where asset_type = 'film' and family = 'editorial';
  end if;
end $$;
