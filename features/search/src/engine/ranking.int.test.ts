import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { search } from '../service';

/** A small fixed catalogue: every expectation below follows from these rows alone. */
interface Fixture {
  id: number;
  title: string;
  keywords?: string[];
  caption?: string;
  asset_type?: 'image' | 'film';
  family?: 'creative' | 'editorial';
  popularity?: number;
  uploaded_at?: string;
  date_taken?: string;
  event_id?: number;
  specific_people?: string[];
  locations?: string[];
}

const OLD = '2020-01-01T00:00:00Z';
const FIXTURES: Fixture[] = [
  // Relevance: the same word in the title, the keywords or the caption, all else equal.
  { id: 1001, title: 'Lighthouse on a cliff', keywords: ['coast'], caption: 'storm' },
  { id: 1002, title: 'Rocky coast', keywords: ['lighthouse'], caption: 'storm' },
  { id: 1003, title: 'Harbour at dawn', keywords: ['coast'], caption: 'a lighthouse far away' },
  // Popularity and freshness blend into "best" for equally relevant matches.
  { id: 1101, title: 'Meadow', keywords: ['tulip'], popularity: 10 },
  { id: 1102, title: 'Garden', keywords: ['tulip'], popularity: 900 },
  { id: 1103, title: 'Field', keywords: ['tulip'], popularity: 10, uploaded_at: '2026-06-01T00:00:00Z' },
  // Phrases and exclusions.
  { id: 1201, title: 'Red barn in snow', keywords: ['barn', 'winter'] },
  { id: 1202, title: 'Snow on a red roof', keywords: ['barn', 'roof'] },
  // Accents: metadata written with them, searched without (and the other way round).
  { id: 1251, title: 'Café terrace in Zürich', keywords: ['São Paulo'] },
  { id: 1252, title: 'Cafe sign in Zurich' },
  // Films and images for the per-type counts.
  { id: 1301, title: 'Glacier', asset_type: 'film' },
  { id: 1302, title: 'Glacier lagoon', asset_type: 'film' },
  { id: 1303, title: 'Glacier ice' },
  // Editorial facets: two events, people, places.
  {
    id: 1401,
    title: 'Final match',
    family: 'editorial',
    event_id: 91,
    specific_people: ['Ana Ruiz', 'Bo Chen'],
    locations: ['Lisbon'],
    date_taken: '2026-05-01T00:00:00Z',
  },
  {
    id: 1402,
    title: 'Final celebration',
    family: 'editorial',
    event_id: 91,
    specific_people: ['Ana Ruiz'],
    locations: ['Lisbon'],
    date_taken: '2026-05-02T00:00:00Z',
  },
  {
    id: 1403,
    title: 'Final press conference',
    family: 'editorial',
    event_id: 92,
    specific_people: ['Bo Chen'],
    locations: ['Porto'],
    date_taken: '2026-05-03T00:00:00Z',
  },
];

