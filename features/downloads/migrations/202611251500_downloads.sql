-- Downloads (issue 18): every time a licensed file leaves the store, who took it, how and at
-- which size. Licences themselves are the purchase feature's (purchase_licences).
create table download_events (
  id bigint generated always as identity primary key,
  licence_id integer not null references purchase_licences (id),
  user_id integer references account_users (id) on delete set null,  -- null: an anonymous link
  team_id integer references account_teams (id) on delete set null,
  asset_id integer not null references assets (id),
  download_type text not null check (download_type in ('single', 're_download', 'anonymous', 'multiple')),
  size text,
  created_at timestamptz not null default now()
);
create index download_events_licence on download_events (licence_id, created_at desc);
create index download_events_user on download_events (user_id, created_at desc);
create index download_events_team on download_events (team_id, created_at desc) where team_id is not null;
