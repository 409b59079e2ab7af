-- The catalogue's values took the search parameters' spellings (202611251200_core_spellings.sql):
-- the filter words' statistics (asset_search_filter_tags_stats, read by filter-tags.ts) are
-- gathered again so the new words have their frequencies. PGlite has no autovacuum to do it.
analyze asset_search;
