-- Accounts, sessions and teams (issue 5). Ids are int4 like the catalogue's: pg returns int8 as text.
-- Secrets are never stored: session, remember-me and link tokens are kept as SHA-256 hex digests.

create table account_users (
  id integer generated always as identity primary key,
  email text not null check (email = lower(email)),
  username text not null,
  password_hash text,                       -- scrypt; null only while a lite registration is incomplete
  display_name text,
  country_code text,                        -- ISO 3166 alpha-3
  lite boolean not null default false,      -- registered with an email address only, not completed yet
  email_verified_at timestamptz,
  registered_site text not null check (registered_site in ('premium', 'subscription')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (lite or (password_hash is not null and display_name is not null and country_code is not null))
);
create unique index account_users_email_key on account_users (email);
create unique index account_users_username_key on account_users (lower(username));

-- One row per signed-in browser session. A new row (a new session id) is made at every sign-in
-- from a signed-out state; the token is rotated whenever the session's privileges change.
create table account_sessions (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references account_users (id) on delete cascade,
  password_at timestamptz,                  -- last password entry in this session; null when restored by remember-me
  remember_me boolean not null default false,
  sign_in_reported_at timestamptz,          -- the sign-in event is emitted once per session
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index account_sessions_user_idx on account_sessions (user_id);
create index account_sessions_expires_idx on account_sessions (expires_at);

-- Long-lived remember-me tokens: they recognise a visitor in a new browser session.
create table account_remember_tokens (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer not null references account_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  expires_at timestamptz not null
);
create index account_remember_tokens_user_idx on account_remember_tokens (user_id);

-- Single-use, expiring links sent by mail.
create table account_tokens (
  id integer generated always as identity primary key,
  user_id integer not null references account_users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password', 'complete_registration')),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_user_idx on account_tokens (user_id, purpose);

create table account_billing_details (
  user_id integer primary key references account_users (id) on delete cascade,
  billing_name text not null,
  country_code text not null,
  updated_at timestamptz not null default now()
);

create table account_teams (
  id integer generated always as identity primary key,
  name text not null,
  created_by integer references account_users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- A customer belongs to at most one team.
create table account_team_members (
  team_id integer not null references account_teams (id) on delete cascade,
  user_id integer not null unique references account_users (id) on delete cascade,
  role text not null check (role in ('member', 'leader')),
  joined_at timestamptz not null default now(),
  primary key (team_id, user_id)
);

create table account_team_invitations (
  id integer generated always as identity primary key,
  team_id integer not null references account_teams (id) on delete cascade,
  email text not null check (email = lower(email)),
  role text not null check (role in ('member', 'leader')),
  token_hash text not null unique,
  invited_by integer references account_users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by integer references account_users (id) on delete set null,
  revoked_at timestamptz
);
-- One open invitation per address and team; inviting again refreshes it.
create unique index account_team_invitations_open_key on account_team_invitations (team_id, email)
  where accepted_at is null and revoked_at is null;
