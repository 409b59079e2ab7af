import { sql } from 'kysely';
import { USABLE } from './access';
import type { Change } from './manage';
import type { PlansDb } from './repository/db';

/** Custom media agreements: briefs the customer files, assets the operator delivers against them. */

export const BRIEF_TITLE_MAX = 200;
export const BRIEF_TEXT_MAX = 5000;
/** Assets one delivery may carry (a command line, not a bulk import). */
export const DELIVERY_ASSETS_MAX = 100;

export interface BriefForm {
  title: string;
  brief: string;
}
export type BriefErrors = Partial<Record<keyof BriefForm, string>>;

/** Checks a brief: both fields present, within their limits. */
export function checkBrief(
  raw: Record<string, unknown>,
): { ok: true; data: BriefForm } | { ok: false; errors: BriefErrors; values: BriefForm } {
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
  const values = { title: text('title'), brief: text('brief') };
  const errors: BriefErrors = {};
  if (values.title.length === 0) errors.title = 'Give the brief a title.';
  else if (values.title.length > BRIEF_TITLE_MAX)
    errors.title = `A title has at most ${BRIEF_TITLE_MAX} characters.`;
  if (values.brief.length === 0) errors.brief = 'Describe what you need.';
  else if (values.brief.length > BRIEF_TEXT_MAX)
    errors.brief = `A brief has at most ${BRIEF_TEXT_MAX} characters.`;
  return Object.keys(errors).length > 0 ? { ok: false, errors, values } : { ok: true, data: values };
}

/** A custom media agreement of the customer (their own), or undefined. */
function ownAgreement(db: PlansDb, userId: number, agreementId: number) {
  return db
    .selectFrom('plan_agreements as a')
    .innerJoin('plan_products as p', 'p.sku', 'a.sku')
    .innerJoin('purchase_products as pp', 'pp.sku', 'a.sku')
    .select(['a.id', 'a.sku', 'a.status', 'a.remaining', 'p.allowance', 'p.download_days', 'pp.title'])
    .where('a.id', '=', agreementId)
    .where('a.user_id', '=', userId)
    .where('p.kind', '=', 'custom_media')
    .executeTakeFirst();
}

export async function fileBrief(
  db: PlansDb,
  userId: number,
  agreementId: number,
  form: BriefForm,
  now: Date,
): Promise<Change> {
  const a = await ownAgreement(db, userId, agreementId);
  if (!a) return { ok: false, status: 404, message: 'There is no such agreement.' };
  if (!USABLE.includes(a.status)) return { ok: false, status: 409, message: 'This agreement has ended.' };
  await db
    .insertInto('plan_briefs')
    .values({ agreement_id: a.id, user_id: userId, title: form.title, brief: form.brief, created_at: now })
    .execute();
  return { ok: true };
}

/** The CustomMedia page: the agreement, its briefs, what was delivered and until when. */
export async function customMediaView(db: PlansDb, userId: number, agreementId: number, now: Date) {
  const a = await ownAgreement(db, userId, agreementId);
  if (!a) return undefined;
  const briefs = await db
    .selectFrom('plan_briefs')
    .select(['id', 'title', 'brief', 'status', 'created_at'])
    .where('agreement_id', '=', a.id)
    .orderBy('id', 'desc')
    .execute();
  const deliveries = await db
    .selectFrom('plan_deliveries as d')
    .innerJoin('plan_briefs as b', 'b.id', 'd.brief_id')
    .innerJoin('assets as x', 'x.id', 'd.asset_id')
    .select(['d.brief_id', 'd.asset_id', 'x.title', 'd.delivered_at', 'd.download_by'])
    .where('b.agreement_id', '=', a.id)
    .orderBy('d.delivered_at')
    .execute();
  return {
    id: a.id,
    title: a.title,
    active: USABLE.includes(a.status),
    remaining: a.remaining,
    allowance: a.allowance,
    downloadDays: a.download_days,
    briefs: briefs.map((b) => ({
      id: b.id,
      title: b.title,
      brief: b.brief,
      status: b.status,
      filedAt: b.created_at.toISOString(),
      assets: deliveries
        .filter((d) => d.brief_id === b.id)
        .map((d) => ({
          assetId: d.asset_id,
          title: d.title,
          downloadBy: d.download_by.toISOString(),
          expired: d.download_by <= now,
        })),
    })),
  };
}
export type CustomMediaView = NonNullable<Awaited<ReturnType<typeof customMediaView>>>;

export type DeliverResult =
  | { ok: true; downloadBy: Date; delivered: number }
  | { ok: false; message: string };

/**
 * The operator delivers assets against a brief: each may be downloaded on the agreement until
 * `download_days` from now. One transaction; a second delivery of the same asset is refused.
 */
