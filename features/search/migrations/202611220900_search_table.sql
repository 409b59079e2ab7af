-- The search engine reads a narrow copy of each asset: the columns that filters, ranking
-- and facets use, without the scene, title, caption and keywords that only pages show.
-- A row here is about a third of an assets row, so a search that visits thousands of
-- candidates touches a third of the pages (DESIGN.md section 8: at 1M assets the wide rows
-- no longer fit in shared buffers). The trigger keeps it in step in the same transaction as
-- the write, so a new asset is searchable the moment its insert commits.

-- "best" blends relevance with popularity and freshness: the prior is the log of that blend,
-- independent of today's date, so it can be stored and indexed. Popularity counts as
-- sqrt(10 + p); freshness doubles the weight for every four years of recency (editorial
-- assets by the date taken, creative ones by upload).
create function lb_search_prior(popularity integer, family text, date_taken timestamptz, uploaded_at timestamptz)
returns real language sql immutable parallel safe as $$
  select (0.5 * ln(10 + popularity)
    + extract(epoch from case when family = 'editorial' then date_taken else uploaded_at end)
      / (86400 * 365.25 * 4) * ln(2))::real
$$;

create table asset_search (
  id integer primary key references assets (id) on delete cascade,
  asset_type text not null,
  family text not null,
  editorial_products text[] not null,
  media_type text not null,
  asset_file_type text not null,
  license_type text not null,
  width integer not null,
  height integer not null,
  orientation text not null,
  number_of_people text not null,
  age_of_people text[] not null,
  ethnicity text[] not null,
  moods text[] not null,
  compositions text[] not null,
  image_techniques text[] not null,
  viewpoints text[] not null,
  release_status text not null,
  collection_code text not null,
  collection_name text not null,
  contributor text not null,
  event_id integer,
  specific_people text[] not null,
  locations text[] not null,
  palette text[] not null,
  has_nudity boolean not null,
  embeddable boolean not null,
  exclusive boolean not null,
  film_definition text,
  frame_rate real,
  duration_seconds real,
  is_offline boolean not null,
  agreements text[] not null,
  date_taken timestamptz not null,
  uploaded_at timestamptz not null,
  popularity integer not null,
  dhash bigint,
  withdrawn_at timestamptz,
  prior real not null,
  document tsvector not null
);

create function lb_sync_asset_search() returns trigger language plpgsql as $$
begin
  insert into asset_search values (
    new.id, new.asset_type, new.family, new.editorial_products, new.media_type, new.asset_file_type,
    new.license_type, new.width, new.height, new.orientation, new.number_of_people, new.age_of_people,
    new.ethnicity, new.moods, new.compositions, new.image_techniques, new.viewpoints, new.release_status,
    new.collection_code, new.collection_name, new.contributor, new.event_id, new.specific_people,
    new.locations, new.palette, new.has_nudity, new.embeddable, new.exclusive, new.film_definition,
    new.frame_rate, new.duration_seconds, new.is_offline, new.agreements, new.date_taken, new.uploaded_at,
    new.popularity, new.dhash, new.withdrawn_at,
    lb_search_prior(new.popularity, new.family, new.date_taken, new.uploaded_at), new.document)
  on conflict (id) do update set
    asset_type = excluded.asset_type, family = excluded.family,
    editorial_products = excluded.editorial_products, media_type = excluded.media_type,
    asset_file_type = excluded.asset_file_type, license_type = excluded.license_type,
    width = excluded.width, height = excluded.height, orientation = excluded.orientation,
    number_of_people = excluded.number_of_people, age_of_people = excluded.age_of_people,
    ethnicity = excluded.ethnicity, moods = excluded.moods, compositions = excluded.compositions,
    image_techniques = excluded.image_techniques, viewpoints = excluded.viewpoints,
    release_status = excluded.release_status, collection_code = excluded.collection_code,
    collection_name = excluded.collection_name, contributor = excluded.contributor,
    event_id = excluded.event_id, specific_people = excluded.specific_people,
    locations = excluded.locations, palette = excluded.palette, has_nudity = excluded.has_nudity,
    embeddable = excluded.embeddable, exclusive = excluded.exclusive,
    film_definition = excluded.film_definition, frame_rate = excluded.frame_rate,
    duration_seconds = excluded.duration_seconds, is_offline = excluded.is_offline,
    agreements = excluded.agreements, date_taken = excluded.date_taken,
    uploaded_at = excluded.uploaded_at, popularity = excluded.popularity, dhash = excluded.dhash,
    withdrawn_at = excluded.withdrawn_at, prior = excluded.prior, document = excluded.document;
  return null;
end $$;

insert into asset_search
select id, asset_type, family, editorial_products, media_type, asset_file_type, license_type, width,
  height, orientation, number_of_people, age_of_people, ethnicity, moods, compositions, image_techniques,
  viewpoints, release_status, collection_code, collection_name, contributor, event_id, specific_people,
  locations, palette, has_nudity, embeddable, exclusive, film_definition, frame_rate, duration_seconds,
  is_offline, agreements, date_taken, uploaded_at, popularity, dhash, withdrawn_at,
  lb_search_prior(popularity, family, date_taken, uploaded_at), document
from assets;

create trigger assets_search_sync after insert or update on assets
  for each row execute function lb_sync_asset_search();

create index asset_search_document_idx on asset_search using gin (document);
create index asset_search_prior_idx on asset_search (asset_type, prior desc, id desc);
create index asset_search_popularity_idx on asset_search (asset_type, popularity desc, id desc);
create index asset_search_uploaded_idx on asset_search (asset_type, uploaded_at desc, id desc);
create index asset_search_taken_idx on asset_search (asset_type, date_taken desc, id desc);
create index asset_search_event_idx on asset_search (event_id);
