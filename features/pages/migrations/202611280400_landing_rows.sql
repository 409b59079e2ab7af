-- The rows of the browse landings (issue 22), written down so the operator console can edit
-- them instead of code. A landing is its site and its key in features/pages/src/browse/landings.ts.
-- Each row is one kind:
--   biggest_collections  the largest collections of the landing's slice (collection_count of them)
--   collection           one collection of the slice, by its code
--   curated_set          one curated set, by its slug
-- title is the operator's heading for the row; without one the page names the collection or set.
create table landing_rows (
  id integer generated always as identity primary key,
  site text not null check (site in ('premium', 'subscription')),
  landing_key text not null check (landing_key ~ '^[A-Za-z]{2,40}$'),
  position integer not null check (position >= 0),
  kind text not null check (kind in ('biggest_collections', 'collection', 'curated_set')),
  collection_count integer check (collection_count between 1 and 6),
  collection_code text check (collection_code ~ '^[A-Za-z0-9_-]{1,40}$'),
  set_slug text references curated_sets (slug) on delete cascade,
  title text check (title is null or char_length(title) between 1 and 120),
  -- Deferrable, so a reorder can swap two positions inside one transaction.
  constraint landing_rows_position unique (site, landing_key, position) deferrable initially immediate,
  constraint landing_rows_kind_fields check (
    (kind = 'biggest_collections' and collection_count is not null and collection_code is null and set_slug is null)
    or (kind = 'collection' and collection_code is not null and collection_count is null and set_slug is null)
    or (kind = 'curated_set' and set_slug is not null and collection_count is null and collection_code is null)
  )
);

-- Today's rows: every landing shows the three biggest collections of its slice.
insert into landing_rows (site, landing_key, position, kind, collection_count)
select site, landing_key, 0, 'biggest_collections', 3
from (values
  ('premium', 'images'), ('premium', 'photos'), ('premium', 'illustrations'),
  ('premium', 'vectors'), ('premium', 'video'), ('premium', 'stockVideos'),
  ('subscription', 'video'), ('premium', 'editorial'), ('premium', 'archival'),
  ('premium', 'entertainment'), ('premium', 'fashion'), ('premium', 'news'),
  ('premium', 'sport'), ('premium', 'editorialVideo'), ('premium', 'userGenerated'),
  ('premium', 'archiveFilm'), ('premium', 'newsFilm'), ('premium', 'unreleased')
) as today (site, landing_key);
