-- Comps (issue 18): every download of a watermarked comp by a signed-in visitor. A comp may be
-- used in layouts for 30 days from its download (core's compUsableUntil); the history shows the
-- latest download per asset and whether it may still be used.
create table download_comps (
  id bigint generated always as identity primary key,
  user_id integer not null references account_users (id) on delete cascade,
  asset_id integer not null references assets (id),
  downloaded_at timestamptz not null default now(),
  usable_until timestamptz not null
);
create index download_comps_user on download_comps (user_id, downloaded_at desc);
