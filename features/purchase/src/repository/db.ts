import type { Db } from '@lightbox/platform';
import type { Kysely, Transaction } from 'kysely';
import type { PurchaseTables } from '../schema';

/** The purchase feature's typed handle over the shared database. */
export type PurchaseDb = Kysely<PurchaseTables> | Transaction<PurchaseTables>;

export const purchaseDb = (db: Db): Kysely<PurchaseTables> => db.withTables<PurchaseTables>();
