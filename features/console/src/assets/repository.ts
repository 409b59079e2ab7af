import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { type AssetFields, type BulkChange, shortTitleOf } from './rules';

export interface Staff {
  id: number;
  email: string;
}

export type AssetStatus = 'live' | 'offline' | 'withdrawn';
export const ASSET_STATUSES: readonly AssetStatus[] = ['live', 'offline', 'withdrawn'];
export const SEARCH_LIMIT = 100;

export interface AssetListRow {
  id: number;
  title: string;
  collection_name: string;
  license_type: string;
  status: AssetStatus;
}

export interface AssetEditRow extends AssetFields {
  id: number;
  collection_name: string;
  asset_type: string;
  withdrawn_at: Date | null;
  is_offline: boolean;
}

export interface Collection {
  code: string;
  name: string;
}

const statusOf = sql<AssetStatus>`case when withdrawn_at is not null then 'withdrawn'
  when is_offline then 'offline' else 'live' end`;

/** Staff search: by id, words of the title, caption or keywords, collection, and status. */
export async function searchAssets(
  db: Db,
  query: { text: string; status?: AssetStatus | undefined },
): Promise<AssetListRow[]> {
  const text = query.text.trim();
  const conditions = [sql`true`];
  if (/^\d{1,9}$/.test(text)) conditions.push(sql`id = ${Number(text)}`);
  else if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(document @@ websearch_to_tsquery('english', ${text})
      or title ilike ${like} or collection_code ilike ${like} or collection_name ilike ${like})`);
  }
  if (query.status === 'withdrawn') conditions.push(sql`withdrawn_at is not null`);
  if (query.status === 'offline') conditions.push(sql`withdrawn_at is null and is_offline`);
  if (query.status === 'live') conditions.push(sql`withdrawn_at is null and not is_offline`);
  const { rows } = await sql<AssetListRow>`
    select id, title, collection_name, license_type, ${statusOf} as status from assets
    where ${sql.join(conditions, sql` and `)} order by id limit ${SEARCH_LIMIT}`.execute(db);
  return rows;
}

export async function collections(db: Db): Promise<Collection[]> {
  const { rows } = await sql<Collection>`
    select collection_code as code, min(collection_name) as name from assets
    group by collection_code order by 2`.execute(db);
  return rows;
}

const EDIT_COLUMNS = sql`id, title, caption, keywords, contributor, credit_line, copyright, license_type,
  collection_code, collection_name, exclusive, asset_type, withdrawn_at, is_offline`;

export async function assetForEdit(db: Db, id: number): Promise<AssetEditRow | undefined> {
  const { rows } = await sql<AssetEditRow>`select ${EDIT_COLUMNS} from assets where id = ${id}`.execute(db);
  return rows[0];
}

type Snapshot = Record<string, unknown>;

/** Only what differs, before and after: the audit row says what the change was. */
export function difference(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

async function audit(
  tx: Db,
  staff: Staff,
  assetId: number,
  action: string,
  change: { before: Snapshot; after: Snapshot },
) {
  await sql`insert into console_audit (staff_user_id, staff_email, subject_type, subject_id, action, before, after)
    values (${staff.id}, ${staff.email}, 'asset', ${assetId}, ${action},
      ${JSON.stringify(change.before)}::jsonb, ${JSON.stringify(change.after)}::jsonb)`.execute(tx);
}

/**
 * Applies changes to one asset inside the caller's transaction, and audits what differed. The
 * catalogue's trigger copies the row into the search table in the same transaction, so search
 * sees the change the moment it commits.
 */
async function changeAsset(
  tx: Db,
  staff: Staff,
  id: number,
  fields: Partial<AssetFields>,
  availability?: 'withdraw' | 'restore',
): Promise<boolean> {
  const { rows } =
    await sql<AssetEditRow>`select ${EDIT_COLUMNS} from assets where id = ${id} for update`.execute(tx);
  const row = rows[0];
  if (!row) return false;
  const before: Snapshot = { ...row, withdrawn: row.withdrawn_at !== null };
  const after: Snapshot = { ...before, ...fields };
  if (availability) after.withdrawn = availability === 'withdraw';
  const keys = [...Object.keys(fields), ...(availability ? ['withdrawn'] : [])];
  const change = difference(
    Object.fromEntries(keys.map((k) => [k, before[k]])),
    Object.fromEntries(keys.map((k) => [k, after[k]])),
  );
  if (Object.keys(change.after).length === 0) return false;
  const set: ReturnType<typeof sql>[] = [];
  if (fields.title !== undefined && fields.title !== row.title)
    set.push(sql`title = ${fields.title}, short_title = ${shortTitleOf(fields.title)}`);
  if (fields.caption !== undefined) set.push(sql`caption = ${fields.caption}`);
  if (fields.keywords !== undefined) set.push(sql`keywords = ${fields.keywords}::text[]`);
  if (fields.contributor !== undefined) set.push(sql`contributor = ${fields.contributor}`);
  if (fields.credit_line !== undefined) set.push(sql`credit_line = ${fields.credit_line}`);
  if (fields.copyright !== undefined) set.push(sql`copyright = ${fields.copyright}`);
  if (fields.license_type !== undefined) set.push(sql`license_type = ${fields.license_type}`);
  if (fields.exclusive !== undefined) set.push(sql`exclusive = ${fields.exclusive}`);
  if (fields.collection_code !== undefined)
    set.push(sql`collection_code = ${fields.collection_code}, collection_name = coalesce(
      (select collection_name from assets where collection_code = ${fields.collection_code} limit 1), collection_name)`);
  if (availability === 'withdraw') set.push(sql`withdrawn_at = coalesce(withdrawn_at, now())`);
  if (availability === 'restore') set.push(sql`withdrawn_at = null`);
  if (set.length === 0) return false;
  await sql`update assets set ${sql.join(set, sql`, `)} where id = ${id}`.execute(tx);
  const action = availability && keys.length === 1 ? availability : 'edit';
  await audit(tx, staff, id, action, change);
  return true;
}

/** One asset's edit form, or its withdraw / restore button. */
export async function updateAsset(
  db: Db,
  staff: Staff,
  id: number,
  fields: Partial<AssetFields>,
  availability?: 'withdraw' | 'restore',
): Promise<boolean> {
  return db.transaction().execute((tx) => changeAsset(tx, staff, id, fields, availability));
}

/** A selection changed at once, all or nothing; answers how many assets actually changed. */
export async function bulkChange(db: Db, staff: Staff, change: BulkChange): Promise<number> {
  return db.transaction().execute(async (tx) => {
    let changed = 0;
    for (const id of [...change.ids].sort((a, b) => a - b))
      if (await changeAsset(tx, staff, id, change.fields, change.availability)) changed += 1;
    return changed;
  });
}

export interface AuditRow {
  id: number;
  staff_email: string;
  action: string;
  before: Snapshot;
  after: Snapshot;
  at: Date;
}

export async function auditOf(
  db: Db,
  subject: 'asset' | 'order' | 'curated_set' | 'event',
  id: number,
): Promise<AuditRow[]> {
  const { rows } = await sql<AuditRow>`
    select id, staff_email, action, before, after, at from console_audit
    where subject_type = ${subject} and subject_id = ${id} order by id desc limit 200`.execute(db);
  return rows;
}
