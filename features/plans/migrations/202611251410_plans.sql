-- Plans (issue 17): credit packs, subscriptions, image packs, premium access, editorial
-- subscription, easy access and custom media agreements; what each customer holds, what they
-- spend, team shares, the renewal jobs and a ledger of every change to a balance.

-- What a plan product grants. Its price, sites and product type are its purchase_products row.
create table plan_products (
  sku text primary key references purchase_products (sku),
  kind text not null check (kind in ('credit_pack', 'subscription', 'image_pack', 'premium_access',
    'editorial_subscription', 'easy_access', 'custom_media')),
  agreement_code text check (agreement_code in ('ED', 'PA', 'EA', 'IP', 'RF')),  -- spec section 4
  -- Spec section 4: OneMonth, ThreeMonth, SixMonth, TwelveMonth; null for packs that never expire.
  duration text check (duration in ('OneMonth', 'ThreeMonth', 'SixMonth', 'TwelveMonth')),
  -- How the price is charged (spec section 9 divisors): Monthly, Quarterly, SemiAnnually, Annually.
  billing_frequency text check (billing_frequency in ('Monthly', 'Quarterly', 'SemiAnnually', 'Annually')),
  unit text not null check (unit in ('downloads', 'credits')),
  -- Credits of a pack, downloads of an image pack, downloads per month of a subscription, the
  -- yearly download cap of an agreement, assets of a custom media agreement.
  allowance integer not null check (allowance > 0),
  allowance_per text not null check (allowance_per in ('month', 'term', 'pack')),
  media text not null check (media in ('image', 'video', 'any')),
  tier text check (tier in ('essentials', 'signature', 'signatureplus')),
  pack_size text check (pack_size in ('small', 'medium', 'high')),
  rollover boolean not null default false,
  project_code_required boolean not null default false,
  -- Downloads past the cap, billed afterwards at this price each (USD cents); null: no overage.
  overage_usd_minor integer check (overage_usd_minor > 0),
  download_days integer check (download_days > 0),   -- custom media: days to download after delivery
  check ((duration is null) = (billing_frequency is null))
);

