import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { AuditRow, Staff } from '../assets/repository';
import { COLUMN, renamed, type ValueKind } from './rules';

/** How many names a console list shows, and how many assets of one name. */
export const VALUE_LIST_MAX = 200;
export const VALUE_ASSETS_MAX = 200;

export interface ValueRow {
  name: string;
  assets: number;
}

export interface ValueAsset {
  id: number;
  title: string;
  withdrawn: boolean;
}

const column = (kind: ValueKind) => sql.ref(COLUMN[kind]);
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every person (or place) shown on an asset, withdrawn ones included, most used first. */
export async function listValues(db: Db, kind: ValueKind, text: string): Promise<ValueRow[]> {
  const words = text.trim();
  const { rows } = await sql<ValueRow>`select v.name, count(*)::int as assets
    from assets a, unnest(${column(kind)}) v(name)
    ${words === '' ? sql`` : sql`where v.name ilike ${likeOf(words)}`}
    group by v.name order by assets desc, v.name limit ${VALUE_LIST_MAX}`.execute(db);
  return rows;
}

export async function valueAssets(db: Db, kind: ValueKind, name: string): Promise<ValueAsset[]> {
  const { rows } = await sql<ValueAsset>`select a.id, a.title, a.withdrawn_at is not null as withdrawn
    from assets a where ${name} = any(${column(kind)}) order by a.id limit ${VALUE_ASSETS_MAX}`.execute(db);
  return rows;
}

async function audit(tx: Db, staff: Staff, assetId: number, action: string, before: unknown, after: unknown) {
  await sql`insert into console_audit (staff_user_id, staff_email, subject_type, subject_id, action, before, after)
    values (${staff.id}, ${staff.email}, 'asset', ${assetId}, ${action},
      ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`.execute(tx);
}

const ACTIONS: Record<ValueKind, { add: string; remove: string; rename: string }> = {
  people: { add: 'add_person', remove: 'remove_person', rename: 'rename_person' },
  locations: { add: 'add_location', remove: 'remove_location', rename: 'rename_location' },
};

export type AssignChange = 'added' | 'removed' | 'unchanged' | 'no_asset';

/**
 * Shows a person (or place) on one asset, or stops showing it there. A name on no asset yet is
 * how a new one starts. The catalogue's trigger copies the asset into the search table at once.
 */
export async function assignValue(
  db: Db,
  staff: Staff,
  kind: ValueKind,
  assetId: number,
  name: string,
  add: boolean,
): Promise<AssignChange> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ values: string[] }>`select ${column(kind)} as values from assets
      where id = ${assetId} for update`.execute(tx);
    const row = rows[0];
    if (!row) return 'no_asset';
    const has = row.values.includes(name);
    if (add === has) return 'unchanged';
    const next = add ? [...row.values, name] : row.values.filter((v) => v !== name);
    await sql`update assets set ${column(kind)} = ${next}::text[] where id = ${assetId}`.execute(tx);
    await audit(
      tx,
      staff,
      assetId,
      add ? ACTIONS[kind].add : ACTIONS[kind].remove,
      { [COLUMN[kind]]: row.values },
      {
        [COLUMN[kind]]: next,
      },
    );
    return add ? 'added' : 'removed';
  });
}

/**
 * Renames a person (or place) on every asset that shows it, all or nothing, with one audit row
 * per asset. Renaming to a name already in use merges the two.
 */
export async function renameValue(
  db: Db,
  staff: Staff,
  kind: ValueKind,
  from: string,
  to: string,
): Promise<number> {
  if (from === to) return 0;
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ id: number; values: string[] }>`select id, ${column(kind)} as values
      from assets where ${from} = any(${column(kind)}) order by id for update`.execute(tx);
    for (const row of rows) {
      const next = renamed(row.values, from, to);
      await sql`update assets set ${column(kind)} = ${next}::text[] where id = ${row.id}`.execute(tx);
      await audit(
        tx,
        staff,
        row.id,
        ACTIONS[kind].rename,
        { [COLUMN[kind]]: row.values },
        { [COLUMN[kind]]: next },
      );
    }
    return rows.length;
  });
}

/** The changes that named this person (or place), before or after, newest first. */
export async function valueAudit(db: Db, kind: ValueKind, name: string): Promise<AuditRow[]> {
  const key = COLUMN[kind];
  const actions = Object.values(ACTIONS[kind]);
  const { rows } = await sql<AuditRow>`select id, staff_email, action, before, after, at from console_audit
    where subject_type = 'asset' and action in (${sql.join(actions)})
      and ((before -> ${key}) ? ${name} or (after -> ${key}) ? ${name})
    order by id desc limit 200`.execute(db);
  return rows;
}
