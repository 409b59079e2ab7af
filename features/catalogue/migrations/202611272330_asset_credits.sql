-- Credits an imported file carries (IPTC/XMP credit line and copyright notice), shown with the
-- asset and kept for its licence; and the storefronts it is offered on (npm run import --site).
-- `if not exists`: the operator console may add the same sites column.
alter table assets add column if not exists credit_line text not null default '';
alter table assets add column if not exists copyright text not null default '';
alter table assets add column if not exists sites text[] not null default '{premium,subscription}';
