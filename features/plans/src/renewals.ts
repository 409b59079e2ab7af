import {
  addMonths,
  balanceAtReset,
  type CurrencyCode,
  formatMoney,
  isCurrencyCode,
  licenceUseBy,
  money,
} from '@lightbox/core';
import type { Db, MailTransport, PublicAddress } from '@lightbox/platform';
import { type OrderHooks, siteOrigin } from '@lightbox/purchase';
import { planBySku } from './catalogue';
import type { Clock } from './clock';
import { record, schedule } from './ledger';
import { finish, type Job, lock, renew } from './renew';
import { type PlansDb, plansDb } from './repository/db';

/** How long a worker holds a job before another may take it (a dead worker's job waits this long). */
export const JOB_LEASE_MS = 5 * 60_000;

export interface RenewalDeps {
  db: Db;
  clock: Clock;
  /** Tests and the crash benchmark shorten the lease. */
  leaseMs?: number;
  hooks: OrderHooks;
  mail: MailTransport;
  config: PublicAddress;
}

/**
 * The plans' scheduled work, kept in PostgreSQL (`plan_jobs`): monthly resets with rollover,
 * notices before annual renewals, renewals charged to the saved card with three retries over
 * a week, lapses, and the ends of cancelled terms. Each job is claimed with FOR UPDATE SKIP
 * LOCKED, so several servers can run them; a charge's idempotency key names the term and the
 * attempt, so a job run twice never charges twice.
 */
