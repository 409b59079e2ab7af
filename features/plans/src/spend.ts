import { addMonths, type PlanAsset, type PlanRefusal, planCost, shareAvailable } from '@lightbox/core';
import { sql } from 'kysely';
import { type UsableAgreement, usableAgreements } from './access';
import { record } from './ledger';
import type { PlansDb } from './repository/db';

/** What licensing an asset from one of the customer's plans would use. */
export interface SpendOption {
  agreementId: number;
  sku: string;
  title: string;
  kind: UsableAgreement['kind'];
  unit: 'downloads' | 'credits';
  /** Credits or downloads this licence uses. */
  units: number;
  /** What the customer may still spend of this agreement (their share of a team's). */
  available: number;
  /** The agreement's own balance. */
  remaining: number;
  /** Past the cap: charged with the next renewal at the plan's overage price. */
  overage: boolean;
  projectCodeRequired: boolean;
  /** Set when this agreement cannot license the asset. */
  refusal?: PlanRefusal | 'not_enough';
}

export interface SpendRequest {
  userId: number;
  teamId: number | null;
  site: 'premium' | 'subscription';
  assetId: number;
  agreementId: number;
  extended: boolean;
  projectCode: string | null;
  note: string | null;
  idempotencyKey: string;
}

export type SpendResult =
  | {
      status: 'licensed';
      licenceId: number;
      units: number;
      remaining: number;
      overage: boolean;
      /** True when this key was answered before: nothing was spent this time. */
      repeated: boolean;
    }
  /** The customer (or their team) holds a licence already: downloading again costs nothing. */
  | { status: 'already_licensed'; licenceId: number }
  | { status: 'refused'; field?: 'agreement' | 'projectCode' | 'note'; message: string };

async function assetFacts(db: PlansDb, assetId: number) {
  return db
    .selectFrom('assets')
    .select(['id', 'asset_type', 'license_type', 'exclusive', 'agreements'])
    .where('id', '=', assetId)
    .executeTakeFirst();
}

