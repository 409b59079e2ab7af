import type { PlansDb } from './repository/db';
import type { LedgerKind } from './schema';

/** Records a change to an agreement: every grant, spend, reset, renewal and end. */
export async function record(
  db: PlansDb,
  agreementId: number,
  at: Date,
  kind: LedgerKind,
  units = 0,
  note: string | null = null,
) {
  await db.insertInto('plan_ledger').values({ agreement_id: agreementId, at, kind, units, note }).execute();
}

/** Schedules a job once (the same agreement, kind and time are one job). */
export async function schedule(
  db: PlansDb,
  agreementId: number,
  kind: 'renew' | 'notice' | 'reset' | 'end',
  runAt: Date,
) {
  await db
    .insertInto('plan_jobs')
    .values({ agreement_id: agreementId, kind, run_at: runAt })
    .onConflict((oc) => oc.columns(['agreement_id', 'kind', 'run_at']).doNothing())
    .execute();
}
