import type { Db } from '@lightbox/platform';
import type { Kysely } from 'kysely';
import type { MarketingTables, SalesEnquiriesTable } from './schema';

/** All of the marketing feature's SQL. */

type MarketingDb = Kysely<MarketingTables>;

function marketingDb(db: Db): MarketingDb {
  return db.withTables<MarketingTables>();
}

export type NewEnquiry = Omit<SalesEnquiriesTable, 'id' | 'created_at'>;

export interface StoredEnquiry {
  id: number;
  /** True when this submission had already been stored (the same form sent again). */
  duplicate: boolean;
}

/**
 * Stores an enquiry once per submission id. The insert and the look-up of an earlier copy run
 * in one transaction, so a form sent twice at the same moment yields one row and two answers
 * that agree on its id.
 */
export async function insertEnquiry(db: Db, enquiry: NewEnquiry): Promise<StoredEnquiry> {
  return marketingDb(db)
    .transaction()
    .execute(async (tx) => {
      const inserted = await tx
        .insertInto('sales_enquiries')
        .values(enquiry)
        .onConflict((oc) => oc.column('submission_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, duplicate: false };
      const existing = await tx
        .selectFrom('sales_enquiries')
        .select('id')
        .where('submission_id', '=', enquiry.submission_id)
        .executeTakeFirstOrThrow();
      return { id: existing.id, duplicate: true };
    });
}