export function createRenewals(deps: RenewalDeps) {
  const db = plansDb(deps.db);

  /**
   * Takes the oldest due job nobody holds: a lease on wall-clock time, so a job whose worker
   * died is taken again once the lease runs out. A job is done only when its own effects are
   * written (in the same transaction where they are not idempotent), so a kill at any moment
   * loses nothing and repeats nothing.
   */
  async function claim(): Promise<Job | undefined> {
    const wall = new Date();
    return db.transaction().execute(async (tx) => {
      const job = await tx
        .selectFrom('plan_jobs')
        .select(['id', 'agreement_id', 'kind', 'run_at', 'attempts'])
        .where('done_at', 'is', null)
        .where('run_at', '<=', deps.clock.now())
        .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', wall)]))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!job) return undefined;
      await tx
        .updateTable('plan_jobs')
        .set({
          leased_until: new Date(wall.getTime() + (deps.leaseMs ?? JOB_LEASE_MS)),
          attempts: job.attempts + 1,
        })
        .where('id', '=', job.id)
        .execute();
      return job;
    });
  }

  /** Lets a failed job be taken again at the next run. */
  async function release(job: Job, error: unknown) {
    await db
      .updateTable('plan_jobs')
      .set({
        leased_until: null,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      .where('id', '=', job.id)
      .execute();
  }

  async function run(job: Job): Promise<void> {
    if (job.kind === 'reset') await reset(job);
    else if (job.kind === 'notice') await notice(job);
    else if (job.kind === 'end') await end(job.agreement_id, job.run_at);
    else await renew({ db, deps, end, endWithin }, job);
    // A job with nothing (left) to do is done; one that did its work is done already.
    await finish(db, job.id, deps.clock.now());
  }

  async function reset(job: Job) {
    await db.transaction().execute(async (tx) => {
      // The balance moves once: the job is finished in the same transaction.
      if (!(await finish(tx, job.id, deps.clock.now()))) return;
      const a = await lock(tx, job.agreement_id);
      if (!a || !['active', 'cancelled', 'past_due'].includes(a.status)) return;
      const plan = await planBySku(tx, a.sku);
      if (!plan || !a.period_ends_at) return;
      const remaining = balanceAtReset({
        remaining: a.remaining,
        allowance: plan.allowance,
        rollover: plan.rollover,
        newTerm: false,
      });
      const next = addMonths(a.period_ends_at, 1);
      await tx
        .updateTable('plan_agreements')
        .set({ remaining, period_ends_at: next, updated_at: deps.clock.now() })
        .where('id', '=', a.id)
        .execute();
      await tx
        .updateTable('plan_shares')
        .set({ used: 0, period_started_at: job.run_at })
        .where('agreement_id', '=', a.id)
        .where('mode', '=', 'monthly')
        .execute();
      await record(
        tx,
        a.id,
        job.run_at,
        plan.rollover && a.remaining > 0 ? 'rollover' : 'reset',
        remaining - a.remaining,
        `${a.remaining} left, ${plan.allowance} added`,
      );
      if (a.term_ends_at && next < a.term_ends_at) await schedule(tx, a.id, 'reset', next);
    });
  }

  async function notice(job: Job) {
    const a = await db
      .selectFrom('plan_agreements as a')
      .innerJoin('account_users as u', 'u.id', 'a.user_id')
      .innerJoin('purchase_products as p', 'p.sku', 'a.sku')
      .select([
        'a.id',
        'a.status',
        'a.auto_renew',
        'a.term_ends_at',
        'a.price_minor',
        'a.currency',
        'a.site',
        'u.email',
        'p.title',
      ])
      .where('a.id', '=', job.agreement_id)
      .executeTakeFirst();
    if (a?.status !== 'active' || !a.auto_renew || !a.term_ends_at) return;
    const currency = (isCurrencyCode(a.currency) ? a.currency : 'USD') as CurrencyCode;
    const origin = siteOrigin(deps.config, a.site);
    await deps.mail.send({
      to: a.email,
      site: a.site,
      subject: `Your plan renews on ${a.term_ends_at.toISOString().slice(0, 10)}`,
      text: [
        `Your plan "${a.title}" renews on ${a.term_ends_at.toISOString().slice(0, 10)}.`,
        `We will charge ${formatMoney(money(a.price_minor, currency), 'en-US')} plus any tax to your saved card.`,
        '',
        'To stop the renewal, cancel the plan before then; it runs to the end of the year you paid for:',
        `${origin}/account/billing`,
      ].join('\n'),
    });
    await record(db, a.id, deps.clock.now(), 'renewal', 0, 'renewal notice mailed');
  }

  async function end(agreementId: number, at: Date, status: 'ended' | 'lapsed' = 'ended') {
    await db.transaction().execute((tx) => endWithin(tx, agreementId, at, status));
  }

  /** Ends (or lapses) an agreement inside the caller's transaction; its open jobs are done. */
  async function endWithin(tx: PlansDb, agreementId: number, at: Date, status: 'ended' | 'lapsed') {
    {
      const a = await lock(tx, agreementId);
      if (!a || !['active', 'cancelled', 'past_due'].includes(a.status)) return;
      await tx
        .updateTable('plan_agreements')
        .set({ status, ended_at: at, auto_renew: false, updated_at: deps.clock.now() })
        .where('id', '=', a.id)
        .execute();
      // Subscription downloads must be used within 30 days of the plan's end.
      await tx
        .updateTable('purchase_licences')
        .set({ use_by: licenceUseBy(at) })
        .where('use_by', 'is', null)
        .where('plan_spend_id', 'in', (eb) =>
          eb.selectFrom('plan_spends').select('id').where('agreement_id', '=', a.id),
        )
        .execute();
      await tx
        .updateTable('plan_jobs')
        .set({ done_at: deps.clock.now() })
        .where('agreement_id', '=', a.id)
        .where('done_at', 'is', null)
        .execute();
      await record(tx, a.id, at, status === 'lapsed' ? 'lapse' : 'end', -a.remaining, null);
    }
  }

  return {
    /** Runs every job due by the clock's now, oldest first; returns how many ran. */
    async runDue(limit = 500): Promise<number> {
      let ran = 0;
      while (ran < limit) {
        const job = await claim();
        if (!job) break;
        try {
          await run(job);
        } catch (error) {
          await release(job, error);
          throw error;
        }
        ran += 1;
      }
      return ran;
    },
    end,
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
