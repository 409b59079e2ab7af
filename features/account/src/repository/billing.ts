// account_billing_details: the name and country a customer's invoices carry.
import { sql } from 'kysely';
import type { AccountDb } from './db';

export function findBilling(db: AccountDb, userId: number) {
  return db
    .selectFrom('account_billing_details')
    .select(['billing_name', 'country_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveBilling(
  db: AccountDb,
  userId: number,
  fields: { billingName: string; countryCode: string },
): Promise<void> {
  await db
    .insertInto('account_billing_details')
    .values({ user_id: userId, billing_name: fields.billingName, country_code: fields.countryCode })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        billing_name: fields.billingName,
        country_code: fields.countryCode,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}
