-- Enquiries sent from the contact-sales form of either storefront, for the operator's sales team.
-- submission_id is the form's idempotency key: a form sent twice (a double click, a reload after
-- a network error) is stored once. Limits mirror ENQUIRY_LIMITS in src/schema.ts.
create table sales_enquiries (
  id integer generated always as identity primary key,
  submission_id uuid not null unique,
  site text not null check (site in ('premium', 'subscription')),
  locale text not null,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  company text check (company is null or char_length(company) between 1 and 200),
  country_code char(3) not null,
  message text not null check (char_length(message) between 10 and 5000),
  created_at timestamptz not null default now()
);

create index sales_enquiries_created_at on sales_enquiries (created_at desc);
