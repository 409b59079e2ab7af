-- Bulk downloads (issue 18): a zip of licensed files is asked for once (POST) and then fetched,
-- and resumed, by its id. The licences are fixed when it is asked for, in order, so every fetch
-- lays out the same archive. recorded_at: when its files' downloads were recorded (once).
create table download_zips (
  id text primary key,
  user_id integer not null references account_users (id) on delete cascade,
  team_id integer references account_teams (id) on delete set null,
  licence_ids integer[] not null,
  created_at timestamptz not null default now(),
  recorded_at timestamptz
);
create index download_zips_user on download_zips (user_id, created_at desc);
