-- Buying licences (issue 16): the products an operator sells, carts, orders and their lines,
-- payments and the provider's events, the licences orders grant, and gap-free invoice numbers.
-- Money is integer minor units with its currency; catalogue prices are USD cents.

create table purchase_products (
  sku text primary key check (sku ~ '^[a-z0-9][a-z0-9_-]{1,63}$'),
  product_type text not null,               -- spec section 3: RfImage, RmImage, RrClip, ...
  licence_model text not null check (licence_model in ('rf', 'rm', 'rr')),
  asset_type text check (asset_type in ('image', 'film')),  -- null: an add-on for any asset
  size text,                                -- rf: small, medium, large (images), sd, hd, 4k (film); null when priced by usage
  sites text[] not null check (sites <@ array['premium', 'subscription']),
  -- An extended-licence add-on (RF only): which right it adds.
  add_on text check (add_on in ('unlimited_print_runs', 'merchandise_for_resale', 'multi_seat')),
  price_usd_minor integer not null check (price_usd_minor >= 0),
  sort_order integer not null default 0,
  active boolean not null default true,
  check ((add_on is null) = (asset_type is not null))
);

create table purchase_promo_codes (
  code text primary key check (code = upper(code) and code ~ '^[A-Z0-9-]{3,32}$'),
  percent_off integer check (percent_off between 1 and 100),
  amount_off_usd_minor integer check (amount_off_usd_minor > 0),
  min_subtotal_usd_minor integer not null default 0 check (min_subtotal_usd_minor >= 0),
  expires_at timestamptz,
  active boolean not null default true,
  check ((percent_off is null) <> (amount_off_usd_minor is null))
);

