import { vectorSourceFormat, vectorSourceOffered } from '@lightbox/downloads/vector-source';
import type { Db, MailTransport, PublicAddress } from '@lightbox/platform';
import type { OrderHooks } from '@lightbox/purchase';
import { planBySku, plansOf } from './catalogue';
import type { Clock } from './clock';
import * as manage from './manage';
import { createRenewals } from './renewals';
import { plansDb } from './repository/db';
import type { Site } from './schema';
import { type SpendRequest, spend, spendOptions } from './spend';
import { quoteUpgrade, upgrade } from './upgrade';
import { agreementsOf, ledgerOf } from './views';

export interface PlansServiceDeps {
  db: Db;
  hooks: OrderHooks;
  clock: Clock;
  /** How long a worker holds a renewal job (the crash benchmark shortens it). */
  leaseMs?: number;
  mail: MailTransport;
  config: PublicAddress;
}

/** Everything the plans pages do, with the clock read once per call. */
export function createPlansService(deps: PlansServiceDeps) {
  const db = plansDb(deps.db);
  const now = () => deps.clock.now();
  const renewals = createRenewals(deps);
  return {
    clock: deps.clock,
    renewals,
    plansOf: (site: Site) => plansOf(db, site),
    planBySku: (sku: string) => planBySku(db, sku),
    agreementsOf: (input: Parameters<typeof agreementsOf>[1]) => agreementsOf(db, input),
    /** The ledger of a plan the viewer owns or shares, or undefined. */
    async ledgerOf(userId: number, teamId: number | null, agreementId: number) {
      const a = await db
        .selectFrom('plan_agreements')
        .select(['user_id', 'team_id'])
        .where('id', '=', agreementId)
        .executeTakeFirst();
      if (!a || (a.user_id !== userId && (teamId === null || a.team_id !== teamId))) return undefined;
      return ledgerOf(db, agreementId);
    },
    spendOptions: (
      input: Omit<SpendRequest, 'agreementId' | 'projectCode' | 'note' | 'idempotencyKey' | 'teamId'>,
    ) => spendOptions(db, input, now()),
    spend: (input: SpendRequest) => spend(db, input, now()),
    cancel: (userId: number, agreementId: number) => manage.cancel(db, userId, agreementId, now()),
    resume: (userId: number, agreementId: number) => manage.resume(db, userId, agreementId, now()),
    setCard: (userId: number, agreementId: number, methodId: number) =>
      manage.setCard(db, userId, agreementId, methodId),
    refundPack: (userId: number, agreementId: number) =>
      manage.refundPack(db, deps.hooks, userId, agreementId, now()),
    async quoteUpgrade(userId: number, agreementId: number, toSku: string) {
      const a = await db
        .selectFrom('plan_agreements')
        .selectAll()
        .where('id', '=', agreementId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!a) return { ok: false as const, status: 404 as const, message: 'There is no such plan.' };
      return quoteUpgrade(db, a, toSku, now());
    },
    upgrade: (input: Parameters<typeof upgrade>[2]) => upgrade(db, deps.hooks, input, now()),
    setShare: (input: Parameters<typeof manage.setShare>[1]) => manage.setShare(db, input, now()),
    removeShare: (leaderId: number, agreementId: number, memberId: number) =>
      manage.removeShare(db, leaderId, agreementId, memberId),
    sharesOf: (agreementId: number) => manage.sharesOf(db, agreementId),
    expireInactivePacks: () => manage.expireInactivePacks(db, now()),
    /**
     * A licence the customer or their team holds for the asset, if any, with the vector source
     * file it also delivers (an imported EPS or AI with a full-size licence).
     */
    async heldLicence(userId: number, teamId: number | null, assetId: number) {
      const row = await db
        .selectFrom('purchase_licences as l')
        .innerJoin('assets as s', 's.id', 'l.asset_id')
        .select(['l.id', 'l.asset_id', 'l.size', 's.media_type', 's.asset_file_type', 's.original_path'])
        .where('l.asset_id', '=', assetId)
        .where((eb) =>
          teamId === null
            ? eb('l.user_id', '=', userId)
            : eb.or([eb('l.user_id', '=', userId), eb('l.team_id', '=', teamId)]),
        )
        .orderBy('l.id')
        .executeTakeFirst();
      return row && { id: row.id, vectorFormat: offeredVector(row) };
    },
    /** One of the customer's (or their team's) licences, with the plan it came from. */
    async licenceOf(userId: number, teamId: number | null, licenceId: number) {
      const row = await db
        .selectFrom('purchase_licences as l')
        .innerJoin('assets as s', 's.id', 'l.asset_id')
        .leftJoin('plan_spends as sp', 'sp.id', 'l.plan_spend_id')
        .leftJoin('plan_agreements as a', 'a.id', 'sp.agreement_id')
        .leftJoin('plan_products as p', 'p.sku', 'a.sku')
        .leftJoin('purchase_products as pp', 'pp.sku', 'a.sku')
        .select([
          'l.id',
          'l.asset_id',
          'l.size',
          's.title',
          's.media_type',
          's.asset_file_type',
          's.original_path',
          'a.remaining',
          'p.unit',
          'p.kind',
          'pp.title as plan_title',
        ])
        .where('l.id', '=', licenceId)
        .where((eb) =>
          teamId === null
            ? eb('l.user_id', '=', userId)
            : eb.or([eb('l.user_id', '=', userId), eb('l.team_id', '=', teamId)]),
        )
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        assetId: row.asset_id,
        size: row.size,
        title: row.title,
        vectorFormat: offeredVector(row),
        plan:
          row.unit && row.remaining !== null
            ? {
                title: row.plan_title ?? '',
                unit: row.unit,
                remaining: row.remaining,
                subscription: row.kind === 'subscription',
              }
            : null,
      };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;

/** The vector source a licence also delivers, when its asset has one and its size is full. */
function offeredVector(row: {
  asset_id: number;
  size: string | null;
  media_type: string;
  asset_file_type: string;
  original_path: string | null;
}) {
  const vectorFormat = vectorSourceFormat({
    id: row.asset_id,
    mediaType: row.media_type,
    fileType: row.asset_file_type,
    originalPath: row.original_path,
  });
  return vectorSourceOffered({ size: row.size, vectorFormat }) ? vectorFormat : null;
}
