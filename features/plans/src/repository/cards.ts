import type { PlansDb } from './db';

/** The card a plan's charges go to when none is chosen: the customer's most recently kept one. */
export async function latestCard(db: PlansDb, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('purchase_payment_methods')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}