export async function deliver(
  db: PlansDb,
  briefId: number,
  assetIds: number[],
  now: Date,
): Promise<DeliverResult> {
  if (assetIds.length === 0) return { ok: false, message: 'Name at least one asset.' };
  if (assetIds.length > DELIVERY_ASSETS_MAX)
    return { ok: false, message: `Deliver at most ${DELIVERY_ASSETS_MAX} assets at once.` };
  if (new Set(assetIds).size !== assetIds.length) return { ok: false, message: 'An asset is named twice.' };
  return db.transaction().execute(async (tx): Promise<DeliverResult> => {
    const brief = await tx
      .selectFrom('plan_briefs as b')
      .innerJoin('plan_agreements as a', 'a.id', 'b.agreement_id')
      .innerJoin('plan_products as p', 'p.sku', 'a.sku')
      .select(['b.id', 'a.status', 'p.download_days'])
      .where('b.id', '=', briefId)
      .forUpdate()
      .executeTakeFirst();
    if (!brief) return { ok: false, message: `There is no brief ${briefId}.` };
    if (!USABLE.includes(brief.status))
      return { ok: false, message: `The agreement of brief ${briefId} has ended.` };
    const found = await tx.selectFrom('assets').select('id').where('id', 'in', assetIds).execute();
    const missing = assetIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) return { ok: false, message: `There is no asset ${missing.join(', ')}.` };
    const before = await tx
      .selectFrom('plan_deliveries')
      .select('asset_id')
      .where('brief_id', '=', briefId)
      .where('asset_id', 'in', assetIds)
      .execute();
    if (before.length > 0)
      return {
        ok: false,
        message: `Already delivered on this brief: ${before.map((b) => b.asset_id).join(', ')}.`,
      };
    const downloadBy = new Date(now.getTime() + (brief.download_days ?? 90) * 86_400_000);
    await tx
      .insertInto('plan_deliveries')
      .values(
        assetIds.map((asset_id) => ({
          brief_id: briefId,
          asset_id,
          delivered_at: now,
          download_by: downloadBy,
        })),
      )
      .execute();
    await tx.updateTable('plan_briefs').set({ status: 'delivered' }).where('id', '=', briefId).execute();
    return { ok: true, downloadBy, delivered: assetIds.length };
  });
}

/** The cookie that names the custom media agreement a customer chose to buy with. */
export const CUSTOM_MEDIA_CHOICE_COOKIE = 'lb_custom_media_agreement';

export interface CustomMediaChoice {
  agreements: { id: number; title: string; remaining: number; deadline: string | null }[];
  /** The agreement a purchase uses: the customer's choice when still valid, else `firstDue`. */
  usedId: number | null;
  /** The default: the one whose deadline comes first, among those with downloads remaining. */
  firstDueId: number | null;
}

/**
 * The customer's usable custom media agreements of a sku, each with the earliest download
 * deadline still ahead of it; which one a purchase uses. `unlimited`: downloads remaining do
 * not decide (agreements without a download count), only the deadline does.
 */
export async function customMediaChoice(
  db: PlansDb,
  input: {
    userId: number;
    site: 'premium' | 'subscription';
    sku: string;
    chosenId: number | null;
    unlimited: boolean;
  },
  now: Date,
): Promise<CustomMediaChoice> {
  const rows = await db
    .selectFrom('plan_agreements as a')
    .innerJoin('plan_products as p', 'p.sku', 'a.sku')
    .innerJoin('purchase_products as pp', 'pp.sku', 'a.sku')
    .select((eb) => [
      'a.id',
      'pp.title',
      'a.remaining',
      eb
        .selectFrom('plan_deliveries as d')
        .innerJoin('plan_briefs as b', 'b.id', 'd.brief_id')
        .select(sql<Date | null>`min(d.download_by)`.as('deadline'))
        .whereRef('b.agreement_id', '=', 'a.id')
        .where('d.download_by', '>', now)
        .as('deadline'),
    ])
    .where('a.user_id', '=', input.userId)
    .where('a.site', '=', input.site)
    .where('a.sku', '=', input.sku)
    .where('p.kind', '=', 'custom_media')
    .where('a.status', 'in', [...USABLE])
    .orderBy('a.id')
    .execute();
  const agreements = rows
    .map((r) => ({
      id: r.id,
      title: r.title ?? input.sku,
      remaining: r.remaining,
      deadline: r.deadline ? new Date(r.deadline) : null,
    }))
    .sort((x, y) => (x.deadline?.getTime() ?? Infinity) - (y.deadline?.getTime() ?? Infinity) || x.id - y.id);
  const eligible = agreements.filter((a) => input.unlimited || a.remaining > 0);
  const firstDueId = eligible[0]?.id ?? null;
  const chosen = eligible.find((a) => a.id === input.chosenId);
  return {
    agreements: agreements.map((a) => ({ ...a, deadline: a.deadline?.toISOString() ?? null })),
    usedId: chosen?.id ?? firstDueId,
    firstDueId,
  };
}
