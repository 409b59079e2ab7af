-- The operator's view (issue 20): who may see it, granted from the command line
-- (`npm run staff -- add <email>`), and the web vitals it shows as p75 per page.
create table analytics_staff (
  user_id integer primary key references account_users (id) on delete cascade,
  granted_at timestamptz not null default now()
);

create table analytics_vitals (
  id bigint generated always as identity primary key,
  day date not null default ((now() at time zone 'utc')::date),
  site text not null,
  page text not null,
  name text not null check (name in ('FCP', 'LCP', 'CLS', 'INP', 'TTFB')),
  value double precision not null,
  rating text not null
);
create index analytics_vitals_day on analytics_vitals (day, page);