async function insert(database: TestDatabase, f: Fixture) {
  await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
      short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
      collection_code, collection_name, contributor, event_id, specific_people, locations, date_taken,
      uploaded_at, popularity)
    values (${f.id}, ${f.family ?? 'creative'}, ${f.asset_type ?? 'image'},
      ${f.asset_type === 'film' ? 'footage' : 'photography'}, ${f.asset_type === 'film' ? 'mov' : 'jpg'}, 'rf',
      ${f.title}, ${f.title}, ${f.caption ?? ''}, ${f.keywords ?? []}::text[], 3000, 2000, 'horizontal', 'none',
      'released', 'lbx', 'Lightbox', 'Fixture', ${f.event_id ?? null}, ${f.specific_people ?? []}::text[],
      ${f.locations ?? []}::text[], ${f.date_taken ?? OLD}, ${f.uploaded_at ?? OLD}, ${f.popularity ?? 10})`.execute(
    database.db,
  );
}

describe.each(testDatabaseKinds())('search engine on a fixed catalogue (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await sql`insert into events (id, name, editorial_product, begins_on, ends_on, location, country_code)
      values (91, 'Cup Final', 'sport', '2026-05-01', '2026-05-02', 'Lisbon, Portugal', 'PRT'),
             (92, 'Cup Press Day', 'sport', '2026-05-03', '2026-05-03', 'Porto, Portugal', 'PRT')`.execute(
      database.db,
    );
    for (const f of FIXTURES) await insert(database, f);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const run = (address: string) => search(database.db, 'premium', parseSearchUrl(address, 'premium'));
  const ids = async (address: string) => (await run(address)).assets.map((a) => a.id);

  it('weighs a title match above a keyword match above a caption match', async () => {
    expect(await ids('/search/2/image?phrase=lighthouse')).toEqual([1001, 1002, 1003]);
  });

  it('best match blends popularity and freshness into equally relevant matches', async () => {
    // 1102 is far more popular; 1103 is as popular as 1101 but six years fresher.
    expect(await ids('/search/2/image?phrase=tulip')).toEqual([1102, 1103, 1101]);
  });

  it('stems words, matches quoted phrases exactly and excludes -terms', async () => {
    expect(await ids('/search/2/image?phrase=barns')).toEqual(expect.arrayContaining([1201, 1202]));
    expect(await ids('/search/2/image?phrase=%22red%20barn%22')).toEqual([1201]);
    expect(await ids('/search/2/image?phrase=barn%20-roof')).toEqual([1201]);
  });

  it.runIf(kind === 'postgres')('folds accents in documents and queries alike', async () => {
    expect((await ids('/search/2/image?phrase=zurich')).sort()).toEqual([1251, 1252]);
    expect((await ids('/search/2/image?phrase=z%C3%BCrich')).sort()).toEqual([1251, 1252]);
    expect((await ids('/search/2/image?phrase=caf%C3%A9')).sort()).toEqual([1251, 1252]);
    expect(await ids('/search/2/image?phrase=sao%20paulo')).toEqual([1251]);
  });

  it('sorts newest, oldest and most popular', async () => {
    expect(await ids('/search/2/image?phrase=tulip&sortorder=newest')).toEqual([1103, 1102, 1101]);
    expect(await ids('/search/2/image?phrase=tulip&sortorder=oldest')).toEqual([1101, 1102, 1103]);
    expect((await ids('/search/2/image?phrase=tulip&sortorder=mostpopular'))[0]).toBe(1102);
  });

  it('counts images and films of the same query', async () => {
    const result = await run('/search/2/image?phrase=glacier');
    expect(result.assets.map((a) => a.id)).toEqual([1303]);
    expect(result.counts).toEqual({ images: 1, films: 2, videotemplates: 0 });
    expect(result.totalExact).toBe(true);
  });

  it('counts each scope tab as following it would show (the scope change drops image-only filters)', async () => {
    const result = await run('/search/2/image?phrase=glacier&mediatype=photography');
    expect(result.counts).toEqual({ images: 1, films: 2, videotemplates: 0 });
  });

  it('counts facets exactly: events, specific people and locations of the current results', async () => {
    const result = await run('/search/2/image?family=editorial&phrase=final');
    expect(result.facetsExact).toBe(true);
    const counts = (kind: keyof typeof result.filterOptions) =>
      Object.fromEntries(result.filterOptions[kind].map((o) => [o.label, o.count]));
    expect(counts('events')).toEqual({ 'Cup Final': 2, 'Cup Press Day': 1 });
    expect(counts('people')).toEqual({ 'Ana Ruiz': 2, 'Bo Chen': 2 });
    expect(counts('locations')).toEqual({ Lisbon: 2, Porto: 1 });
    const narrowed = await run('/search/2/image?family=editorial&phrase=final&specificpeople=ana-ruiz');
    expect(narrowed.assets.map((a) => a.id).sort()).toEqual([1401, 1402]);
    expect(Object.fromEntries(narrowed.filterOptions.events.map((o) => [o.label, o.count]))).toEqual({
      'Cup Final': 2,
    });
  });

  it('finds a newly ingested asset at once, and follows later edits and withdrawal', async () => {
    await insert(database, { id: 1501, title: 'Zeppelin over the bay' });
    expect(await ids('/search/2/image?phrase=zeppelin')).toEqual([1501]);
    await sql`update assets set title = 'Airship over the bay' where id = 1501`.execute(database.db);
    expect(await ids('/search/2/image?phrase=zeppelin')).toEqual([]);
    expect(await ids('/search/2/image?phrase=airship')).toEqual([1501]);
    await sql`update assets set withdrawn_at = now() where id = 1501`.execute(database.db);
    expect(await ids('/search/2/image?phrase=airship')).toEqual([]);
    await sql`delete from assets where id = 1501`.execute(database.db);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from asset_search where id = 1501`.execute(database.db);
    expect(left.rows[0]!.n).toBe(0);
  });
});
