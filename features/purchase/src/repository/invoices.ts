import { sql } from 'kysely';
import type { PurchaseDb } from './db';

/**
 * Invoice numbers run per series without gaps: the number is taken from the series' counter row
 * inside the transaction that marks the order paid, so the row lock serialises concurrent
 * payments and a rolled-back payment gives its number back.
 */
export async function issueInvoice(
  db: PurchaseDb,
  invoice: { orderId: number; series: string; seller: unknown; buyer: unknown },
): Promise<{ series: string; number: number }> {
  const existing = await db
    .selectFrom('purchase_invoices')
    .select(['series', 'number'])
    .where('order_id', '=', invoice.orderId)
    .executeTakeFirst();
  if (existing) return existing;
  await db
    .insertInto('purchase_invoice_counters')
    .values({ series: invoice.series })
    .onConflict((oc) => oc.column('series').doNothing())
    .execute();
  const taken = await db
    .updateTable('purchase_invoice_counters')
    .set({ next_number: sql`next_number + 1` })
    .where('series', '=', invoice.series)
    .returning(sql<number>`next_number - 1`.as('number'))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('purchase_invoices')
    .values({
      order_id: invoice.orderId,
      series: invoice.series,
      number: taken.number,
      seller: JSON.stringify(invoice.seller),
      buyer: JSON.stringify(invoice.buyer),
    })
    .execute();
  return { series: invoice.series, number: taken.number };
}

export const invoiceOfOrder = (db: PurchaseDb, orderId: number) =>
  db.selectFrom('purchase_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** The invoice series of a site and year, e.g. LBP-2026 (premium) or LBS-2026 (subscription). */
export const invoiceSeries = (site: 'premium' | 'subscription', paidAt: Date) =>
  `${site === 'premium' ? 'LBP' : 'LBS'}-${paidAt.getUTCFullYear()}`;

export const formatInvoiceNumber = (series: string, number: number) =>
  `${series}-${String(number).padStart(6, '0')}`;
