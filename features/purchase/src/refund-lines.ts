import { type Kysely, sql } from 'kysely';
import type { PaymentProvider } from './payments/provider';
import type { PurchaseTables } from './schema';

export interface RefundLinesInput {
  orderId: number;
  lineIds: readonly number[];
  /** One per request: the same request twice refunds once and answers the same. */
  idempotencyKey: string;
}

export type RefundLinesResult =
  | { ok: true; amountMinor: number; currency: string; orderRefunded: boolean; repeated: boolean }
  | { ok: false; status: 404 | 409 | 422; code: RefundRefusal; message: string };

/** Why a refund was refused, for callers that word it themselves. */
export type RefundRefusal =
  | 'no_lines'
  | 'missing'
  | 'not_paid'
  | 'no_payment'
  | 'foreign_line'
  | 'already_refunded'
  | 'over_captured'
  | 'provider_refused';

type Claimed =
  | { ok: true; ref: string; amountMinor: number; currency: string; orderRefunded: boolean; state: string }
  | Extract<RefundLinesResult, { ok: false }>;

/**
 * Gives back chosen lines of a paid order through the payment provider. The refund is written
 * first, in one transaction that locks the order (refund rows, licences of those lines revoked,
 * the order marked refunded once every line is), so two requests can never give back more than
 * was captured; a provider that refuses undoes that write.
 */
export async function refundLines(
  db: Kysely<PurchaseTables>,
  provider: PaymentProvider,
  input: RefundLinesInput,
): Promise<RefundLinesResult> {
  const earlier = await sql<{ amount: number; currency: string; state: string }>`
    select sum(r.amount_minor)::int as amount, min(r.currency) as currency, min(o.state) as state
    from purchase_refunds r join purchase_orders o on o.id = r.order_id
    where r.request_key = ${input.idempotencyKey} and r.order_id = ${input.orderId}
    group by r.order_id`.execute(db);
  const repeat = earlier.rows[0];
  if (repeat)
    return {
      ok: true,
      amountMinor: repeat.amount,
      currency: repeat.currency,
      orderRefunded: repeat.state === 'refunded',
      repeated: true,
    };
  if (input.lineIds.length === 0)
    return { ok: false, status: 422, code: 'no_lines', message: 'Choose at least one line to refund.' };

  const claimed = await db.transaction().execute(async (tx): Promise<Claimed> => {
    const order = await sql<{ state: string; currency: string }>`
      select state, currency from purchase_orders where id = ${input.orderId} for update`.execute(tx);
    const state = order.rows[0]?.state;
    if (!state) return { ok: false, status: 404, code: 'missing', message: 'There is no such order.' };
    if (state !== 'paid' && state !== 'fulfilled')
      return { ok: false, status: 409, code: 'not_paid', message: 'Only a paid order can be refunded.' };
    const payment = await sql<{ ref: string | null; amount: number }>`
      select provider_ref as ref, amount_minor as amount from purchase_payments
      where order_id = ${input.orderId} and status = 'captured' order by id desc limit 1`.execute(tx);
    const captured = payment.rows[0];
    if (!captured?.ref)
      return { ok: false, status: 409, code: 'no_payment', message: 'This order has no captured payment.' };
    const lines = await sql<{ id: number; total: number; refunded: boolean }>`
      select l.id, l.total_minor as total, exists (select 1 from purchase_refunds r where r.order_line_id = l.id) as refunded
      from purchase_order_lines l where l.order_id = ${input.orderId}`.execute(tx);
    const chosen = lines.rows.filter((line) => input.lineIds.includes(line.id));
    if (chosen.length !== new Set(input.lineIds).size)
      return {
        ok: false,
        status: 422,
        code: 'foreign_line',
        message: 'A chosen line is not part of this order.',
      };
    if (chosen.some((line) => line.refunded))
      return {
        ok: false,
        status: 409,
        code: 'already_refunded',
        message: 'A chosen line has already been refunded.',
      };
    const alreadyBack = lines.rows.filter((line) => line.refunded).reduce((sum, line) => sum + line.total, 0);
    const amount = chosen.reduce((sum, line) => sum + line.total, 0);
    if (alreadyBack + amount > captured.amount)
      return {
        ok: false,
        status: 409,
        code: 'over_captured',
        message: 'That is more than was paid for this order.',
      };
    const currency = order.rows[0]!.currency;
    for (const line of chosen)
      await sql`insert into purchase_refunds (order_line_id, order_id, amount_minor, currency, request_key)
        values (${line.id}, ${input.orderId}, ${line.total}, ${currency}, ${input.idempotencyKey})`.execute(
        tx,
      );
    await sql`update purchase_licences set revoked_at = now()
      where order_line_id = any(${chosen.map((line) => line.id)}::int[]) and revoked_at is null`.execute(tx);
    const orderRefunded = lines.rows.every((line) => line.refunded || input.lineIds.includes(line.id));
    if (orderRefunded) {
      await sql`update purchase_orders set state = 'refunded', updated_at = now() where id = ${input.orderId}`.execute(
        tx,
      );
      await sql`update purchase_payments set status = 'refunded', updated_at = now()
        where order_id = ${input.orderId} and status = 'captured'`.execute(tx);
    }
    return { ok: true, ref: captured.ref, amountMinor: amount, currency, orderRefunded, state };
  });
  if (!claimed.ok) return claimed;

  const answer = await provider
    .refund(claimed.ref, { minor: claimed.amountMinor, currency: claimed.currency }, input.idempotencyKey)
    .catch(() => ({ refunded: false }));
  if (answer.refunded)
    return {
      ok: true,
      amountMinor: claimed.amountMinor,
      currency: claimed.currency,
      orderRefunded: claimed.orderRefunded,
      repeated: false,
    };
  // The money did not go back: the lines, their licences and the order are as they were.
  await db.transaction().execute(async (tx) => {
    const ids = input.lineIds.map(Number);
    await sql`delete from purchase_refunds where request_key = ${input.idempotencyKey}`.execute(tx);
    await sql`update purchase_licences set revoked_at = null where order_line_id = any(${ids}::int[])`.execute(
      tx,
    );
    if (claimed.orderRefunded) {
      await sql`update purchase_orders set state = ${claimed.state}, updated_at = now() where id = ${input.orderId}`.execute(
        tx,
      );
      await sql`update purchase_payments set status = 'captured', updated_at = now()
        where order_id = ${input.orderId} and status = 'refunded'`.execute(tx);
    }
  });
  return {
    ok: false,
    status: 409,
    code: 'provider_refused',
    message: 'The payment provider did not make the refund; try again later.',
  };
}
