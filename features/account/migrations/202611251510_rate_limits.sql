-- Sign-in and mail limits counted in the database (issue 23), so every server process on one
-- PostgreSQL sees the same counts. One fixed window per scope and key; the key is a SHA-256 of
-- what is counted (an address, an account, a recipient), so no address is stored in the clear.
-- Housekeeping deletes windows that have ended.
create table account_rate_limits (
  scope text not null,
  key_hash text not null,
  count integer not null check (count > 0),
  reset_at timestamptz not null,
  primary key (scope, key_hash)
);
create index account_rate_limits_reset_idx on account_rate_limits (reset_at);