async function delivered(db: PlansDb, agreementId: number, assetId: number, now: Date) {
  const row = await db
    .selectFrom('plan_deliveries as d')
    .innerJoin('plan_briefs as b', 'b.id', 'd.brief_id')
    .select('d.asset_id')
    .where('b.agreement_id', '=', agreementId)
    .where('d.asset_id', '=', assetId)
    .where('d.download_by', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** A monthly share starts again a month after its period began (checked when it is used). */
export const shareExpired = (mode: string | null, periodStart: Date | null, now: Date) =>
  mode === 'monthly' && periodStart !== null && addMonths(periodStart, 1) <= now;

function option(agreement: UsableAgreement, asset: PlanAsset, extended: boolean, now: Date): SpendOption {
  const cost = planCost(
    {
      kind: agreement.kind,
      agreementCode: agreement.agreement_code,
      media: agreement.media,
      tier: agreement.tier,
    },
    asset,
    extended,
  );
  const available = agreement.share_mode
    ? shareAvailable(
        {
          mode: agreement.share_mode,
          amount: agreement.share_amount,
          used: shareExpired(agreement.share_mode, agreement.share_period_started_at, now)
            ? 0
            : (agreement.share_used ?? 0),
        },
        agreement.remaining,
      )
    : agreement.remaining;
  const units = cost.ok ? cost.units : 0;
  const overage =
    cost.ok && units > available && agreement.overage_usd_minor !== null && agreement.share_mode === null;
  const base = {
    agreementId: agreement.id,
    sku: agreement.sku,
    title: agreement.title ?? agreement.sku,
    kind: agreement.kind,
    unit: agreement.unit,
    units,
    available,
    remaining: agreement.remaining,
    overage,
    projectCodeRequired: agreement.project_code_required,
  };
  if (!cost.ok) return { ...base, refusal: cost.reason };
  if (units > available && !overage) return { ...base, refusal: 'not_enough' };
  return base;
}

/** Every plan of the customer that could license the asset, with what it would use or why not. */
export async function spendOptions(
  db: PlansDb,
  input: { userId: number; site: 'premium' | 'subscription'; assetId: number; extended: boolean },
  now: Date,
): Promise<SpendOption[]> {
  const asset = await assetFacts(db, input.assetId);
  if (!asset) return [];
  const agreements = await usableAgreements(db, input.userId, input.site, now).execute();
  const options: SpendOption[] = [];
  for (const agreement of agreements) {
    const facts: PlanAsset = {
      assetType: asset.asset_type,
      licenseType: asset.license_type,
      exclusive: asset.exclusive,
      agreements: asset.agreements,
      deliveredToAgreement:
        agreement.kind === 'custom_media' && (await delivered(db, agreement.id, asset.id, now)),
    };
    // The owner of an agreement spends its balance; a member spends within their share.
    const own = agreement.user_id === input.userId;
    options.push(option(own ? { ...agreement, share_mode: null } : agreement, facts, input.extended, now));
  }
  return options;
}

const EXTENDED_ADD_ONS = ['unlimited_print_runs', 'merchandise_for_resale', 'multi_seat'];

/**
 * Licenses an asset from an agreement, in one transaction with the agreement (and the member's
 * share) locked: the balance, the share, the spend, the licence and the ledger move together.
 * A request whose key was seen before gets the first answer and spends nothing.
 */
export async function spend(db: PlansDb, input: SpendRequest, now: Date): Promise<SpendResult> {
  const projectCode = input.projectCode?.trim() || null;
  const note = input.note?.trim() || null;
  if (projectCode && projectCode.length > 100)
    return { status: 'refused', field: 'projectCode', message: 'A project code has at most 100 characters.' };
  if (note && note.length > 500)
    return { status: 'refused', field: 'note', message: 'A note has at most 500 characters.' };
  return db.transaction().execute(async (tx) => {
    const locked = await tx
      .selectFrom('plan_agreements')
      .select('id')
      .where('id', '=', input.agreementId)
      .forUpdate()
      .executeTakeFirst();
    const earlier = await answerOf(tx, input.idempotencyKey, input.userId);
    if (earlier) return earlier;
    if (!locked) return { status: 'refused', field: 'agreement', message: 'There is no such plan.' } as const;
    await tx
      .selectFrom('plan_shares')
      .select('agreement_id')
      .where('agreement_id', '=', input.agreementId)
      .where('user_id', '=', input.userId)
      .forUpdate()
      .execute();
    const held = await heldLicence(tx, input);
    if (held) return { status: 'already_licensed', licenceId: held } as const;
    const options = await spendOptions(tx, input, now);
    const chosen = options.find((o) => o.agreementId === input.agreementId);
    if (!chosen)
      return { status: 'refused', field: 'agreement', message: 'That plan is not yours to use.' } as const;
    if (chosen.refusal)
      return { status: 'refused', field: 'agreement', message: refusalMessage(chosen) } as const;
    if (chosen.projectCodeRequired && !projectCode)
      return {
        status: 'refused',
        field: 'projectCode',
        message: 'This agreement needs a project code.',
      } as const;
    const agreement = await tx
      .updateTable('plan_agreements')
      .set((eb) =>
        chosen.overage
          ? { overage_used: eb('overage_used', '+', 1), updated_at: now }
          : { remaining: eb('remaining', '-', chosen.units), updated_at: now },
      )
      .where('id', '=', chosen.agreementId)
      .returning(['remaining', 'team_id', 'user_id'])
      .executeTakeFirstOrThrow();
    if (agreement.user_id !== input.userId) {
      const share = await tx
        .selectFrom('plan_shares')
        .select(['mode', 'period_started_at'])
        .where('agreement_id', '=', chosen.agreementId)
        .where('user_id', '=', input.userId)
        .executeTakeFirst();
      const fresh = shareExpired(share?.mode ?? null, share?.period_started_at ?? null, now);
      await tx
        .updateTable('plan_shares')
        .set((eb) =>
          fresh ? { used: chosen.units, period_started_at: now } : { used: eb('used', '+', chosen.units) },
        )
        .where('agreement_id', '=', chosen.agreementId)
        .where('user_id', '=', input.userId)
        .execute();
    }
    const spendRow = await tx
      .insertInto('plan_spends')
      .values({
        agreement_id: chosen.agreementId,
        user_id: input.userId,
        asset_id: input.assetId,
        units: chosen.overage ? 0 : chosen.units,
        overage: chosen.overage,
        extended: input.extended,
        project_code: projectCode,
        note,
        idempotency_key: input.idempotencyKey,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pack = await tx
      .selectFrom('plan_products')
      .select('pack_size')
      .where('sku', '=', chosen.sku)
      .executeTakeFirst();
    const licence = await tx
      .insertInto('purchase_licences')
      .values({
        user_id: input.userId,
        // A member's licence belongs to the team (and so does one from a team's agreement).
        team_id: agreement.team_id ?? input.teamId,
        asset_id: input.assetId,
        licence_model: 'rf',
        size: pack?.pack_size ?? null,
        usage: null,
        add_ons: input.extended ? EXTENDED_ADD_ONS : [],
        order_line_id: null,
        plan_spend_id: spendRow.id,
        granted_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await record(
      tx,
      chosen.agreementId,
      now,
      'spend',
      chosen.overage ? 0 : -chosen.units,
      `asset ${input.assetId}${chosen.overage ? ' (overage)' : ''}`,
    );
    return {
      status: 'licensed',
      licenceId: licence.id,
      units: chosen.units,
      remaining: agreement.remaining,
      overage: chosen.overage,
      repeated: false,
    } as const;
  });
}

/** A licence the customer or their team holds for the asset that covers the request. */
async function heldLicence(db: PlansDb, input: SpendRequest): Promise<number | undefined> {
  let query = db
    .selectFrom('purchase_licences')
    .select('id')
    .where('asset_id', '=', input.assetId)
    .where((eb) =>
      input.teamId === null
        ? eb('user_id', '=', input.userId)
        : eb.or([eb('user_id', '=', input.userId), eb('team_id', '=', input.teamId)]),
    );
  if (input.extended) query = query.where(sql<boolean>`add_ons @> ${sql.val(EXTENDED_ADD_ONS)}::text[]`);
  return (await query.orderBy('id').executeTakeFirst())?.id;
}

async function answerOf(db: PlansDb, key: string, userId: number): Promise<SpendResult | undefined> {
  const row = await db
    .selectFrom('plan_spends as s')
    .innerJoin('plan_agreements as a', 'a.id', 's.agreement_id')
    .innerJoin('purchase_licences as l', 'l.plan_spend_id', 's.id')
    .select(['s.user_id', 's.units', 's.overage', 'a.remaining', 'l.id as licence_id'])
    .where('s.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.user_id !== userId) return { status: 'refused', message: 'This request was already used.' };
  return {
    status: 'licensed',
    licenceId: row.licence_id,
    units: row.units,
    remaining: row.remaining,
    overage: row.overage,
    repeated: true,
  };
}

export function refusalMessage(option: SpendOption): string {
  switch (option.refusal) {
    case 'not_rf':
      return 'Plans license royalty-free assets only.';
    case 'media':
      return 'This plan does not cover this kind of asset.';
    case 'tier':
      return 'Essentials plans cover essentials assets only.';
    case 'agreement':
      return 'This asset is not part of this agreement.';
    case 'not_delivered':
      return 'This asset was not delivered for this agreement, or its download deadline has passed.';
    case 'not_enough':
      return `Not enough ${option.unit} left on this plan.`;
    default:
      return 'This plan cannot license this asset.';
  }
}
