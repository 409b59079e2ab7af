-- Visual search (issue 4): search by image, near-duplicate stacks.
--
-- The 64-bit difference hash is split into four 16-bit bands, each indexed. Two hashes within
-- d bits differ in at most floor(d / 4) bits on at least one band (pigeonhole), so "within d
-- bits" becomes index lookups of every band value within floor(d / 4) bits (multi-index
-- hashing) followed by an exact bit count on the few rows found. The bands are generated
-- columns, so they are filled wherever dhash is written.

create function lb_dhash_band(hash bigint, band integer) returns integer
language sql immutable parallel safe strict as $$
  select ((hash >> (48 - 16 * band)) & 65535)::integer
$$;

-- Every band value within `radius` bits (0, 1 or 2) of the band of `hash`: the keys to look up.
create function lb_dhash_band_keys(hash bigint, band integer, radius integer) returns integer[]
language sql immutable parallel safe strict as $$
  select array(
    select lb_dhash_band(hash, band) # m from (
      select 0 as m
      union all select 1 << i from generate_series(0, 15) i where radius >= 1
      union all select (1 << i) | (1 << j) from generate_series(0, 15) i, generate_series(0, 15) j
        where radius >= 2 and i < j
    ) masks)
$$;

-- Squared RGB distance between two #rrggbb colours (0 .. 195075).
create function lb_color_distance(a text, b text) returns integer
language sql immutable parallel safe strict as $$
  select (dr * dr + dg * dg + db * db) from (select
    ('x' || substr(a, 2, 2))::bit(8)::integer - ('x' || substr(b, 2, 2))::bit(8)::integer as dr,
    ('x' || substr(a, 4, 2))::bit(8)::integer - ('x' || substr(b, 4, 2))::bit(8)::integer as dg,
    ('x' || substr(a, 6, 2))::bit(8)::integer - ('x' || substr(b, 6, 2))::bit(8)::integer as db) d
$$;

alter table assets
  add column dhash_b0 integer generated always as (lb_dhash_band(dhash, 0)) stored,
  add column dhash_b1 integer generated always as (lb_dhash_band(dhash, 1)) stored,
  add column dhash_b2 integer generated always as (lb_dhash_band(dhash, 2)) stored,
  add column dhash_b3 integer generated always as (lb_dhash_band(dhash, 3)) stored,
  -- A stack: one contributor's near-duplicates (the same picture resized or re-cropped).
  -- stack_id is the smallest asset id of the stack, null for an asset without near-duplicates;
  -- every member knows the stack's size; exactly one member, the most popular, is its lead.
  add column stack_id integer,
  add column stack_size integer not null default 1 check (stack_size >= 1),
  add column is_stack_lead boolean not null default true;

create index assets_dhash_b0_idx on assets (dhash_b0);
create index assets_dhash_b1_idx on assets (dhash_b1);
create index assets_dhash_b2_idx on assets (dhash_b2);
create index assets_dhash_b3_idx on assets (dhash_b3);
create index assets_stack_idx on assets (stack_id) where stack_id is not null;

-- Pictures visitors searched with. Only what search needs is kept (hash, colour and a small
-- thumbnail to show back), under an unguessable id, and purged after a day.
create table image_queries (
  id text primary key,
  dhash bigint not null,
  dominant_color text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  thumb bytea not null,
  created_at timestamptz not null default now()
);
create index image_queries_created_idx on image_queries (created_at);
