import { type ExpressionBuilder, sql } from 'kysely';
import type { HistoryFilters } from './history-filters';
import type { DownloadsDb } from './repository';
import type { DownloadsTables, DownloadType } from './schema';
import { type VectorSourceFormat, vectorSourceFormat } from './vector-source';

/** Whose licences a viewer sees: their own, and their team's when they are in one. */
export interface HistoryScope {
  userId: number;
  teamId: number | null;
}

export interface LicenceRecord {
  id: number;
  assetId: number;
  title: string;
  assetType: string;
  contributor: string;
  model: 'rf' | 'rm' | 'rr';
  size: string | null;
  usage: Record<string, string> | null;
  grantedAt: Date;
  useBy: Date | null;
  holderId: number;
  holder: string;
  /** `#000042` for a bought licence. */
  orderNumber: string | null;
  /** The plan's name for a licence spent from a plan. */
  plan: string | null;
  projectCode: string | null;
  /** Billing name of the order or plan, and the order's named licensee when there is one. */
  billingName: string | null;
  licenseeName: string | null;
  /** The EPS or AI file an imported vector was made from, downloadable with a full-size licence. */
  vectorFormat: VectorSourceFormat | null;
}

export interface DownloadRecord {
  licenceId: number;
  at: Date;
  who: string | null;
  size: string | null;
  type: DownloadType;
}

type Eb = ExpressionBuilder<
  DownloadsTables & { l: DownloadsTables['purchase_licences']; a: DownloadsTables['assets'] },
  'l' | 'a'
>;

const inScope = (eb: Eb, scope: HistoryScope) =>
  scope.teamId === null
    ? eb('l.user_id', '=', scope.userId)
    : eb.or([eb('l.user_id', '=', scope.userId), eb('l.team_id', '=', scope.teamId)]);

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(eb: Eb, scope: HistoryScope, filters: Omit<HistoryFilters, 'page'>) {
  const conditions = [inScope(eb, scope)];
  if (filters.q) {
    const byTitle = eb('a.title', 'ilike', likeText(filters.q));
    conditions.push(
      /^\d{1,10}$/.test(filters.q) ? eb.or([byTitle, eb('l.asset_id', '=', Number(filters.q))]) : byTitle,
    );
  }
  if (filters.from) conditions.push(eb('l.granted_at', '>=', filters.from));
  if (filters.before) conditions.push(eb('l.granted_at', '<', filters.before));
  if (filters.userId !== undefined) conditions.push(eb('l.user_id', '=', filters.userId));
  return eb.and(conditions);
}

/** Licences in scope, with how each was obtained; `licenceId` narrows to one. */
export function licenceQuery(db: DownloadsDb) {
  return db
    .selectFrom('purchase_licences as l')
    .innerJoin('assets as a', 'a.id', 'l.asset_id')
    .innerJoin('account_users as u', 'u.id', 'l.user_id')
    .leftJoin('purchase_order_lines as ol', 'ol.id', 'l.order_line_id')
    .leftJoin('purchase_orders as o', 'o.id', 'ol.order_id')
    .leftJoin('plan_spends as ps', 'ps.id', 'l.plan_spend_id')
    .leftJoin('plan_agreements as pa', 'pa.id', 'ps.agreement_id')
    .leftJoin('purchase_products as pp', 'pp.sku', 'pa.sku')
    .select([
      'l.id',
      'l.asset_id',
      'a.title',
      'a.asset_type',
      'a.contributor',
      'a.media_type',
      'a.asset_file_type',
      'a.original_path',
      'l.licence_model',
      'l.size',
      'l.usage',
      'l.granted_at',
      'l.use_by',
      'l.user_id',
      'u.display_name',
      'u.email',
      'o.id as order_id',
      'o.billing_name as order_billing',
      'o.licensee_name',
      'pp.title as plan',
      'pa.billing_name as plan_billing',
      'ps.project_code',
    ]);
}

type LicenceRow = Awaited<ReturnType<ReturnType<typeof licenceQuery>['execute']>>[number];

export function present(row: LicenceRow): LicenceRecord {
  return {
    id: row.id,
    assetId: row.asset_id,
    title: row.title,
    assetType: row.asset_type,
    contributor: row.contributor,
    model: row.licence_model,
    size: row.size,
    usage: (row.usage as Record<string, string> | null) ?? null,
    grantedAt: new Date(row.granted_at),
    useBy: row.use_by && new Date(row.use_by),
    holderId: row.user_id,
    holder: row.display_name || row.email,
    orderNumber: row.order_id === null ? null : `#${String(row.order_id).padStart(6, '0')}`,
    plan: row.plan,
    projectCode: row.project_code,
    billingName: row.order_billing ?? row.plan_billing,
    licenseeName: row.licensee_name,
    vectorFormat: vectorSourceFormat({
      id: row.asset_id,
      mediaType: row.media_type,
      fileType: row.asset_file_type,
      originalPath: row.original_path,
    }),
  };
}

/**
 * One page of the viewer's licences, newest first, and whether another page follows (the CSV
 * export asks for one page as large as it may be).
 */
export async function licenceHistory(
  db: DownloadsDb,
  scope: HistoryScope,
  filters: HistoryFilters,
  pageSize: number,
): Promise<{ licences: LicenceRecord[]; more: boolean }> {
  const rows = await licenceQuery(db)
    .where((eb) => matching(eb as unknown as Eb, scope, filters))
    .orderBy('l.granted_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(pageSize + 1)
    .offset((filters.page - 1) * pageSize)
    .execute();
  return { licences: rows.slice(0, pageSize).map(present), more: rows.length > pageSize };
}

/** One licence of the viewer (or their team), with how it was obtained; undefined otherwise. */
export async function licenceRecord(
  db: DownloadsDb,
  scope: HistoryScope,
  licenceId: number,
): Promise<LicenceRecord | undefined> {
  const row = await licenceQuery(db)
    .where((eb) => eb.and([inScope(eb as unknown as Eb, scope), eb('l.id', '=', licenceId)]))
    .executeTakeFirst();
  return row && present(row);
}

/** The viewer's (or their team's) licences among these ids, in no particular order. */
export async function licenceRecords(db: DownloadsDb, scope: HistoryScope, licenceIds: number[]) {
  if (licenceIds.length === 0) return [];
  const rows = await licenceQuery(db)
    .where((eb) => eb.and([inScope(eb as unknown as Eb, scope), eb('l.id', 'in', licenceIds)]))
    .execute();
  return rows.map(present);
}

/** Every download of these licences, newest first. */
export async function downloadsOf(db: DownloadsDb, licenceIds: number[]): Promise<DownloadRecord[]> {
  if (licenceIds.length === 0) return [];
  const rows = await db
    .selectFrom('download_events as d')
    .leftJoin('account_users as u', 'u.id', 'd.user_id')
    .select(['d.licence_id', 'd.created_at', 'd.size', 'd.download_type', 'u.display_name', 'u.email'])
    .where('d.licence_id', 'in', licenceIds)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map((r) => ({
    licenceId: r.licence_id,
    at: new Date(r.created_at),
    who: r.display_name || r.email,
    size: r.size,
    type: r.download_type,
  }));
}

/** The team members (and the viewer) whose licences the user filter can pick. */
export async function teamMembers(db: DownloadsDb, teamId: number) {
  return db
    .selectFrom('account_team_members as m')
    .innerJoin('account_users as u', 'u.id', 'm.user_id')
    .select(['u.id', sql<string>`coalesce(nullif(u.display_name, ''), u.email)`.as('name')])
    .where('m.team_id', '=', teamId)
    .orderBy('name')
    .execute();
}
