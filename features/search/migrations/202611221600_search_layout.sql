-- A search reads its matches in the search table's physical order and stops at the first
-- 1,001 (features/search/src/engine/candidates.ts). After CLUSTER on the prior index that
-- order is the best prior first, so those are the candidates "best match" ranks and facets
-- count, read without sorting every match of a common word. Rows written since the last
-- CLUSTER sit wherever there was room: `version` (a fresh number on every write) marks them,
-- and a search also reads the best of those few, so a new asset ranks at once.
create sequence asset_search_version;
alter table asset_search add column version bigint not null default nextval('asset_search_version');
create index asset_search_version_idx on asset_search (version);

create function lb_asset_search_version() returns trigger language plpgsql as $$
begin
  new.version := nextval('asset_search_version');
  return new;
end $$;

create trigger asset_search_version before update on asset_search
  for each row execute function lb_asset_search_version();

-- The order CLUSTER puts the table in: best prior first, whatever the asset type.
create index asset_search_layout_idx on asset_search (prior desc, id desc);

-- One row: the highest version the last CLUSTER put in order (0: none yet, every row is new),
-- and how many pages and rows it laid out.
create table search_layout (
  singleton boolean primary key default true check (singleton),
  clustered_through bigint not null,
  clustered_pages integer not null,
  clustered_rows integer not null
);
insert into search_layout values (true, 0, 0, 0);
