import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate/index';
import { catalogueDb } from './repository';
import { catalogueMigrationsDir } from './schema';
import { type SeedResult, seedCatalogue } from './seed';

const COUNT = 2500;
const SEED = 99;

describe.each(testDatabaseKinds())('seedCatalogue on %s', (kind) => {
  let database: TestDatabase;
  let first: SeedResult;
  const progress: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    first = await seedCatalogue(database.db, {
      count: COUNT,
      seed: SEED,
      batchSize: 1000,
      onProgress: (p) => progress.push(p.inserted),
    });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('inserts every asset and event, reporting progress per batch', async () => {
    expect(first.status).toBe('seeded');
    expect(first.inserted).toBe(COUNT);
    expect(progress).toEqual([1000, 2000, 2500]);
    const counts = await sql<{ assets: number; events: number; editorial: number }>`select
        (select count(*)::int from assets) as assets,
        (select count(*)::int from events) as events,
        (select count(*)::int from assets where event_id is not null) as editorial`.execute(database.db);
    expect(counts.rows[0]!.assets).toBe(COUNT);
    expect(counts.rows[0]!.events).toBe(first.events);
    expect(counts.rows[0]!.editorial).toBeGreaterThan(COUNT * 0.15);
  });

  it('does nothing the second time, and says so', async () => {
    const again = await seedCatalogue(database.db, { count: COUNT, seed: SEED });
    expect(again.status).toBe('skipped');
    expect(again.inserted).toBe(0);
    expect(again.existing).toBe(COUNT);
    expect(again.message).toContain(`${COUNT} assets`);
    const n = await sql<{ n: number }>`select count(*)::int as n from assets`.execute(database.db);
    expect(n.rows[0]!.n).toBe(COUNT);
  });

  it('stores every column as generated', async () => {
    const generated = [...generateCatalogue({ seed: SEED, count: 50 })].flatMap((b) => b.assets);
    const rows = await catalogueDb(database.db)
      .selectFrom('assets')
      .selectAll()
      .where(
        'id',
        'in',
        generated.map((a) => a.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const a of generated) {
      const row = byId.get(a.id)!;
      expect(row.title).toBe(a.title);
      expect(row.keywords).toEqual(a.keywords);
      expect(row.specific_people).toEqual(a.specific_people);
      expect(row.scene).toEqual(a.scene);
      expect(row.palette).toEqual(a.palette);
      expect(row.orientation).toBe(a.orientation);
      expect(row.frame_rate === null ? null : Number(row.frame_rate.toFixed(2))).toBe(a.frame_rate);
      expect(new Date(row.date_taken).toISOString()).toBe(a.date_taken);
      expect(row.dhash).toBeNull();
      expect(row.original_path).toBeNull();
      expect(row.render_seed).toBe(a.render_seed);
    }
  });

  it('finds assets by a generated keyword with full-text search', async () => {
    const common = await sql<{
      k: string;
      n: number;
    }>`select k, count(*)::int as n from assets, unnest(keywords) k
      where k ~ '^[a-z]+ [a-z]+$' group by k having count(*) between 3 and 20 order by n desc, k limit 1`.execute(
      database.db,
    );
    const keyword = common.rows[0]!.k;
    const found = await sql<{ id: number; keywords: string[] }>`select id, keywords from assets
      where document @@ plainto_tsquery('english', ${keyword})`.execute(database.db);
    const tagged = await sql<{
      n: number;
    }>`select count(*)::int as n from assets where ${keyword} = any(keywords)`.execute(database.db);
    expect(found.rows.length).toBeGreaterThanOrEqual(tagged.rows[0]!.n);
    expect(tagged.rows[0]!.n).toBeGreaterThan(0);

    const mountains = await sql<{ n: number }>`select count(*)::int as n from assets
      where document @@ websearch_to_tsquery('english', 'mountains lake')`.execute(database.db);
    expect(mountains.rows[0]!.n).toBeGreaterThan(0);
  });

  it('finds editorial assets by a fictional person and by event', async () => {
    const row = await sql<{
      person: string;
      event_id: number;
    }>`select specific_people[1] as person, event_id from assets
      where cardinality(specific_people) > 0 limit 1`.execute(database.db);
    const { person, event_id } = row.rows[0]!;
    const byName = await sql<{ id: number }>`select id from assets
      where document @@ phraseto_tsquery('english', ${person}) and ${person} = any(specific_people)`.execute(
      database.db,
    );
    expect(byName.rows.length).toBeGreaterThan(0);
    const event = await sql<{ name: string; children: number }>`select e.name,
      (select count(*)::int from events c where c.parent_id = e.id) as children
      from events e where e.id = ${event_id}`.execute(database.db);
    expect(event.rows[0]!.name.length).toBeGreaterThan(5);
  });
});