create table purchase_carts (
  id integer generated always as identity primary key,
  site text not null check (site in ('premium', 'subscription')),
  -- A signed-in customer's cart, or an anonymous visitor's (only a SHA-256 of the cookie's token).
  user_id integer references account_users (id) on delete cascade,
  token_hash text unique,
  promo_code text references purchase_promo_codes (code),
  status text not null default 'open' check (status in ('open', 'ordered')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((user_id is null) <> (token_hash is null))
);
create unique index purchase_carts_one_open_per_user on purchase_carts (user_id, site) where status = 'open' and user_id is not null;

create table purchase_cart_items (
  id integer generated always as identity primary key,
  cart_id integer not null references purchase_carts (id) on delete cascade,
  asset_id integer not null references assets (id),
  sku text not null references purchase_products (sku),
  usage jsonb,                              -- rm/rr: the usage chosen in the configurator
  add_ons text[] not null default '{}',     -- extended-licence add-ons chosen (rf)
  added_at timestamptz not null default now(),
  unique (cart_id, asset_id)
);

create table purchase_orders (
  id integer generated always as identity primary key,
  cart_id integer not null unique references purchase_carts (id),
  user_id integer not null references account_users (id),
  team_id integer references account_teams (id) on delete set null,
  site text not null check (site in ('premium', 'subscription')),
  state text not null check (state in ('draft', 'payment_pending', 'paid', 'fulfilled', 'failed', 'cancelled', 'refunded')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  subtotal_minor integer not null check (subtotal_minor >= 0),
  discount_minor integer not null default 0 check (discount_minor >= 0),
  tax_minor integer not null check (tax_minor >= 0),
  total_minor integer not null check (total_minor >= 0),
  total_usd_minor integer not null check (total_usd_minor >= 0),
  promo_code text,
  billing_name text not null,
  billing_country text not null,
  licensee_name text,                       -- an optional named third party the licence is for
  agreement_version text not null,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  updated_at timestamptz not null default now()
);
create index purchase_orders_user on purchase_orders (user_id, created_at desc);

create table purchase_order_lines (
  id integer generated always as identity primary key,
  order_id integer not null references purchase_orders (id) on delete cascade,
  position integer not null,
  asset_id integer not null references assets (id),
  sku text not null references purchase_products (sku),
  product_type text not null,
  licence_model text not null,
  size text,
  usage jsonb,
  add_ons text[] not null default '{}',
  description text not null,
  unit_minor integer not null check (unit_minor >= 0),
  discount_minor integer not null default 0 check (discount_minor >= 0),
  tax_rate_bp integer not null check (tax_rate_bp between 0 and 10000),
  tax_minor integer not null check (tax_minor >= 0),
  total_minor integer not null check (total_minor >= 0),
  unique (order_id, position)
);

-- One row per attempt to pay an order; a declined attempt stays, the next gets its own row.
create table purchase_payments (
  id integer generated always as identity primary key,
  order_id integer not null references purchase_orders (id) on delete cascade,
  provider text not null,
  provider_ref text,                        -- known once the provider has answered
  status text not null check (status in ('pending', 'requires_action', 'captured', 'declined', 'cancelled', 'refunded')),
  amount_minor integer not null check (amount_minor >= 0),
  currency text not null,
  card_brand text,
  card_last4 text,
  decline_reason text,
  idempotency_key text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_ref)
);
-- One attempt at a time talks to the provider for an order.
create unique index purchase_payments_one_pending on purchase_payments (order_id) where status = 'pending';

-- Provider events are stored once (their own id) and applied once.
create table purchase_provider_events (
  provider text not null,
  event_id text not null,
  type text not null,
  provider_ref text,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  applied_at timestamptz,
  primary key (provider, event_id)
);

create table purchase_licences (
  id integer generated always as identity primary key,
  user_id integer not null references account_users (id),
  team_id integer references account_teams (id) on delete set null,
  asset_id integer not null references assets (id),
  licence_model text not null check (licence_model in ('rf', 'rm', 'rr')),
  size text,
  usage jsonb,
  add_ons text[] not null default '{}',
  order_line_id integer unique references purchase_order_lines (id),
  granted_at timestamptz not null default now()
);
create index purchase_licences_holder on purchase_licences (user_id, asset_id);
create index purchase_licences_team on purchase_licences (team_id, asset_id) where team_id is not null;

-- Invoice numbers run per series without gaps: the counter row is locked while a number is taken.
create table purchase_invoice_counters (
  series text primary key,
  next_number integer not null default 1 check (next_number > 0)
);

create table purchase_invoices (
  id integer generated always as identity primary key,
  order_id integer not null unique references purchase_orders (id),
  series text not null,
  number integer not null,
  issued_at timestamptz not null default now(),
  seller jsonb not null,
  buyer jsonb not null,
  unique (series, number)
);

-- The built-in test processor's own ledger (what a card processor would hold on its side), so a
-- challenge survives a restart and a retried request with the same key gets the same answer.
create table purchase_test_processor_payments (
  ref text primary key,
  idempotency_key text not null unique,
  amount_minor integer not null check (amount_minor >= 0),
  currency text not null,
  status text not null check (status in ('requires_action', 'captured', 'declined', 'refunded')),
  card_brand text not null,
  card_last4 text not null,
  decline_reason text,
  refunded_minor integer not null default 0 check (refunded_minor >= 0),
  created_at timestamptz not null default now()
);

-- Tax on digital licences by the buyer's billing country (ISO alpha-3), in basis points.
create table purchase_tax_rates (
  country_code text primary key check (country_code ~ '^[A-Z]{3}$'),
  rate_bp integer not null check (rate_bp between 0 and 10000)
);

-- Demo values for a fresh install (README "Products and prices"): the operator edits these rows.
insert into purchase_products (sku, product_type, licence_model, asset_type, size, sites, price_usd_minor, sort_order) values
  ('rf-image-small',  'RfImage', 'rf', 'image', 'small',  '{premium,subscription}', 5000, 10),
  ('rf-image-medium', 'RfImage', 'rf', 'image', 'medium', '{premium,subscription}', 17500, 20),
  ('rf-image-large',  'RfImage', 'rf', 'image', 'large',  '{premium,subscription}', 47500, 30),
  ('rf-film-sd',      'RfClip',  'rf', 'film',  'sd',     '{premium,subscription}', 17500, 40),
  ('rf-film-hd',      'RfClip',  'rf', 'film',  'hd',     '{premium,subscription}', 49900, 50),
  ('rf-film-4k',      'RfClip',  'rf', 'film',  '4k',     '{premium,subscription}', 89900, 60),
  ('rm-image',        'RmImage', 'rm', 'image', null,     '{premium}',              25000, 70),
  ('rr-film',         'RrClip',  'rr', 'film',  null,     '{premium,subscription}', 40000, 80);

insert into purchase_products (sku, product_type, licence_model, asset_type, add_on, sites, price_usd_minor, sort_order) values
  ('ext-unlimited-print-runs',    'RfLicense', 'rf', null, 'unlimited_print_runs',   '{premium,subscription}', 9900, 110),
  ('ext-merchandise-for-resale',  'RfLicense', 'rf', null, 'merchandise_for_resale', '{premium,subscription}', 9900, 120),
  ('ext-multi-seat',              'RfLicense', 'rf', null, 'multi_seat',             '{premium,subscription}', 4900, 130);

insert into purchase_promo_codes (code, percent_off, amount_off_usd_minor, min_subtotal_usd_minor) values
  ('WELCOME10', 10, null, 0),
  ('SAVE50', null, 5000, 20000);

-- Standard VAT rates of EU/EEA countries, the UK, Switzerland and Norway as of 2026; other countries 0.
insert into purchase_tax_rates (country_code, rate_bp) values
  ('AUT', 2000), ('BEL', 2100), ('BGR', 2000), ('HRV', 2500), ('CYP', 1900), ('CZE', 2100),
  ('DNK', 2500), ('EST', 2400), ('FIN', 2550), ('FRA', 2000), ('DEU', 1900), ('GRC', 2400),
  ('HUN', 2700), ('IRL', 2300), ('ITA', 2200), ('LVA', 2100), ('LTU', 2100), ('LUX', 1700),
  ('MLT', 1800), ('NLD', 2100), ('POL', 2300), ('PRT', 2300), ('ROU', 2100), ('SVK', 2300),
  ('SVN', 2200), ('ESP', 2100), ('SWE', 2500), ('GBR', 2000), ('CHE', 810), ('NOR', 2500);

-- Price rules the operator edits as JSON (README "Products and prices"); checked at use, and a
-- missing row means the demo rules of packages/core/src/pricing.
create table purchase_price_rules (
  name text primary key check (name in ('usage_multipliers')),
  rules jsonb not null,
  updated_at timestamptz not null default now()
);

-- Requests for a high-resolution preview of an RM/RR asset (/purchase/request-preview/{assetId}).
create table purchase_preview_requests (
  id integer generated always as identity primary key,
  user_id integer not null references account_users (id) on delete cascade,
  asset_id integer not null references assets (id),
  site text not null check (site in ('premium', 'subscription')),
  message text not null check (length(message) between 1 and 2000),
  created_at timestamptz not null default now()
);

-- Cards a customer chose to keep for next time: the provider's token and what a person
-- recognises them by, never the number.
create table purchase_payment_methods (
  id integer generated always as identity primary key,
  user_id integer not null references account_users (id) on delete cascade,
  provider text not null,
  token text not null,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  expiry text not null,
  created_at timestamptz not null default now(),
  unique (provider, token)
);
create index purchase_payment_methods_user on purchase_payment_methods (user_id);

-- The test processor's card vault (a processor keeps saved cards on its side). It only ever
-- holds the processor's test card numbers: any other number is declined before anything is kept.
create table purchase_test_processor_cards (
  token text primary key,
  number text not null,
  expiry text not null,
  created_at timestamptz not null default now()
);
