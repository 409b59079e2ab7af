-- Sets curated by the site (spec section 2: fixed signature and essentials boards per media
-- kind). The search parameter curatedset narrows results to one of them.
create table curated_sets (
  id integer primary key,
  slug text not null unique,
  media_kind text not null check (media_kind in ('photos', 'illustrations', 'video')),
  tier text not null check (tier in ('signature', 'essentials')),
  name text not null
);

create table curated_set_assets (
  set_id integer not null references curated_sets (id) on delete cascade,
  asset_id integer not null references assets (id) on delete cascade,
  position integer not null check (position >= 0),
  primary key (set_id, asset_id)
);
create index curated_set_assets_asset_idx on curated_set_assets (asset_id);
