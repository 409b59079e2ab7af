import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { difference, type Staff } from '../assets/repository';
import type { EventFields } from './rules';

/** How many events a console search lists, and how many of an event's assets its page shows. */
export const EVENT_LIST_MAX = 100;
export const EVENT_ASSETS_MAX = 200;

export interface EventListRow {
  id: number;
  parent_id: number | null;
  name: string;
  begins_on: string;
  location: string;
  assets: number;
}

export interface EventRow extends EventFields {
  id: number;
  children: number;
}

export interface EventAsset {
  id: number;
  title: string;
  withdrawn: boolean;
}

const DAY = (column: string) => sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Events by id, name or place, newest first; every event when the text is empty. */
export async function searchEvents(db: Db, text: string): Promise<EventListRow[]> {
  const words = text.trim();
  const id = /^\d{1,9}$/.test(words) ? Number(words) : null;
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<EventListRow>`
    select e.id, e.parent_id, e.name, ${DAY('e.begins_on')} as begins_on, e.location,
      (select count(*)::int from assets a where a.event_id = e.id) as assets
    from events e
    where ${words === '' ? sql`true` : sql`(e.id = ${id} or e.name ilike ${like} or e.location ilike ${like})`}
    order by e.ends_on desc, e.id desc limit ${EVENT_LIST_MAX}`.execute(db);
  return rows;
}

const EVENT_COLUMNS = sql`e.id, e.parent_id, e.name, e.editorial_product, ${DAY('e.begins_on')} as begins_on,
  ${DAY('e.ends_on')} as ends_on, e.location, e.country_code,
  (select count(*)::int from events c where c.parent_id = e.id) as children`;

export async function eventForEdit(db: Db, id: number): Promise<EventRow | undefined> {
  const { rows } = await sql<EventRow>`select ${EVENT_COLUMNS} from events e where e.id = ${id}`.execute(db);
  return rows[0];
}

/** Events that may be a parent: top-level ones (the landing groups one level, a tournament and its matches). */
export async function parentChoices(db: Db): Promise<Array<{ id: number; name: string; begins_on: string }>> {
  const { rows } = await sql<{ id: number; name: string; begins_on: string }>`
    select e.id, e.name, ${DAY('e.begins_on')} as begins_on from events e where e.parent_id is null
    order by e.ends_on desc, e.id desc`.execute(db);
  return rows;
}

export async function eventAssets(db: Db, id: number): Promise<EventAsset[]> {
  const { rows } = await sql<EventAsset>`select a.id, a.title, a.withdrawn_at is not null as withdrawn
    from assets a where a.event_id = ${id} order by a.id limit ${EVENT_ASSETS_MAX}`.execute(db);
  return rows;
}

async function audit(
  tx: Db,
  staff: Staff,
  eventId: number,
  action: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) {
  await sql`insert into console_audit (staff_user_id, staff_email, subject_type, subject_id, action, before, after)
    values (${staff.id}, ${staff.email}, 'event', ${eventId}, ${action},
      ${JSON.stringify(change.before)}::jsonb, ${JSON.stringify(change.after)}::jsonb)`.execute(tx);
}

export type ParentProblem = 'parent_missing' | 'parent_nested' | 'parent_self' | 'has_children';

/**
 * Whether `parentId` may be the parent of event `id` (undefined for a new event): it exists, is
 * top-level, is not the event itself, and the event has no children of its own (one level only).
 */
async function parentProblem(
  tx: Db,
  id: number | undefined,
  parentId: number | null,
): Promise<ParentProblem | undefined> {
  if (parentId === null) return undefined;
  if (parentId === id) return 'parent_self';
  const { rows } = await sql<{ parent_id: number | null }>`select parent_id from events
    where id = ${parentId} for share`.execute(tx);
  if (!rows[0]) return 'parent_missing';
  if (rows[0].parent_id !== null) return 'parent_nested';
  if (id !== undefined) {
    const children = await sql`select 1 from events where parent_id = ${id} limit 1`.execute(tx);
    if (children.rows.length > 0) return 'has_children';
  }
  return undefined;
}

