-- Refunds made from the operator console (issue 22): several lines of an order in one request.
-- The request's idempotency key marks its rows, so the same request twice refunds once.
alter table purchase_refunds add column request_key text;
create index purchase_refunds_request on purchase_refunds (request_key) where request_key is not null;

-- A licence whose order line was refunded no longer lets its holder download.
alter table purchase_licences add column revoked_at timestamptz;