create table plan_agreements (
  id integer generated always as identity primary key,
  user_id integer not null references account_users (id),
  team_id integer references account_teams (id) on delete set null,
  site text not null check (site in ('premium', 'subscription')),
  sku text not null references plan_products (sku),
  status text not null check (status in ('active', 'cancelled', 'past_due', 'lapsed', 'ended', 'refunded', 'replaced')),
  order_line_id integer unique references purchase_order_lines (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  price_minor integer not null check (price_minor >= 0),   -- each renewal charges this, before tax
  billing_name text not null,
  billing_country text not null,
  started_at timestamptz not null,
  term_ends_at timestamptz,                 -- null: a pack, kept while its holder signs in yearly
  period_ends_at timestamptz,               -- when the current allowance period resets
  remaining integer not null check (remaining >= 0),
  overage_used integer not null default 0 check (overage_used >= 0),
  auto_renew boolean not null default false,
  payment_method_id integer references purchase_payment_methods (id) on delete set null,
  failed_charges integer not null default 0 check (failed_charges between 0 and 3),
  replaced_by integer references plan_agreements (id),
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index plan_agreements_user on plan_agreements (user_id, status);
create index plan_agreements_team on plan_agreements (team_id, status) where team_id is not null;

-- A licence paid from an agreement. The key makes a retried request find its first answer.
create table plan_spends (
  id integer generated always as identity primary key,
  agreement_id integer not null references plan_agreements (id),
  user_id integer not null references account_users (id),
  asset_id integer not null references assets (id),
  units integer not null check (units >= 0),
  overage boolean not null default false,
  extended boolean not null default false,
  project_code text check (length(project_code) <= 100),
  note text check (length(note) <= 500),
  idempotency_key text not null unique,
  created_at timestamptz not null default now()
);
create index plan_spends_agreement on plan_spends (agreement_id, created_at desc);

alter table purchase_licences add column plan_spend_id integer unique references plan_spends (id);
-- A subscription licence not used within 30 days of its plan's end is lost: the date is set when
-- the plan ends (README "Plans").
alter table purchase_licences add column use_by timestamptz;

-- What a team leader shares with a member: everything, a fixed amount, or an allowance that
-- resets each month.
create table plan_shares (
  agreement_id integer not null references plan_agreements (id) on delete cascade,
  user_id integer not null references account_users (id) on delete cascade,
  mode text not null check (mode in ('all', 'fixed', 'monthly')),
  -- On a premium access agreement: a download user spends it; view-only sees its licences and
  -- balance; a guest sees the agreement's assets only (spec: user types on an agreement).
  user_type text not null default 'download' check (user_type in ('download', 'view_only', 'guest')),
  amount integer check (amount > 0),
  used integer not null default 0 check (used >= 0),
  period_started_at timestamptz not null default now(),
  primary key (agreement_id, user_id),
  check ((mode = 'all') = (amount is null))
);

-- Scheduled work: renewals (and their retries), notices before an annual renewal, ends.
create table plan_jobs (
  id integer generated always as identity primary key,
  agreement_id integer not null references plan_agreements (id) on delete cascade,
  kind text not null check (kind in ('renew', 'notice', 'reset', 'end')),
  run_at timestamptz not null,
  attempts integer not null default 0,
  -- A worker's claim (wall-clock time): if the worker dies, another takes the job after this.
  leased_until timestamptz,
  done_at timestamptz,
  last_error text,
  unique (agreement_id, kind, run_at)
);
create index plan_jobs_due on plan_jobs (run_at) where done_at is null;

-- Every change to a balance, so nothing is lost and history can be explained.
create table plan_ledger (
  id integer generated always as identity primary key,
  agreement_id integer not null references plan_agreements (id) on delete cascade,
  at timestamptz not null,
  kind text not null check (kind in ('grant', 'spend', 'reset', 'rollover', 'renewal', 'retry_failed',
    'lapse', 'cancel', 'resume', 'end', 'refund', 'upgrade', 'expire')),
  units integer not null default 0,
  note text
);
create index plan_ledger_agreement on plan_ledger (agreement_id, id);

-- Custom media: briefs a customer files, assets the operator delivers against them.
create table plan_briefs (
  id integer generated always as identity primary key,
  agreement_id integer not null references plan_agreements (id),
  user_id integer not null references account_users (id),
  title text not null check (length(title) between 1 and 200),
  brief text not null check (length(brief) between 1 and 5000),
  status text not null default 'open' check (status in ('open', 'delivered')),
  created_at timestamptz not null default now()
);
create table plan_deliveries (
  brief_id integer not null references plan_briefs (id),
  asset_id integer not null references assets (id),
  delivered_at timestamptz not null,
  download_by timestamptz not null,
  primary key (brief_id, asset_id)
);

-- Demo plans for a fresh install (README "Plans"): the operator edits these rows.
insert into purchase_products (sku, product_type, licence_model, title, sites, price_usd_minor, sort_order) values
  ('credits-1',   'CreditPack', 'rf', '1 credit', '{subscription}', 1200, 200),
  ('credits-3',   'CreditPack', 'rf', '3 credits', '{subscription}', 3300, 201),
  ('credits-12',  'CreditPack', 'rf', '12 credits', '{subscription}', 12000, 202),
  ('credits-25',  'CreditPack', 'rf', '25 credits', '{subscription}', 23000, 203),
  ('credits-60',  'CreditPack', 'rf', '60 credits', '{subscription}', 52000, 204),
  ('credits-150', 'CreditPack', 'rf', '150 credits', '{subscription}', 120000, 205),
  ('credits-300', 'CreditPack', 'rf', '300 credits', '{subscription}', 225000, 206),
  ('sub-essentials-10-monthly',   'RfSubscription', 'rf', 'Essentials, 10 images a month', '{subscription}', 2900, 300),
  ('sub-essentials-10-annual',    'RfSubscription', 'rf', 'Essentials, 10 images a month, yearly', '{subscription}', 29000, 301),
  ('sub-signature-10-monthly',    'RfSubscription', 'rf', 'Signature, 10 images a month', '{subscription}', 4000, 310),
  ('sub-signature-10-annual',     'RfSubscription', 'rf', 'Signature, 10 images a month, yearly', '{subscription}', 40000, 311),
  ('sub-signature-50-monthly',    'RfSubscription', 'rf', 'Signature, 50 images a month', '{subscription}', 9900, 312),
  ('sub-signature-50-annual',     'RfSubscription', 'rf', 'Signature, 50 images a month, yearly', '{subscription}', 99000, 313),
  ('sub-signature-750-monthly',   'RfSubscription', 'rf', 'Signature, 750 images a month', '{subscription}', 19900, 314),
  ('sub-signature-750-annual',    'RfSubscription', 'rf', 'Signature, 750 images a month, yearly', '{subscription}', 199000, 315),
  ('sub-signatureplus-25-monthly', 'RfSubscription', 'rf', 'Signature plus video, 25 a month', '{subscription}', 24900, 320),
  ('sub-signatureplus-25-annual',  'RfSubscription', 'rf', 'Signature plus video, 25 a month, yearly', '{subscription}', 249000, 321),
  ('imagepack-small-5',  'ImagePack', 'rf', '5 small images', '{subscription}', 6000, 400),
  ('imagepack-medium-5', 'ImagePack', 'rf', '5 medium images', '{subscription}', 15000, 401),
  ('imagepack-high-5',   'ImagePack', 'rf', '5 high-resolution images', '{subscription}', 30000, 402),
  ('pa-annual-250',   'PremiumAccessAgreement', 'rf', 'Premium Access, 250 downloads a year', '{premium}', 2500000, 500),
  ('pa-annual-1000',  'PremiumAccessAgreement', 'rf', 'Premium Access, 1,000 downloads a year', '{premium}', 7500000, 501),
  ('ed-annual-500',   'PremiumAccessAgreement', 'rf', 'Editorial subscription, 500 downloads a year', '{premium}', 600000, 510),
  ('ea-annual-100',   'PremiumAccessAgreement', 'rf', 'Easy Access, 100 downloads a year', '{premium}', 900000, 520),
  ('custom-media-10', 'CustomMediaAgreement', 'rf', 'Custom media, 10 exclusive assets', '{premium,subscription}', 500000, 600);

insert into plan_products (sku, kind, agreement_code, duration, billing_frequency, unit, allowance, allowance_per, media, tier, pack_size, rollover, project_code_required, overage_usd_minor, download_days) values
  ('credits-1', 'credit_pack', null,    null, null, 'credits', 1,   'pack', 'any', null, null, false, false, null, null),
  ('credits-3', 'credit_pack', null,   null, null, 'credits', 3,   'pack', 'any', null, null, false, false, null, null),
  ('credits-12', 'credit_pack', null,  null, null, 'credits', 12,  'pack', 'any', null, null, false, false, null, null),
  ('credits-25', 'credit_pack', null,  null, null, 'credits', 25,  'pack', 'any', null, null, false, false, null, null),
  ('credits-60', 'credit_pack', null,  null, null, 'credits', 60,  'pack', 'any', null, null, false, false, null, null),
  ('credits-150', 'credit_pack', null, null, null, 'credits', 150, 'pack', 'any', null, null, false, false, null, null),
  ('credits-300', 'credit_pack', null, null, null, 'credits', 300, 'pack', 'any', null, null, false, false, null, null),
  ('sub-essentials-10-monthly', 'subscription', 'RF',          'OneMonth',    'Monthly',  'downloads', 10,  'month', 'image', 'essentials', null, false, false, null, null),
  ('sub-essentials-10-annual', 'subscription', 'RF',  'TwelveMonth', 'Annually', 'downloads', 10,  'month', 'image', 'essentials', null, true,  false, null, null),
  ('sub-signature-10-monthly', 'subscription', 'RF',           'OneMonth',    'Monthly',  'downloads', 10,  'month', 'image', 'signature', null, false, false, null, null),
  ('sub-signature-10-annual', 'subscription', 'RF',   'TwelveMonth', 'Annually', 'downloads', 10,  'month', 'image', 'signature', null, true,  false, null, null),
  ('sub-signature-50-monthly', 'subscription', 'RF',           'OneMonth',    'Monthly',  'downloads', 50,  'month', 'image', 'signature', null, false, false, null, null),
  ('sub-signature-50-annual', 'subscription', 'RF',   'TwelveMonth', 'Annually', 'downloads', 50,  'month', 'image', 'signature', null, true,  false, null, null),
  ('sub-signature-750-monthly', 'subscription', 'RF',          'OneMonth',    'Monthly',  'downloads', 750, 'month', 'image', 'signature', null, false, false, null, null),
  ('sub-signature-750-annual', 'subscription', 'RF',  'TwelveMonth', 'Annually', 'downloads', 750, 'month', 'image', 'signature', null, true,  false, null, null),
  ('sub-signatureplus-25-monthly', 'subscription', 'RF',        'OneMonth',    'Monthly',  'downloads', 25,  'month', 'any', 'signatureplus', null, false, false, null, null),
  ('sub-signatureplus-25-annual', 'subscription', 'RF', 'TwelveMonth', 'Annually', 'downloads', 25,  'month', 'any', 'signatureplus', null, true,  false, null, null),
  ('imagepack-small-5', 'image_pack', 'IP',  null, null, 'downloads', 5, 'pack', 'image', null, 'small',  false, false, null, null),
  ('imagepack-medium-5', 'image_pack', 'IP', null, null, 'downloads', 5, 'pack', 'image', null, 'medium', false, false, null, null),
  ('imagepack-high-5', 'image_pack', 'IP', null, null, 'downloads', 5, 'pack', 'image', null, 'high', false, false, null, null),
  ('pa-annual-250', 'premium_access', 'PA',   'TwelveMonth', 'Annually', 'downloads', 250,  'term', 'any', null, null, false, true, 15000, null),
  ('pa-annual-1000', 'premium_access', 'PA', 'TwelveMonth', 'Annually', 'downloads', 1000, 'term', 'any', null, null, false, true, 12000, null),
  ('ed-annual-500', 'editorial_subscription', 'ED', 'TwelveMonth', 'Annually', 'downloads', 500, 'term', 'any', null, null, false, false, null, null),
  ('ea-annual-100', 'easy_access', 'EA', 'TwelveMonth', 'Annually', 'downloads', 100, 'term', 'any', null, null, false, false, null, null),
  ('custom-media-10', 'custom_media', null, null, null, 'downloads', 10, 'term', 'any', null, null, false, false, null, 90);