/** A new event; its id is the next after the highest (events take their ids from the catalogue). */
export async function createEvent(
  db: Db,
  staff: Staff,
  fields: EventFields,
): Promise<{ ok: true; id: number } | { ok: false; problem: ParentProblem }> {
  return db.transaction().execute(async (tx) => {
    // Two staff creating at once must not take the same id.
    await sql`lock table events in share row exclusive mode`.execute(tx);
    const problem = await parentProblem(tx, undefined, fields.parent_id);
    if (problem) return { ok: false, problem };
    const { rows } = await sql<{ id: number }>`
      insert into events (id, parent_id, name, editorial_product, begins_on, ends_on, location, country_code)
      values ((select coalesce(max(id), 0) + 1 from events), ${fields.parent_id}, ${fields.name},
        ${fields.editorial_product}, ${fields.begins_on}::date, ${fields.ends_on}::date,
        ${fields.location}, ${fields.country_code})
      returning id`.execute(tx);
    const id = rows[0]!.id;
    await audit(tx, staff, id, 'create', { before: {}, after: { ...fields } });
    return { ok: true, id };
  });
}

export type EventChange = 'saved' | 'unchanged' | 'missing' | ParentProblem;

export async function updateEvent(
  db: Db,
  staff: Staff,
  id: number,
  fields: EventFields,
): Promise<EventChange> {
  return db.transaction().execute(async (tx) => {
    const { rows } =
      await sql<EventRow>`select ${EVENT_COLUMNS} from events e where e.id = ${id} for update`.execute(tx);
    const row = rows[0];
    if (!row) return 'missing';
    const problem = await parentProblem(tx, id, fields.parent_id);
    if (problem) return problem;
    const keys = Object.keys(fields) as Array<keyof EventFields>;
    const change = difference(
      Object.fromEntries(keys.map((k) => [k, row[k]])),
      Object.fromEntries(keys.map((k) => [k, fields[k]])),
    );
    if (Object.keys(change.after).length === 0) return 'unchanged';
    await sql`update events set name = ${fields.name}, editorial_product = ${fields.editorial_product},
      begins_on = ${fields.begins_on}::date, ends_on = ${fields.ends_on}::date, location = ${fields.location},
      country_code = ${fields.country_code}, parent_id = ${fields.parent_id}
      where id = ${id}`.execute(tx);
    await audit(tx, staff, id, 'edit', change);
    return 'saved';
  });
}

export type AttachChange = 'attached' | 'detached' | 'unchanged' | 'no_asset' | 'missing';

/**
 * Attaches an asset to an event (taking it from any other) or detaches it. The catalogue's
 * trigger copies the asset into the search table in the same transaction, so eventid and
 * parenteventid searches see it at once.
 */
export async function setAssetEvent(
  db: Db,
  staff: Staff,
  eventId: number,
  assetId: number,
  attach: boolean,
): Promise<AttachChange> {
  return db.transaction().execute(async (tx) => {
    const event = await sql`select 1 from events where id = ${eventId} for share`.execute(tx);
    if (event.rows.length === 0) return 'missing';
    const { rows } = await sql<{ event_id: number | null }>`select event_id from assets
      where id = ${assetId} for update`.execute(tx);
    const asset = rows[0];
    if (!asset) return 'no_asset';
    if (attach ? asset.event_id === eventId : asset.event_id !== eventId) return 'unchanged';
    const next = attach ? eventId : null;
    await sql`update assets set event_id = ${next} where id = ${assetId}`.execute(tx);
    await audit(tx, staff, eventId, attach ? 'attach_asset' : 'detach_asset', {
      before: { asset_id: assetId, event_id: asset.event_id },
      after: { asset_id: assetId, event_id: next },
    });
    return attach ? 'attached' : 'detached';
  });
}
