import { createHash } from 'node:crypto';
import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import { loadMigrations, type Migration, migrate } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from './schema';
import { RELEASE_78CC94E_MIGRATIONS } from './schema-release-78cc94e';
import { search } from './service';

/** Assets as the previous release stored them: its generator's spellings, not the parameters'. */
const OLD_ASSETS = [
  {
    id: 810_001,
    orientation: 'panoramichorizontal',
    width: 6000,
    height: 2000,
    ethnicity: ['hispaniclatinx', 'white', 'multiethnic'],
    compositions: ['copy_space', 'head_and_shoulders'],
  },
  {
    id: 810_002,
    orientation: 'panoramicvertical',
    width: 2000,
    height: 4400,
    ethnicity: [],
    compositions: ['full_frame'],
  },
  {
    id: 810_003,
    orientation: 'horizontal',
    width: 3000,
    height: 2000,
    ethnicity: ['east_asian'],
    compositions: ['waist_up'],
  },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabaseKinds())('a database of release 78cc94e upgrades (%s)', (kind) => {
  let database: TestDatabase;
  let current: Migration[];
  let ran: string[];

  beforeAll(async () => {
    current = await loadMigrations([catalogueMigrationsDir, searchMigrationsDir]);
    const byName = new Map(current.map((m) => [m.name, m]));
    const previous = RELEASE_78CC94E_MIGRATIONS.map(({ name }) => byName.get(name)).filter(
      (m): m is Migration => m !== undefined,
    );
    database = await createTestDatabase(kind, []);
    await migrate(database.db, previous);
    for (const a of OLD_ASSETS) {
      await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
          short_title, keywords, width, height, orientation, number_of_people, ethnicity, compositions,
          release_status, collection_code, collection_name, contributor, date_taken, uploaded_at)
        values (${a.id}, 'creative', 'image', 'photography', 'jpg', 'rf', 'Coast at dawn', 'Coast',
          ${['coast', 'dawn']}::text[], ${a.width}, ${a.height}, ${a.orientation}, 'group',
          ${a.ethnicity}::text[], ${a.compositions}::text[], 'released', 'LBX', 'Lightbox', 'Test Contributor',
          now(), now())`.execute(database.db);
    }
    ran = await migrate(database.db, current);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('finds every migration of the release, unedited, under its name', () => {
    const byName = new Map(current.map((m) => [m.name, m]));
    for (const { name, sha256: released } of RELEASE_78CC94E_MIGRATIONS) {
      expect(byName.has(name), name).toBe(true);
      expect(sha256(byName.get(name)!.sql), name).toBe(released);
    }
  });

  it('applies only the migrations written since, each once', async () => {
    const released = new Set(RELEASE_78CC94E_MIGRATIONS.map((m) => m.name));
    expect(ran).toEqual(current.map((m) => m.name).filter((name) => !released.has(name)));
    expect(ran).toContain('202611251200_core_spellings.sql');
    expect(await migrate(database.db, current)).toEqual([]);
    const applied = await sql<{ n: number }>`select count(*)::int as n from schema_migrations`.execute(
      database.db,
    );
    expect(applied.rows[0]!.n).toBe(current.length);
  });

  it('rewrites old spellings to the parameters’ spellings, in the assets and the search table', async () => {
    for (const table of ['assets', 'asset_search']) {
      const rows = await sql<{
        id: number;
        orientation: string;
        ethnicity: string[];
        compositions: string[];
      }>`
        select id, orientation, ethnicity, compositions from ${sql.table(table)} order by id`.execute(
        database.db,
      );
      expect(rows.rows).toEqual([
        {
          id: 810_001,
          orientation: 'panoramic_horizontal',
          ethnicity: ['hispanic_latinx', 'white', 'multiethnic_group'],
          compositions: ['copy_space', 'headshot'],
        },
        { id: 810_002, orientation: 'panoramic_vertical', ethnicity: [], compositions: ['full_frame'] },
        { id: 810_003, orientation: 'horizontal', ethnicity: ['east_asian'], compositions: ['waist_up'] },
      ]);
    }
  });

  const found = async (query: string) => {
    const result = await search(
      database.db,
      'premium',
      parseSearchUrl(`/search/2/image?${query}`, 'premium'),
    );
    return result.assets.map((a) => a.id).sort();
  };

  it('finds the upgraded assets by the parameters’ spellings', async () => {
    expect(await found('orientations=panoramic_horizontal')).toEqual([810_001]);
    expect(await found('orientations=panoramic_vertical,panoramic_horizontal')).toEqual([810_001, 810_002]);
    expect(await found('phrase=coast&orientations=panoramic_horizontal&family=creative')).toEqual([810_001]);
    expect(await found('ethnicity=hispanic_latinx')).toEqual([810_001]);
    expect(await found('ethnicity=multiethnic_group')).toEqual([810_001]);
    expect(await found('compositions=headshot')).toEqual([810_001]);
  });

  it('keeps the wider filter values finding what they found before', async () => {
    expect(await found('compositions=portrait')).toEqual([810_001, 810_003]);
    expect(await found('compositions=wide_shot')).toEqual([810_002]);
    expect(await found('ethnicity=japanese')).toEqual([810_003]);
    expect(await found('ethnicity=multiracial_person')).toEqual([810_001]);
  });
});
