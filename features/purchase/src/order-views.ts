import {
  formatMoney,
  isCurrencyCode,
  isExcludedFromAnalytics,
  money,
  reportedUsd,
  type UsdMoney,
} from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { purchaseDb } from './repository/db';
import { formatInvoiceNumber } from './repository/invoices';
import type { OrderView } from './ui/OrderPages';

/** A customer's orders as the history, invoices and thank-you pages show them, newest first. */
export async function ordersOf(
  database: Db,
  userId: number,
  locale: string,
  options: { orderId?: number; paidOnly?: boolean } = {},
): Promise<OrderView[]> {
  const db = purchaseDb(database);
  let query = db
    .selectFrom('purchase_orders as o')
    .innerJoin('account_users as u', 'u.id', 'o.user_id')
    .leftJoin('purchase_invoices as i', 'i.order_id', 'o.id')
    .select([
      'o.id',
      'o.state',
      'o.currency',
      'o.total_minor',
      'o.total_usd_minor',
      'o.created_at',
      'o.paid_at',
      'u.email',
      'i.series',
      'i.number',
    ])
    .where('o.user_id', '=', userId)
    .orderBy('o.id', 'desc');
  if (options.orderId !== undefined) query = query.where('o.id', '=', options.orderId);
  if (options.paidOnly) query = query.where('o.state', 'in', ['paid', 'fulfilled', 'refunded']);
  const heads = await query.execute();
  if (heads.length === 0) return [];
  const lines = await db
    .selectFrom('purchase_order_lines as l')
    .leftJoin('assets as a', 'a.id', 'l.asset_id')
    .select([
      'l.order_id',
      'l.asset_id',
      'a.title',
      'l.description',
      'l.licence_model',
      'l.size',
      'l.usage',
      'l.add_ons',
      'l.total_minor',
      'l.sku',
      'l.product_type',
    ])
    .where(
      'l.order_id',
      'in',
      heads.map((h) => h.id),
    )
    .orderBy('l.position')
    .execute();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  return heads.map((head) => {
    const currency = isCurrencyCode(head.currency) ? head.currency : 'USD';
    const fmt = (minor: number) => formatMoney(money(minor, currency), locale);
    return {
      id: head.id,
      number: `#${String(head.id).padStart(6, '0')}`,
      placedAt: date.format(head.paid_at ?? head.created_at),
      state: head.state,
      total: fmt(head.total_minor),
      email: head.email,
      lines: lines
        .filter((l) => l.order_id === head.id)
        .map((l) => ({
          assetId: l.asset_id,
          // A plan line has no asset: its description is the plan's name.
          title: l.title ?? l.description,
          total: fmt(l.total_minor),
          model: l.licence_model,
          size: l.size,
          width: null,
          height: null,
          usage: (l.usage as Record<string, string> | null) ?? null,
          addOns: l.add_ons,
        })),
      purchased: {
        orderId: head.id,
        valueUsd: reportedUsd(money(head.total_usd_minor, 'USD') as UsdMoney),
        items: lines
          .filter((l) => l.order_id === head.id && !isExcludedFromAnalytics(l.product_type))
          .map((l) => ({
            sku: l.sku,
            assetId: l.asset_id === null ? '' : String(l.asset_id),
            productType: l.product_type,
            licenseType: l.licence_model,
          })),
      },
      ...(head.series &&
        head.number !== null && {
          invoice: {
            number: formatInvoiceNumber(head.series, head.number),
            url: `/account/invoices/${head.id}.pdf`,
          },
        }),
    };
  });
}
