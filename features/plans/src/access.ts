import type { PlansDb } from './repository/db';
import type { AgreementStatus } from './schema';

/** Agreements whose balance may still be spent: past_due keeps its leftovers during the retries. */
export const USABLE: readonly AgreementStatus[] = ['active', 'cancelled', 'past_due'];

/**
 * The agreements a customer may spend on a site: their own, and their team's that a leader
 * shared with them (with the share's limits), still within their term.
 */
export function usableAgreements(db: PlansDb, userId: number, site: 'premium' | 'subscription', now: Date) {
  return db
    .selectFrom('plan_agreements as a')
    .innerJoin('plan_products as p', 'p.sku', 'a.sku')
    .innerJoin('purchase_products as pp', 'pp.sku', 'a.sku')
    .leftJoin('plan_shares as s', (join) =>
      // Only a download user spends a shared plan; view-only users and guests look.
      join
        .onRef('s.agreement_id', '=', 'a.id')
        .on('s.user_id', '=', userId)
        .on('s.user_type', '=', 'download'),
    )
    .selectAll('a')
    .select([
      'p.kind',
      'p.agreement_code',
      'p.unit',
      'p.media',
      'p.tier',
      'p.pack_size',
      'p.project_code_required',
      'p.overage_usd_minor',
      'pp.title',
      's.mode as share_mode',
      's.amount as share_amount',
      's.used as share_used',
      's.period_started_at as share_period_started_at',
    ])
    .where('a.site', '=', site)
    .where('a.status', 'in', [...USABLE])
    .where((eb) =>
      eb.or([
        eb('a.term_ends_at', 'is', null),
        eb('a.term_ends_at', '>', now),
        eb('a.status', '=', 'past_due'),
      ]),
    )
    .where((eb) => eb.or([eb('a.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .orderBy('a.id');
}

export type UsableAgreement = Awaited<ReturnType<ReturnType<typeof usableAgreements>['execute']>>[number];
