import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { readCards } from '../engine/cards';
import type { ResultCardRow } from '../repository';

/**
 * The editorial landing's queries (spec §2 EditorialLanding): events, their children and
 * assets, and the people and places the editorial catalogue shows. Only live assets count.
 */

export interface EventRow {
  id: number;
  parent_id: number | null;
  name: string;
  editorial_product: string;
  begins_on: string;
  ends_on: string;
  location: string;
  /** Live assets taken at the event or, for a parent, at any of its children too. */
  assets: number;
  /** The event's most popular live asset (a cover picture); null when it has none. */
  cover_id: number | null;
  /** How many events it is the parent of. */
  children: number;
}

export interface ValueRow {
  value: string;
  slug: string;
  assets: number;
  cover_id: number;
}

/** Events with their family's asset count and cover; dates as YYYY-MM-DD. */
const EVENT_COLUMNS = sql`e.id, e.parent_id, e.name, e.editorial_product,
  to_char(e.begins_on, 'YYYY-MM-DD') as begins_on, to_char(e.ends_on, 'YYYY-MM-DD') as ends_on,
  e.location, s.assets, s.cover_id, (select count(*)::int from events c where c.parent_id = e.id) as children`;

/** Per event: its own and its children's live assets, and the most popular of them. */
const EVENT_STATS = sql`(select coalesce(e2.parent_id, e2.id) as family_id, a.event_id, a.id, a.popularity
    from assets a join events e2 on e2.id = a.event_id where a.withdrawn_at is null)`;

function statsFor(column: 'family_id' | 'event_id') {
  return sql`(select ${sql.ref(column)} as event_id, count(*)::int as assets,
      (array_agg(id order by popularity desc, id))[1] as cover_id
    from ${EVENT_STATS} x group by ${sql.ref(column)})`;
}

/**
 * The latest events: the newest by their last day, top-level only (a tournament, not each of its
 * matches), each with the assets of its whole family.
 */
export async function latestEvents(db: Db, limit: number): Promise<EventRow[]> {
  const result = await sql<EventRow>`select ${EVENT_COLUMNS}
    from events e join ${statsFor('family_id')} s on s.event_id = e.id
    where e.parent_id is null
    order by e.ends_on desc, e.id desc limit ${limit}`.execute(db);
  return result.rows;
}

/**
 * Top stories: of the `pool` latest top-level events, the `limit` whose pictures are the most
 * popular in total (a quiet month has top stories too; a demo catalogue's latest weeks may hold
 * one event).
 */
export async function topStories(db: Db, pool: number, limit: number): Promise<EventRow[]> {
  const result = await sql<EventRow>`with stats as ${statsFor('family_id')},
      recent as (select e.id from events e join stats s on s.event_id = e.id
        where e.parent_id is null order by e.ends_on desc, e.id desc limit ${pool}),
      score as (select coalesce(c.parent_id, c.id) as id, sum(a.popularity) as popularity
        from assets a join events c on c.id = a.event_id
        where a.withdrawn_at is null and coalesce(c.parent_id, c.id) in (select id from recent)
        group by 1)
    select ${EVENT_COLUMNS}
    from events e join stats s on s.event_id = e.id join score on score.id = e.id
    order by score.popularity desc, e.id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** One event with its own assets counted, or with `family` its children's too. */
export async function findEvent(db: Db, id: number, family: boolean): Promise<EventRow | undefined> {
  const result = await sql<EventRow>`select ${EVENT_COLUMNS}
    from events e left join ${statsFor(family ? 'family_id' : 'event_id')} s on s.event_id = e.id
    where e.id = ${id}`.execute(db);
  const row = result.rows[0];
  return row && { ...row, assets: row.assets ?? 0 };
}

/** An event's children, in the order they took place, each with its own assets. */
export async function childEvents(db: Db, parentId: number): Promise<EventRow[]> {
  const result = await sql<EventRow>`select ${EVENT_COLUMNS}
    from events e left join ${statsFor('event_id')} s on s.event_id = e.id
    where e.parent_id = ${parentId}
    order by e.begins_on, e.id`.execute(db);
  return result.rows.map((r) => ({ ...r, assets: r.assets ?? 0 }));
}

/**
 * The most popular live assets of an event; with `family`, of the event and its children (the
 * search engine's parenteventid reads the same).
 */
export async function eventAssets(
  db: Db,
  id: number,
  family: boolean,
  limit: number,
): Promise<ResultCardRow[]> {
  const ids = await sql<{ id: number }>`select a.id from assets a
    where a.withdrawn_at is null and ${
      family
        ? sql`a.event_id in (select e.id from events e where e.id = ${id} or e.parent_id = ${id})`
        : sql`a.event_id = ${id}`
    }
    order by a.popularity desc, a.id limit ${limit}`.execute(db);
  return readCards(
    db,
    ids.rows.map((r) => r.id),
  );
}

/**
 * The people or places editorial assets show most, with how many assets show each and the most
 * popular of them. Values are named in the address by slug (the search's specificpeople and
 * locations parameters).
 */
export async function topValues(
  db: Db,
  column: 'specific_people' | 'locations',
  limit: number,
): Promise<ValueRow[]> {
  const result = await sql<ValueRow>`select v.value, lb_slug(v.value) as slug, count(*)::int as assets,
      (array_agg(a.id order by a.popularity desc, a.id))[1] as cover_id
    from assets a, unnest(${sql.ref(`a.${column}`)}) v(value)
    where a.withdrawn_at is null and a.family = 'editorial'
    group by v.value order by assets desc, v.value limit ${limit}`.execute(db);
  return result.rows;
}
