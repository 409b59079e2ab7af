-- The catalogue: every attribute a visitor can search or filter by (spec section 3).
-- Ids are int4: pg returns int8 as text, and nine-digit asset ids fit.

create table events (
  id integer primary key,
  parent_id integer references events (id),
  name text not null,
  editorial_product text not null,          -- news, sport, entertainment, fashion, archival
  begins_on date not null,
  ends_on date not null,
  location text not null,                   -- "City, Country"
  country_code text not null                -- ISO 3166 alpha-3
);
create index events_parent_idx on events (parent_id);

create table assets (
  id integer primary key,
  -- Demo assets are rendered from (seed, scene); imported assets keep their original file.
  render_seed integer,
  scene jsonb,
  original_path text,
  family text not null check (family in ('creative', 'editorial')),
  asset_type text not null check (asset_type in ('image', 'film', 'videotemplate')),
  editorial_products text[] not null default '{}',
  media_type text not null,                 -- photography, illustration, vector, film kinds
  asset_file_type text not null,            -- jpg, png, eps, ai, svg, mov, mp4
  license_type text not null check (license_type in ('rf', 'rm', 'rr')),
  title text not null,
  short_title text not null,
  caption text not null default '',
  keywords text[] not null default '{}',
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  orientation text not null,                -- horizontal, vertical, square, panoramichorizontal, panoramicvertical
  number_of_people text not null,           -- none, one, two, group
  age_of_people text[] not null default '{}',
  ethnicity text[] not null default '{}',
  moods text[] not null default '{}',
  compositions text[] not null default '{}',
  image_techniques text[] not null default '{}',
  viewpoints text[] not null default '{}',
  release_status text not null,             -- released, notreleased
  collection_code text not null,
  collection_name text not null,
  contributor text not null,
  event_id integer references events (id),
  specific_people text[] not null default '{}',
  locations text[] not null default '{}',
  dominant_color text,                      -- #rrggbb, computed at ingest
  palette text[] not null default '{}',     -- named colour buckets
  has_nudity boolean not null default false,
  embeddable boolean not null default true,
  exclusive boolean not null default false, -- istockexclusive
  film_definition text,                     -- sd, hd, 4k (film only)
  frame_rate real,                          -- film only
  duration_seconds real,                    -- film only
  is_offline boolean not null default false,
  agreements text[] not null default '{}',  -- PA premium access, EA easy access, ED editorial subscription
  date_taken timestamptz not null,
  uploaded_at timestamptz not null,
  popularity integer not null default 0 check (popularity >= 0),
  dhash bigint                              -- 64-bit difference hash, computed when rendered
);

-- to_tsvector over array_to_string is not immutable by itself (DESIGN.md section 8).
create function lb_asset_document(title text, keywords text[], caption text) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(keywords, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C')
$$;

alter table assets add column document tsvector
  generated always as (lb_asset_document(title, keywords, caption)) stored;

create index assets_document_idx on assets using gin (document);
create index assets_scope_idx on assets (asset_type, family);
create index assets_uploaded_idx on assets (uploaded_at desc);
create index assets_popularity_idx on assets (popularity desc);
create index assets_event_idx on assets (event_id);
