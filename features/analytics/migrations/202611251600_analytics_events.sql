-- Analytics (issue 20): every accepted signal, append-only, found by day. Rows are never
-- changed (a trigger refuses updates); whole days may be deleted when the operator's
-- retention says so. To feed an event pipeline at scale, read new rows by id from a cursor
-- (id is increasing) and forward them; see the feature's README section.
create table analytics_events (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  day date not null default ((now() at time zone 'utc')::date),
  site text not null,
  source text not null,
  event_name text not null,
  app_name text not null,
  pipeline_id text not null,
  visitor_id text,
  user_id integer,
  country text,
  properties jsonb not null
);
create index analytics_events_day on analytics_events (day, event_name);

create function analytics_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'analytics_events is append-only';
end;
$$;
create trigger analytics_events_no_update before update on analytics_events
  for each row execute function analytics_events_append_only();

-- Consent choices, one row per choice made in the banner, for consent rates per country.
create table analytics_consent_choices (
  id bigint generated always as identity primary key,
  day date not null default ((now() at time zone 'utc')::date),
  site text not null,
  country text,
  groups text[] not null,
  accepted_all boolean not null
);
create index analytics_consent_choices_day on analytics_consent_choices (day);
