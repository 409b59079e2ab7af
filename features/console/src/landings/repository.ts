import type { RowKind } from '@lightbox/pages';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { AuditRow, Staff } from '../assets/repository';
import type { RowFields } from './rules';

/** A landing as the console names it: its site and its key (pages' LANDINGS). */
export interface LandingRef {
  site: string;
  key: string;
}
export interface ConsoleLandingRow {
  id: number;
  position: number;
  kind: RowKind;
  value: string;
  title: string | null;
}

export async function rowsOf(db: Db, landing: LandingRef): Promise<ConsoleLandingRow[]> {
  const { rows } = await sql<ConsoleLandingRow>`select id, position, kind, title,
      coalesce(collection_count::text, collection_code, set_slug) as value
    from landing_rows where site = ${landing.site} and landing_key = ${landing.key}
    order by position, id`.execute(db);
  return rows;
}

/** How many rows each landing has, by `site/key`. */
export async function rowCounts(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ site: string; key: string; n: number }>`select site, landing_key as key,
    count(*)::int as n from landing_rows group by site, landing_key`.execute(db);
  return new Map(rows.map((r) => [`${r.site}/${r.key}`, r.n]));
}

/** The audit entries of a landing's rows, newest first (each names its landing in before/after). */
export async function landingAudit(db: Db, landing: LandingRef): Promise<AuditRow[]> {
  const name = `${landing.site}/${landing.key}`;
  const { rows } = await sql<AuditRow>`select id, staff_email, action, before, after, at from console_audit
    where subject_type = 'landing_row' and (before->>'landing' = ${name} or after->>'landing' = ${name})
    order by id desc limit 200`.execute(db);
  return rows;
}

export type RowChange = 'added' | 'saved' | 'moved' | 'removed' | 'unchanged' | 'no_set' | 'no_collection';

const snapshot = (landing: LandingRef, row: Omit<ConsoleLandingRow, 'id'>) => ({
  landing: `${landing.site}/${landing.key}`,
  position: row.position,
  kind: row.kind,
  value: row.value,
  title: row.title,
});

async function audit(tx: Db, staff: Staff, rowId: number, action: string, before: unknown, after: unknown) {
  await sql`insert into console_audit (staff_user_id, staff_email, subject_type, subject_id, action, before, after)
    values (${staff.id}, ${staff.email}, 'landing_row', ${rowId}, ${action},
      ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`.execute(tx);
}

/** Whether what a row points at exists: a curated set by slug, a collection by code. */
async function missing(tx: Db, fields: RowFields): Promise<RowChange | undefined> {
  if (fields.kind === 'curated_set') {
    const set = await sql`select 1 from curated_sets where slug = ${fields.value}`.execute(tx);
    return set.rows.length === 0 ? 'no_set' : undefined;
  }
  if (fields.kind === 'collection') {
    const c = await sql`select 1 from assets where collection_code = ${fields.value} limit 1`.execute(tx);
    return c.rows.length === 0 ? 'no_collection' : undefined;
  }
  return undefined;
}

const columns = (f: RowFields) => ({
  count: f.kind === 'biggest_collections' ? Number(f.value) : null,
  code: f.kind === 'collection' ? f.value : null,
  slug: f.kind === 'curated_set' ? f.value : null,
});

/** Serialises changes to one landing's rows, so positions stay 0, 1, 2… with no gap or clash. */
const lock = (tx: Db, landing: LandingRef) =>
  sql`select pg_advisory_xact_lock(hashtext(${`landing_rows:${landing.site}/${landing.key}`}))`.execute(tx);

/** Adds a row at the end of the landing. */
export async function addRow(
  db: Db,
  staff: Staff,
  landing: LandingRef,
  fields: RowFields,
): Promise<RowChange> {
  return db.transaction().execute(async (tx) => {
    await lock(tx, landing);
    const absent = await missing(tx, fields);
    if (absent) return absent;
    const c = columns(fields);
    const { rows } = await sql<{ id: number; position: number }>`insert into landing_rows
        (site, landing_key, position, kind, collection_count, collection_code, set_slug, title)
      values (${landing.site}, ${landing.key},
        (select coalesce(max(position) + 1, 0) from landing_rows
          where site = ${landing.site} and landing_key = ${landing.key}),
        ${fields.kind}, ${c.count}, ${c.code}, ${c.slug}, ${fields.title})
      returning id, position`.execute(tx);
    const row = rows[0];
    if (!row) throw new Error('insert returned no row');
    await audit(tx, staff, row.id, 'add_row', {}, snapshot(landing, { ...fields, position: row.position }));
    return 'added';
  });
}

async function rowFor(tx: Db, landing: LandingRef, id: number) {
  return (await rowsOf(tx, landing)).find((r) => r.id === id);
}

/** Changes a row's kind, value or title; the audit keeps the row before and after. */
export async function updateRow(
  db: Db,
  staff: Staff,
  landing: LandingRef,
  id: number,
  fields: RowFields,
): Promise<RowChange> {
  return db.transaction().execute(async (tx) => {
    await lock(tx, landing);
    const before = await rowFor(tx, landing, id);
    if (!before) return 'unchanged';
    if (before.kind === fields.kind && before.value === fields.value && before.title === fields.title)
      return 'unchanged';
    const absent = await missing(tx, fields);
    if (absent) return absent;
    const c = columns(fields);
    await sql`update landing_rows set kind = ${fields.kind}, collection_count = ${c.count},
        collection_code = ${c.code}, set_slug = ${c.slug}, title = ${fields.title}
      where id = ${id}`.execute(tx);
    await audit(
      tx,
      staff,
      id,
      'edit_row',
      snapshot(landing, before),
      snapshot(landing, { ...fields, position: before.position }),
    );
    return 'saved';
  });
}

/** Swaps a row with its neighbour above or below (both positions change in one transaction). */
export async function moveRow(
  db: Db,
  staff: Staff,
  landing: LandingRef,
  id: number,
  direction: 'up' | 'down',
): Promise<RowChange> {
  return db.transaction().execute(async (tx) => {
    await lock(tx, landing);
    const rows = await rowsOf(tx, landing);
    const at = rows.findIndex((r) => r.id === id);
    const other = rows[direction === 'up' ? at - 1 : at + 1];
    const row = rows[at];
    if (!row || !other) return 'unchanged';
    await sql`set constraints landing_rows_position deferred`.execute(tx);
    await sql`update landing_rows set position = ${other.position} where id = ${row.id}`.execute(tx);
    await sql`update landing_rows set position = ${row.position} where id = ${other.id}`.execute(tx);
    await audit(
      tx,
      staff,
      row.id,
      direction === 'up' ? 'move_up' : 'move_down',
      snapshot(landing, row),
      snapshot(landing, { ...row, position: other.position }),
    );
    return 'moved';
  });
}

/** Removes a row and closes the gap it leaves, so the rows below move up one place. */
export async function removeRow(db: Db, staff: Staff, landing: LandingRef, id: number): Promise<RowChange> {
  return db.transaction().execute(async (tx) => {
    await lock(tx, landing);
    const row = await rowFor(tx, landing, id);
    if (!row) return 'unchanged';
    await sql`delete from landing_rows where id = ${id}`.execute(tx);
    await sql`set constraints landing_rows_position deferred`.execute(tx);
    await sql`update landing_rows set position = position - 1
      where site = ${landing.site} and landing_key = ${landing.key} and position > ${row.position}`.execute(
      tx,
    );
    await audit(tx, staff, id, 'remove_row', snapshot(landing, row), {});
    return 'removed';
  });
}
