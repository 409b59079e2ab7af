-- The search preferences map of the gallery state (spec §3, issue #19): one row per signed-in
-- customer, string keys to string values, checked by the application
-- (features/search/src/preferences/rules.ts). Visitors not signed in keep theirs in a cookie.
-- No foreign key to account_users: the search feature's migrations do not depend on accounts'.
create table search_preferences (
  user_id bigint primary key,
  prefs jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);

-- Whether a map keeps within the limits: at most max_keys keys and max_bytes bytes (UTF-8) of
-- keys and values together. The upsert merges and checks in one statement, so a write that
-- would break a limit changes nothing.
create function search_preferences_fit(prefs jsonb, max_keys int, max_bytes int) returns boolean
language sql immutable as $$
  select count(*) <= max_keys and coalesce(sum(octet_length(key) + octet_length(value)), 0) <= max_bytes
  from jsonb_each_text(prefs)
$$;
