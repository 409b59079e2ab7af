import { formatMoney, isCurrencyCode, money } from '@lightbox/core';
import { USABLE } from './access';
import type { PlansDb } from './repository/db';
import type { AgreementStatus, PlanKind } from './schema';

/** A customer's plan as the billing pages show it: balance, term, next charge and what they may do. */
export interface AgreementView {
  id: number;
  sku: string;
  title: string;
  kind: PlanKind;
  agreementCode: string | null;
  status: AgreementStatus;
  unit: 'downloads' | 'credits';
  allowance: number;
  allowancePer: 'month' | 'term' | 'pack';
  remaining: number;
  overageUsed: number;
  startedAt: Date;
  termEndsAt: Date | null;
  periodEndsAt: Date | null;
  autoRenew: boolean;
  /** The next charge (renewal or retry), formatted, or null when none is due. */
  nextCharge: { at: Date; amount: string } | null;
  card: { id: number; brand: string; last4: string } | null;
  failedCharges: number;
  /** Owned by the viewer (a member sees the team's shared plans but cannot change them). */
  owned: boolean;
  teamId: number | null;
  projectCodeRequired: boolean;
}

/** The viewer's plans on a site (their own and their team's), newest first; ended ones too when asked. */
export async function agreementsOf(
  db: PlansDb,
  input: {
    userId: number;
    teamId: number | null;
    site: 'premium' | 'subscription';
    locale: string;
    includeEnded?: boolean;
  },
): Promise<AgreementView[]> {
  let query = db
    .selectFrom('plan_agreements as a')
    .innerJoin('plan_products as p', 'p.sku', 'a.sku')
    .innerJoin('purchase_products as pp', 'pp.sku', 'a.sku')
    .leftJoin('purchase_payment_methods as m', 'm.id', 'a.payment_method_id')
    .selectAll('a')
    .select([
      'p.kind',
      'p.agreement_code',
      'p.unit',
      'p.allowance',
      'p.allowance_per',
      'p.project_code_required',
      'pp.title',
      'm.brand',
      'm.last4',
    ])
    .where('a.site', '=', input.site)
    .where((eb) =>
      input.teamId === null
        ? eb('a.user_id', '=', input.userId)
        : eb.or([eb('a.user_id', '=', input.userId), eb('a.team_id', '=', input.teamId)]),
    )
    .orderBy('a.id', 'desc');
  if (!input.includeEnded) query = query.where('a.status', 'in', [...USABLE]);
  const rows = await query.execute();
  const nextRuns = await db
    .selectFrom('plan_jobs')
    .select(['agreement_id', 'run_at'])
    .where('kind', '=', 'renew')
    .where('done_at', 'is', null)
    .where('agreement_id', 'in', rows.length > 0 ? rows.map((r) => r.id) : [0])
    .orderBy('run_at')
    .execute();
  return rows.map((r) => {
    const due = nextRuns.find((j) => j.agreement_id === r.id);
    const currency = isCurrencyCode(r.currency) ? r.currency : 'USD';
    return {
      id: r.id,
      sku: r.sku,
      title: r.title ?? r.sku,
      kind: r.kind,
      agreementCode: r.agreement_code,
      status: r.status,
      unit: r.unit,
      allowance: r.allowance,
      allowancePer: r.allowance_per,
      remaining: r.remaining,
      overageUsed: r.overage_used,
      startedAt: r.started_at,
      termEndsAt: r.term_ends_at,
      periodEndsAt: r.period_ends_at,
      autoRenew: r.auto_renew,
      nextCharge:
        due && r.auto_renew && (r.status === 'active' || r.status === 'past_due')
          ? { at: due.run_at, amount: formatMoney(money(r.price_minor, currency), input.locale) }
          : null,
      card:
        r.payment_method_id !== null && r.brand && r.last4
          ? { id: r.payment_method_id, brand: r.brand, last4: r.last4 }
          : null,
      failedCharges: r.failed_charges,
      owned: r.user_id === input.userId,
      teamId: r.team_id,
      projectCodeRequired: r.project_code_required,
    };
  });
}

/** The ledger of one of the viewer's plans: every grant, spend, reset, renewal and end. */
export function ledgerOf(db: PlansDb, agreementId: number) {
  return db
    .selectFrom('plan_ledger')
    .select(['at', 'kind', 'units', 'note'])
    .where('agreement_id', '=', agreementId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
