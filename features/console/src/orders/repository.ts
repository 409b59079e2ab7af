import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

export const ORDER_SEARCH_LIMIT = 100;

export interface OrderListRow {
  id: number;
  email: string;
  user_id: number;
  state: string;
  currency: string;
  total_minor: number;
  created_at: Date;
}

/** By order number (digits, with or without '#') or by the customer's email (or part of it). */
export async function findOrders(db: Db, query: string): Promise<OrderListRow[]> {
  const text = query.trim();
  if (!text) return [];
  const number = /^#?(\d{1,9})$/.exec(text);
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = number ? sql`o.id = ${Number(number[1])}` : sql`u.email ilike ${like}`;
  const { rows } = await sql<OrderListRow>`
    select o.id, u.email, o.user_id, o.state, o.currency, o.total_minor, o.created_at
    from purchase_orders o join account_users u on u.id = o.user_id
    where ${where} order by o.id desc limit ${ORDER_SEARCH_LIMIT}`.execute(db);
  return rows;
}

export interface OrderLineRow {
  id: number;
  asset_id: number | null;
  description: string;
  total_minor: number;
  refunded: boolean;
}

export interface OrderDetail extends OrderListRow {
  kind: string;
  site: string;
  captured_minor: number;
  refunded_minor: number;
  lines: OrderLineRow[];
}

export async function orderDetail(db: Db, id: number): Promise<OrderDetail | undefined> {
  const { rows } = await sql<Omit<OrderDetail, 'lines'>>`
    select o.id, u.email, o.user_id, o.state, o.currency, o.total_minor, o.created_at, o.kind, o.site,
      coalesce((select sum(p.amount_minor) from purchase_payments p
        where p.order_id = o.id and p.status in ('captured', 'refunded')), 0)::int as captured_minor,
      coalesce((select sum(r.amount_minor) from purchase_refunds r where r.order_id = o.id), 0)::int as refunded_minor
    from purchase_orders o join account_users u on u.id = o.user_id where o.id = ${id}`.execute(db);
  const order = rows[0];
  if (!order) return undefined;
  const lines = await sql<OrderLineRow>`
    select l.id, l.asset_id, l.description, l.total_minor,
      exists (select 1 from purchase_refunds r where r.order_line_id = l.id) as refunded
    from purchase_order_lines l where l.order_id = ${id} order by l.position`.execute(db);
  return { ...order, lines: lines.rows };
}

export interface CustomerView {
  id: number;
  email: string;
  orders: OrderListRow[];
  licences: Array<{
    id: number;
    asset_id: number;
    title: string;
    licence_model: string;
    size: string | null;
    granted_at: Date;
    revoked_at: Date | null;
  }>;
  plans: Array<{
    id: number;
    title: string;
    status: string;
    remaining: number | null;
    started_at: Date;
  }>;
}

/** A customer's orders, licences and plans, newest first. */
export async function customerView(db: Db, userId: number): Promise<CustomerView | undefined> {
  const user = await sql<{ id: number; email: string }>`
    select id, email from account_users where id = ${userId}`.execute(db);
  if (!user.rows[0]) return undefined;
  const orders = await sql<OrderListRow>`
    select o.id, u.email, o.user_id, o.state, o.currency, o.total_minor, o.created_at
    from purchase_orders o join account_users u on u.id = o.user_id
    where o.user_id = ${userId} order by o.id desc limit ${ORDER_SEARCH_LIMIT}`.execute(db);
  const licences = await sql<CustomerView['licences'][number]>`
    select l.id, l.asset_id, a.title, l.licence_model, l.size, l.granted_at, l.revoked_at
    from purchase_licences l join assets a on a.id = l.asset_id
    where l.user_id = ${userId} order by l.id desc limit 200`.execute(db);
  const plans = await sql<CustomerView['plans'][number]>`
    select g.id, coalesce(p.title, g.sku) as title, g.status, g.remaining, g.started_at
    from plan_agreements g left join purchase_products p on p.sku = g.sku
    where g.user_id = ${userId} order by g.id desc limit 100`.execute(db);
  return { ...user.rows[0], orders: orders.rows, licences: licences.rows, plans: plans.rows };
}
