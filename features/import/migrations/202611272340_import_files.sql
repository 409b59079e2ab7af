-- Every file `npm run import` has added, by the SHA-256 of its bytes: the same file is never
-- added twice, whatever its name or folder, and an interrupted import resumes where it stopped.
-- A row is written in the same transaction as its asset, so one never exists without the other.
create table import_files (
  content_hash text primary key check (content_hash ~ '^[0-9a-f]{64}$'),
  asset_id integer not null unique references assets (id),
  source_name text not null,                -- the file's path within the imported folder
  bytes bigint not null check (bytes >= 0),
  imported_at timestamptz not null default now()
);
