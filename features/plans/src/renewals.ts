import {
  addMonths,
  balanceAtReset,
  type CurrencyCode,
  convert,
  formatMoney,
  isCurrencyCode,
  isPlanProductType,
  licenceUseBy,
  money,
  nextRetryAt,
  renewalNoticeAt,
} from '@lightbox/core';
import type { Config, Db, MailTransport } from '@lightbox/platform';
import { type OrderHooks, siteOrigin } from '@lightbox/purchase';
import { planBySku } from './catalogue';
import type { Clock } from './clock';
import { record, schedule } from './ledger';
import { type PlansDb, plansDb } from './repository/db';
import type { JobsTable } from './schema';

export interface RenewalDeps {
  db: Db;
  clock: Clock;
  hooks: OrderHooks;
  mail: MailTransport;
  config: Pick<Config, 'publicPort' | 'sites'>;
}

type Job = { id: number; agreement_id: number; kind: JobsTable['kind']; run_at: Date; attempts: number };

/**
 * The plans' scheduled work, kept in PostgreSQL (`plan_jobs`): monthly resets with rollover,
 * notices before annual renewals, renewals charged to the saved card with three retries over
 * a week, lapses, and the ends of cancelled terms. Each job is claimed with FOR UPDATE SKIP
 * LOCKED, so several servers can run them; a charge's idempotency key names the term and the
 * attempt, so a job run twice never charges twice.
 */
export function createRenewals(deps: RenewalDeps) {
  const db = plansDb(deps.db);

  async function claim(): Promise<Job | undefined> {
    return db.transaction().execute(async (tx) => {
      const job = await tx
        .selectFrom('plan_jobs')
        .select(['id', 'agreement_id', 'kind', 'run_at', 'attempts'])
        .where('done_at', 'is', null)
        .where('run_at', '<=', deps.clock.now())
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!job) return undefined;
      // Claimed: marked done now, so another worker passes it by; a failure below reopens it.
      await tx
        .updateTable('plan_jobs')
        .set({ done_at: deps.clock.now(), attempts: job.attempts + 1 })
        .where('id', '=', job.id)
        .execute();
      return job;
    });
  }

  async function reopen(job: Job, error: unknown) {
    await db
      .updateTable('plan_jobs')
      .set({
        done_at: null,
        last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
      })
      .where('id', '=', job.id)
      .execute();
  }

  async function run(job: Job): Promise<void> {
    if (job.kind === 'reset') return reset(job);
    if (job.kind === 'notice') return notice(job);
    if (job.kind === 'end') return end(job.agreement_id, job.run_at);
    return renew(job);
  }

  async function reset(job: Job) {
    await db.transaction().execute(async (tx) => {
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
    await db.transaction().execute(async (tx) => {
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
    });
  }

  async function renew(job: Job) {
    const a = await db
      .selectFrom('plan_agreements')
      .selectAll()
      .where('id', '=', job.agreement_id)
      .executeTakeFirst();
    if (!a) return;
    if (a.status === 'cancelled' || !a.auto_renew) return end(a.id, a.term_ends_at ?? job.run_at);
    if (a.status !== 'active' && a.status !== 'past_due') return;
    const plan = await planBySku(db, a.sku);
    if (
      !plan?.termMonths ||
      !a.term_ends_at ||
      !isPlanProductType(plan.productType) ||
      !isCurrencyCode(a.currency)
    )
      return end(a.id, job.run_at);
    const overage = plan.overageUsdMinor !== null && a.overage_used > 0;
    const result = deps.hooks.chargeRenewal
      ? await deps.hooks.chargeRenewal({
          userId: a.user_id,
          teamId: a.team_id,
          site: a.site,
          currency: a.currency,
          billingName: a.billing_name,
          billingCountry: a.billing_country,
          kind: 'renewal',
          lines: [
            {
              sku: a.sku,
              productType: plan.productType,
              description: plan.title,
              unitMinor: a.price_minor,
              quantity: 1,
            },
            ...(overage ? [overageLine(plan, a)] : []),
          ],
          paymentMethodId: a.payment_method_id,
          idempotencyKey: `renew:${a.id}:${a.term_ends_at.toISOString()}:${a.failed_charges}`,
        })
      : ({ status: 'invalid', message: 'No payment provider.' } as const);
    const lapses = await db.transaction().execute(async (tx): Promise<boolean> => {
      const locked = await lock(tx, a.id);
      if (!locked || locked.term_ends_at?.getTime() !== a.term_ends_at?.getTime()) return false;
      const termEnd = a.term_ends_at!;
      if (result.status === 'paid') {
        const newEnd = addMonths(termEnd, plan.termMonths!);
        const periodEnd = plan.allowancePer === 'month' ? addMonths(termEnd, 1) : null;
        await tx
          .updateTable('plan_agreements')
          .set({
            status: 'active',
            started_at: termEnd,
            term_ends_at: newEnd,
            period_ends_at: periodEnd,
            remaining: balanceAtReset({
              remaining: locked.remaining,
              allowance: plan.allowance,
              rollover: plan.rollover,
              newTerm: true,
            }),
            overage_used: 0,
            failed_charges: 0,
            updated_at: deps.clock.now(),
          })
          .where('id', '=', a.id)
          .execute();
        await record(tx, a.id, deps.clock.now(), 'renewal', plan.allowance, `order ${result.orderId}`);
        if (periodEnd && periodEnd < newEnd) await schedule(tx, a.id, 'reset', periodEnd);
        await schedule(tx, a.id, 'renew', newEnd);
        if (plan.termMonths === 12) await schedule(tx, a.id, 'notice', renewalNoticeAt(newEnd));
        return false;
      }
      const failures = locked.failed_charges + 1;
      const retryAt = nextRetryAt(termEnd, failures);
      const reason = 'message' in result ? result.message : result.status;
      await record(tx, a.id, deps.clock.now(), 'retry_failed', 0, `attempt ${failures}: ${reason}`);
      if (!retryAt) return true;
      await tx
        .updateTable('plan_agreements')
        .set({ status: 'past_due', failed_charges: failures, updated_at: deps.clock.now() })
        .where('id', '=', a.id)
        .execute();
      await schedule(tx, a.id, 'renew', retryAt);
      return false;
    });
    // The last retry failed too: the plan lapses.
    if (lapses) await end(a.id, deps.clock.now(), 'lapsed');
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
          await reopen(job, error);
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

function lock(db: PlansDb, id: number) {
  return db.selectFrom('plan_agreements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function inCurrency(usdMinor: number, currency: string): number {
  const converted = isCurrencyCode(currency) ? convert(money(usdMinor, 'USD'), currency) : undefined;
  if (!converted?.ok) throw new Error(`overage cannot be billed in ${currency}`);
  return converted.money.amount;
}

function overageLine(
  plan: NonNullable<Awaited<ReturnType<typeof planBySku>>>,
  a: { overage_used: number; currency: string; price_minor: number },
) {
  return {
    sku: plan.sku,
    productType: 'ServiceFee' as const,
    description: `${plan.title}: downloads past the cap`,
    // The overage price is set in USD; the agreement is billed in its own currency.
    unitMinor: inCurrency(plan.overageUsdMinor!, a.currency),
    quantity: a.overage_used,
  };
}
