import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDerivative } from './media/service';
import { MediaStore } from './media/store';
import { hammingDistance } from './render/analyse';
import { catalogueMigrationsDir } from './schema';
import { seedCatalogue } from './seed';
import { NEAR_DUPLICATE_MAX_DISTANCE } from './similarity';
import { dhashWithin } from './similarity-sql';

interface StackRow {
  id: number;
  stack_id: number | null;
  stack_size: number;
  is_stack_lead: boolean;
  popularity: number;
  dhash: string | null;
}

describe.each(testDatabaseKinds())('stacks of near-duplicates on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let store: MediaStore;
  /** Pictures of one scene (the generator's resized or re-cropped copies), per scene. */
  let shoots: number[][];

  const rows = async (ids: number[]) =>
    (
      await sql<StackRow>`select id, stack_id, stack_size, is_stack_lead, popularity, dhash::text as dhash
        from assets where id = any(${ids}::int[]) order by id`.execute(database.db)
    ).rows;
  const thumb = (id: number) => ensureDerivative(database.db, store, id, 'thumb');

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 300, seed: 8 });
    mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-stacks-'));
    store = new MediaStore(mediaDir);
    const groups = await sql<{ ids: number[] }>`select array_agg(id order by id) as ids from assets
      where asset_type = 'image' group by render_seed having count(*) > 1 order by min(id)`.execute(
      database.db,
    );
    shoots = groups.rows.map((g) => g.ids);
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(mediaDir, { recursive: true, force: true });
  });

  it('the demo catalogue has near-duplicates whose rendered pictures hash within a few bits', async () => {
    expect(shoots.length).toBeGreaterThanOrEqual(3);
    for (const ids of shoots.slice(0, 3)) for (const id of ids) expect((await thumb(id)).ok).toBe(true);
    for (const ids of shoots.slice(0, 3)) {
      const [first, ...rest] = await rows(ids);
      for (const r of rest)
        expect(hammingDistance(first!.dhash!, r.dhash!)).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
    }
  });

  it('puts a measured picture in one stack with its near-duplicates: smallest id, size, the most popular leads', async () => {
    for (const ids of shoots.slice(0, 3)) {
      const members = await rows(ids);
      const lead = [...members].sort((a, b) => b.popularity - a.popularity || a.id - b.id)[0]!;
      for (const m of members) {
        expect(m.stack_id).toBe(Math.min(...ids));
        expect(m.stack_size).toBe(ids.length);
        expect(m.is_stack_lead).toBe(m.id === lead.id);
      }
    }
  });

  it('gives the same stacks whichever picture is measured first', async () => {
    const ids = shoots[3]!;
    expect(ids).toBeDefined();
    for (const id of [...ids].reverse()) await thumb(id);
    const members = await rows(ids);
    expect(new Set(members.map((m) => m.stack_id))).toEqual(new Set([Math.min(...ids)]));
    expect(members.filter((m) => m.is_stack_lead)).toHaveLength(1);
  });

  it('leaves a picture without near-duplicates out of any stack', async () => {
    const single = await sql<{ id: number }>`select id from assets a where asset_type = 'image'
      and not exists (select 1 from assets b where b.render_seed = a.render_seed and b.id <> a.id)
      order by popularity desc limit 1`.execute(database.db);
    const id = single.rows[0]!.id;
    await thumb(id);
    expect(await rows([id])).toMatchObject([{ stack_id: null, stack_size: 1, is_stack_lead: true }]);
  });

  it('finds through the band indexes exactly the hashes a brute-force bit count finds', async () => {
    // Random hashes, some of them a few bits away from others, on a fresh set of assets.
    const sample = await sql<{ id: number }>`select id from assets order by id limit 200`.execute(
      database.db,
    );
    const ids = sample.rows.map((r) => r.id);
    const hash64 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
    const flips = fc.array(fc.integer({ min: 0, max: 63 }), { maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hash64, fc.array(flips, { maxLength: 3 })), { minLength: 20, maxLength: 40 }),
        fc.integer({ min: 0, max: 11 }),
        async (groups, maxDistance) => {
          const hashes = groups.flatMap(([h, variants]) => [
            h,
            ...variants.map((bits) => bits.reduce((x, b) => BigInt.asIntN(64, x ^ (1n << BigInt(b))), h)),
          ]);
          const assigned = ids.slice(0, hashes.length);
          await database.db.transaction().execute(async (tx) => {
            await sql`update assets set dhash = null`.execute(tx);
            await sql`update assets set dhash = u.h from unnest(${assigned}::int[], ${hashes.slice(0, assigned.length).map(String)}::int8[]) u(id, h)
              where assets.id = u.id`.execute(tx);
          });
          const probe = hashes[0]!;
          const found = await sql<{ id: number }>`select a.id from assets a
            where ${dhashWithin('a', sql`${probe.toString()}::bigint`, maxDistance)} order by a.id`.execute(
            database.db,
          );
          const expected = assigned
            .filter((_, i) => hammingDistance(probe, hashes[i]!) <= maxDistance)
            .sort((a, b) => a - b);
          expect(found.rows.map((r) => r.id)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });
});
