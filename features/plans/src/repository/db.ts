import type { Db } from '@lightbox/platform';
import type { Kysely, Transaction } from 'kysely';
import type { PlansTables } from '../schema';

/** The plans feature's typed handle over the shared database. */
export type PlansDb = Kysely<PlansTables> | Transaction<PlansTables>;

export const plansDb = (db: Db): Kysely<PlansTables> => db.withTables<PlansTables>();

/** A purchase transaction seen with the plans feature's tables (the same connection). */
export const asPlansDb = (db: unknown): PlansDb => db as PlansDb;
