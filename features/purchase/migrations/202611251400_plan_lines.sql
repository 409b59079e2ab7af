-- Plans (issue 17) are sold through the same cart and orders as licences: a plan is a product
-- with no asset, a cart item and an order line may name no asset, and a renewal is an order
-- without a cart. The plans feature keeps what a plan grants in its own tables.

alter table purchase_products drop constraint purchase_products_check;
alter table purchase_products add constraint purchase_products_add_on_for_any_asset
  check (add_on is null or asset_type is null);

alter table purchase_cart_items alter column asset_id drop not null;
-- One line per plan in a cart (a second "add" of the same plan changes nothing).
create unique index purchase_cart_items_one_plan on purchase_cart_items (cart_id, sku) where asset_id is null;

alter table purchase_orders alter column cart_id drop not null;
alter table purchase_order_lines alter column asset_id drop not null;

-- A plan's name on the cart, the order and the invoice (an asset's product takes the asset's).
alter table purchase_products add column title text;
alter table purchase_products add constraint purchase_products_plan_has_title
  check (asset_type is not null or add_on is not null or title is not null);

-- Renewals and upgrades are charged by the plans feature to a saved card; a sale is a cart's order.
alter table purchase_orders add column kind text not null default 'sale' check (kind in ('sale', 'renewal', 'upgrade'));

-- Order lines given back (an unused pack within its refund window): one refund per line.
create table purchase_refunds (
  id integer generated always as identity primary key,
  order_line_id integer not null unique references purchase_order_lines (id),
  order_id integer not null references purchase_orders (id),
  amount_minor integer not null check (amount_minor >= 0),
  currency text not null,
  created_at timestamptz not null default now()
);
