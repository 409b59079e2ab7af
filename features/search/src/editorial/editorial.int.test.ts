import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { search } from '../service';
import { editorialLanding, eventPage, LATEST_EVENTS, TOP_STORIES, TOP_STORY_POOL } from './service';

interface EventFact {
  id: number;
  parent_id: number | null;
  ends_on: string;
  own: number;
  family: number;
}

/** Every event with its live assets counted afresh: its own, and with its children's. */
async function eventFacts(database: TestDatabase): Promise<EventFact[]> {
  const result = await sql<EventFact>`select e.id, e.parent_id, to_char(e.ends_on, 'YYYY-MM-DD') as ends_on,
      (select count(*)::int from assets a where a.event_id = e.id and a.withdrawn_at is null) as own,
      (select count(*)::int from assets a join events c on c.id = a.event_id
        where (c.id = e.id or c.parent_id = e.id) and a.withdrawn_at is null) as family
    from events e`.execute(database.db);
  return result.rows;
}

describe.each(testDatabaseKinds())('the editorial landing reads events, people and places (%s)', (kind) => {
  let database: TestDatabase;
  let facts: EventFact[];

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 1500, seed: 7, batchSize: 500 });
    // A withdrawn asset is never counted nor shown.
    await sql`update assets set withdrawn_at = now() where id in (
      select id from assets where family = 'editorial' order by popularity desc limit 5)`.execute(
      database.db,
    );
    facts = await eventFacts(database);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('lists the latest top-level events, newest first, each counting its whole family', async () => {
    const { latest } = await editorialLanding(database.db);
    const expected = facts
      .filter((f) => f.parent_id === null && f.family > 0)
      .sort((a, b) => b.ends_on.localeCompare(a.ends_on) || b.id - a.id)
      .slice(0, LATEST_EVENTS);
    expect(latest.map((e) => [e.id, e.assets])).toEqual(expected.map((f) => [f.id, f.family]));
    expect(latest.every((e) => e.parentId === null && e.coverUrl !== null)).toBe(true);
  });

  it('ranks top stories among the latest events by the popularity of their pictures', async () => {
    const { topStories } = await editorialLanding(database.db);
    const popularity = await sql<{ id: number; total: number }>`select coalesce(e.parent_id, e.id) as id,
        sum(a.popularity)::int as total from assets a join events e on e.id = a.event_id
      where a.withdrawn_at is null group by 1`.execute(database.db);
    const score = new Map(popularity.rows.map((r) => [r.id, r.total]));
    const pool = facts
      .filter((f) => f.parent_id === null && f.family > 0)
      .sort((a, b) => b.ends_on.localeCompare(a.ends_on) || b.id - a.id)
      .slice(0, TOP_STORY_POOL)
      .sort((a, b) => score.get(b.id)! - score.get(a.id)! || a.id - b.id)
      .slice(0, TOP_STORIES);
    expect(topStories.map((e) => e.id)).toEqual(pool.map((f) => f.id));
  });

  it('lists people and places by how many live editorial assets show them, by slug', async () => {
    const { people, locations } = await editorialLanding(database.db);
    expect(people.length).toBeGreaterThan(0);
    expect(locations.length).toBeGreaterThan(0);
    for (const list of [people, locations]) {
      const counts = list.map((v) => v.assets);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    const top = people[0]!;
    const counted = await sql<{ n: number }>`select count(*)::int as n from assets
      where withdrawn_at is null and family = 'editorial' and ${top.name} = any(specific_people)`.execute(
      database.db,
    );
    expect(top.assets).toBe(counted.rows[0]!.n);
    // The slug is what the search's specificpeople parameter takes: it finds the same assets.
    const found = await search(database.db, 'premium', {
      family: 'editorial',
      specificpeople: [top.slug],
    });
    expect(found.counts.images + found.counts.films).toBe(top.assets);
    const place = locations[0]!;
    const inPlace = await search(database.db, 'premium', { family: 'editorial', locations: [place.slug] });
    expect(inPlace.counts.images + inPlace.counts.films).toBe(place.assets);
  });

  it('shows a parent event with its children and the family’s assets (parenteventid)', async () => {
    const parent = facts.find(
      (f) => f.parent_id === null && facts.some((c) => c.parent_id === f.id && c.own > 0),
    )!;
    const page = (await eventPage(database.db, parent.id, 'parenteventid'))!;
    expect(page.event.assets).toBe(parent.family);
    expect(page.parent).toBeNull();
    expect(page.children.map((c) => c.id).sort()).toEqual(
      facts
        // Children without a live asset are left out: they have nothing to show.
        .filter((c) => c.parent_id === parent.id && c.own > 0)
        .map((c) => c.id)
        .sort(),
    );
    for (const child of page.children) expect(child.assets).toBe(facts.find((f) => f.id === child.id)!.own);
    expect(page.assets.length).toBe(Math.min(30, parent.family));
    // The same assets the search engine finds for parenteventid.
    const found = await search(database.db, 'premium', {
      family: 'editorial',
      parenteventid: String(parent.id),
    });
    expect(found.counts.images + found.counts.films).toBe(parent.family);
  });

  it('shows a child event with its own assets and a way back to its parent (eventid)', async () => {
    const child = facts.find((f) => f.parent_id !== null && f.own > 0)!;
    const page = (await eventPage(database.db, child.id, 'eventid'))!;
    expect(page.event.assets).toBe(child.own);
    expect(page.parent?.id).toBe(child.parent_id);
    expect(page.children).toEqual([]);
    const ids = page.assets.map((a) => a.id);
    const owners = await sql<{ event_id: number; withdrawn: boolean }>`select event_id,
        withdrawn_at is not null as withdrawn from assets where id = any(${ids}::int[])`.execute(database.db);
    expect(owners.rows.every((r) => r.event_id === child.id && !r.withdrawn)).toBe(true);
  });

  it('gives the gallery state the events of the shown assets, and its first status', async () => {
    const result = await search(database.db, 'premium', { family: 'editorial' });
    const ids = result.assets.map((a) => a.id);
    const owners = await sql<{ event_id: number; n: number }>`select event_id, count(*)::int as n from assets
      where id = any(${ids}::int[]) and event_id is not null group by event_id`.execute(database.db);
    expect(Object.fromEntries(result.events.map((e) => [e.id, e.assets]))).toEqual(
      Object.fromEntries(owners.rows.map((r) => [r.event_id, r.n])),
    );
    expect(result).toMatchObject({
      id: 1,
      status: 'initialized',
      loadingAssets: false,
      renderGatewayView: true,
      paAgreements: [],
      searchProfile: { site: { nickname: 'premium' }, editorialRecommendationsActive: true },
      recommendation: { autoApplied: false, params: null },
    });
  });

  it('answers nothing for an event that does not exist', async () => {
    expect(await eventPage(database.db, 1, 'eventid')).toBeUndefined();
  });
});
