import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { parseSearchUrl, type SiteId } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookUpWords } from './engine/corrections';
import { searchMigrationsDir } from './schema';
import { search } from './service';
import { relatedPreviews } from './suggestions';

/** A small fixed catalogue: what each asset carries decides every expectation below. */
interface Fixture {
  family?: 'creative' | 'editorial';
  keywords: string[];
  people?: string[];
  popularity?: number;
  title?: string;
}

let nextId = 700_001;

async function insert(db: Db, assets: readonly Fixture[]): Promise<number[]> {
  const ids: number[] = [];
  for (const a of assets) {
    const id = nextId++;
    ids.push(id);
    const family = a.family ?? 'creative';
    const title = a.title ?? a.keywords.slice(0, 2).join(' and ');
    await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
        short_title, keywords, width, height, orientation, number_of_people, release_status, collection_code,
        collection_name, contributor, specific_people, date_taken, uploaded_at, popularity)
      values (${id}, ${family}, 'image', 'photography', 'jpg', ${family === 'editorial' ? 'rm' : 'rf'}, ${title},
        ${title}, ${a.keywords}::text[], 3000, 2000, 'horizontal', 'none', 'released', 'LBX', 'Lightbox',
        'Test Contributor', ${a.people ?? []}::text[], now(), now(), ${a.popularity ?? 100 - (id % 100)})`.execute(
      db,
    );
  }
  return ids;
}

const times = (n: number, make: (i: number) => Fixture) => Array.from({ length: n }, (_, i) => make(i));

/**
 * 41 assets. "beach" is on 12 creative pictures, with sand (10 of them), palm tree (8), sea
 * (12, and 3 more elsewhere), surfing (4), beach umbrella (3) and beaches (2); "sunset" on 10 and
 * its misspelling "sunsett" on one; "premiere" on 12 editorial pictures, 3 of Anka Eskumarsh.
 */
const CATALOGUE: Fixture[] = [
  ...times(12, (i) => ({
    keywords: [
      'beach',
      'sea',
      'color image',
      ...(i < 10 ? ['sand'] : []),
      ...(i < 8 ? ['palm tree'] : []),
      ...(i < 4 ? ['surfing'] : []),
      ...(i >= 9 ? ['beach umbrella'] : []),
      ...(i >= 10 ? ['beaches'] : []),
    ],
    title: `Beach picture ${i + 1}`,
  })),
  ...times(3, () => ({ keywords: ['sea', 'boat', 'color image'] })),
  ...times(10, () => ({ keywords: ['sunset', 'sky', 'color image'] })),
  { keywords: ['sunsett', 'color image'], title: 'Evening light' },
  ...times(12, (i) => ({
    family: 'editorial' as const,
    keywords: ['premiere', 'red carpet', 'color image', ...(i < 3 ? ['Anka Eskumarsh'] : [])],
    people: i < 3 ? ['Anka Eskumarsh'] : i === 3 ? ['Anka Freyumiford'] : [],
    title: `Film premiere ${i + 1}`,
  })),
  { keywords: ['mountain', 'color image'], title: 'Summit' },
  { keywords: ['mountain', 'snow', 'color image'], title: 'Peak' },
  { keywords: ['mountain', 'lake', 'color image'], title: 'Valley' },
];

describe.each(testDatabaseKinds())('query corrections and related searches (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await insert(database.db, CATALOGUE);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const run = (address: string, site: SiteId = 'premium') =>
    search(database.db, site, parseSearchUrl(address, site));

  it('suggests the common spelling of a very rare word, keeping the results of the phrase as typed', async () => {
    const result = await run('/search/2/image?phrase=sunsett');
    expect(result.total).toBe(1);
    expect(result.queryCorrections).toEqual([
      { type: 'phrase', applied: false, original: 'sunsett', phrase: 'sunset' },
    ]);
  });

  it('searches the corrected phrase when the phrase as typed finds nothing', async () => {
    const result = await run('/search/2/image?phrase=beack');
    expect(result.queryCorrections).toEqual([
      { type: 'phrase', applied: true, original: 'beack', phrase: 'beach' },
    ]);
    expect(result.total).toBe(12);
    expect(result.assets.every((a) => a.title.startsWith('Beach picture'))).toBe(true);
    // The address stays as typed: "search instead" is this address plus suppressphrasecorrection.
    expect(result.searchParameters.phrase).toBe('beack');
  });

  it('corrects only the misspelt word of a longer phrase', async () => {
    const result = await run('/search/2/image?phrase=beack%20sand');
    expect(result.queryCorrections[0]).toMatchObject({ applied: true, phrase: 'beach sand' });
    expect(result.total).toBe(10);
  });

  it('corrects nothing under suppressphrasecorrection', async () => {
    const result = await run('/search/2/image?phrase=beack&suppressphrasecorrection=true');
    expect(result.total).toBe(0);
    expect(result.queryCorrections).toEqual([]);
    const suggested = await run('/search/2/image?phrase=sunsett&suppressphrasecorrection=true');
    expect(suggested.queryCorrections).toEqual([]);
  });

  it('leaves known words and other forms of known words alone', async () => {
    for (const phrase of ['beach', 'mountains', 'the sea']) {
      const result = await run(`/search/2/image?phrase=${encodeURIComponent(phrase)}`);
      expect(
        result.queryCorrections.filter((c) => c.type === 'phrase'),
        phrase,
      ).toEqual([]);
    }
  });

  it('looks up spellings only of words rare enough to be corrected (RARE_WORD_MAX_FREQUENCY)', async () => {
    const [rare, common, stop] = await lookUpWords(database.db, ['sunsett', 'sunset', 'the']);
    expect(rare).toMatchObject({ frequency: 1, stopWord: false });
    expect(rare!.candidates.map((c) => c.term)).toContain('sunset');
    // "sunset" has "sunsett" within a typing mistake too, but is too common to be replaced.
    expect(common).toMatchObject({ frequency: 10, stopWord: false, candidates: [] });
    expect(stop).toMatchObject({ stopWord: true, candidates: [] });
  });

  it('offers to narrow to the person a phrase nearly names', async () => {
    const result = await run('/search/2/image?phrase=anka%20eskumarch');
    expect(result.queryCorrections).toContainEqual({
      type: 'people',
      name: 'Anka Eskumarsh',
      slug: 'anka-eskumarsh',
      phrase: 'Anka Eskumarsh',
    });
    // The narrowed search finds exactly her pictures.
    const narrowed = await run('/search/2/image?phrase=Anka%20Eskumarsh&specificpeople=anka-eskumarsh');
    expect(narrowed.total).toBe(3);
    expect(narrowed.queryCorrections.filter((c) => c.type === 'people')).toEqual([]);
  });

  it('keeps the rest of the phrase when narrowing to a person', async () => {
    const result = await run('/search/2/image?phrase=premiere%20anka%20eskumarsh');
    expect(result.queryCorrections).toContainEqual(
      expect.objectContaining({ type: 'people', slug: 'anka-eskumarsh', phrase: 'premiere Anka Eskumarsh' }),
    );
  });

  it('offers no people correction under suppresspeoplecorrection, or where the people filter is not offered', async () => {
    const suppressed = await run('/search/2/image?phrase=anka%20eskumarsh&suppresspeoplecorrection=true');
    expect(suppressed.queryCorrections.filter((c) => c.type === 'people')).toEqual([]);
    const creative = await run('/search/2/image?phrase=anka%20eskumarsh&family=creative');
    expect(creative.queryCorrections.filter((c) => c.type === 'people')).toEqual([]);
  });

  it('offers the other family when it has far more matches', async () => {
    const result = await run('/search/2/image?phrase=premiere&family=creative');
    expect(result.total).toBe(0);
    expect(result.queryCorrections).toContainEqual({ type: 'family', family: 'editorial' });
    const suppressed = await run(
      '/search/2/image?phrase=premiere&family=creative&suppressfamilycorrection=true',
    );
    expect(suppressed.queryCorrections).toEqual([]);
    // Both families in scope: nothing to switch to. Editorial already: creative has nothing.
    expect((await run('/search/2/image?phrase=premiere')).queryCorrections).toEqual([]);
    expect((await run('/search/2/image?phrase=premiere&family=editorial')).queryCorrections).toEqual([]);
  });

  it('lists the keywords the matches share, weighted by how specific they are, without the phrase’s own words', async () => {
    const result = await run('/search/2/image?phrase=beach');
    // sand 10×ln(41/10)=14.1, palm tree 8×ln(41/8)=13.1, sea 12×ln(41/15)=12.1, surfing 4×ln(41/4)=9.3,
    // beach umbrella 3×ln(41/3)=7.9; beach and beaches are the phrase's words; color image is everywhere.
    expect(result.relatedTerms).toEqual(['sand', 'palm tree', 'sea', 'surfing', 'beach umbrella']);
  });

  it('shows a few thumbnails of the first related searches, each a match of that search in the same scope', async () => {
    const result = await run('/search/2/image?phrase=beach');
    expect(result.relatedPreviews?.map((p) => p.term)).toEqual(['sand', 'palm tree', 'sea']);
    for (const preview of result.relatedPreviews ?? []) {
      expect(preview.assets.length).toBeGreaterThan(0);
      expect(preview.assets.length).toBeLessThanOrEqual(4);
      const ids = preview.assets.map((a) => a.id);
      const rows = await sql<{
        keywords: string[];
        asset_type: string;
      }>`select keywords, asset_type from assets
        where id = any(${ids}::int[])`.execute(database.db);
      for (const row of rows.rows) {
        expect(row.keywords).toContain(preview.term);
        expect(row.asset_type).toBe('image');
      }
    }
    const film = await run('/search/2/film?phrase=beach');
    expect(film.relatedTerms).toEqual([]);
    expect(film.relatedPreviews).toEqual([]);
  });

  it('gives the same previews when the page asks for them after its results', async () => {
    const address = '/search/2/image?phrase=beach';
    const inline = await run(address);
    const params = parseSearchUrl(address, 'premium');
    const apart = await search(database.db, 'premium', params, { previews: false });
    expect(apart.relatedPreviews).toBeUndefined();
    expect(apart.relatedTerms).toEqual(inline.relatedTerms);
    const previews = await relatedPreviews(database.db, 'premium', params, apart.relatedTerms);
    expect(previews).toEqual(inline.relatedPreviews);
    // Only the first three are previewed; a term that finds nothing has none.
    expect(
      (await relatedPreviews(database.db, 'premium', params, ['no such keyword', 'sea'])).map((p) => p.term),
    ).toEqual(['sea']);
  });

  it('puts the terms of an asset inserted later into the dictionary, and takes them out when it is withdrawn', async () => {
    const before = await run('/search/2/image?phrase=lighthuose');
    expect(before.total).toBe(0);
    expect(before.queryCorrections).toEqual([]);
    const ids = await insert(
      database.db,
      times(4, () => ({
        keywords: ['lighthouse', 'zanzibar coast', 'color image'],
        people: ['Ola Brimvane'],
      })),
    );
    const terms = await sql<{ kind: string; term: string; frequency: number }>`select kind, term, frequency
      from search_terms where term in ('lighthouse', 'zanzibar coast', 'zanzibar', 'coast', 'ola brimvane')
      order by kind, term`.execute(database.db);
    expect(terms.rows).toEqual([
      { kind: 'keyword', term: 'lighthouse', frequency: 4 },
      { kind: 'keyword', term: 'zanzibar coast', frequency: 4 },
      { kind: 'person', term: 'ola brimvane', frequency: 4 },
      { kind: 'word', term: 'coast', frequency: 4 },
      { kind: 'word', term: 'lighthouse', frequency: 4 },
      { kind: 'word', term: 'zanzibar', frequency: 4 },
    ]);
    const after = await run('/search/2/image?phrase=lighthuose');
    expect(after.queryCorrections).toEqual([
      { type: 'phrase', applied: true, original: 'lighthuose', phrase: 'lighthouse' },
    ]);
    expect(after.total).toBe(4);

    await sql`update assets set withdrawn_at = now() where id = any(${ids}::int[])`.execute(database.db);
    const gone = await sql`select 1 from search_terms where term in ('lighthouse', 'ola brimvane')`.execute(
      database.db,
    );
    expect(gone.rows).toEqual([]);
    expect((await run('/search/2/image?phrase=lighthuose')).queryCorrections).toEqual([]);
  });

  it('answers odd phrases without failing', async () => {
    for (const phrase of [
      '"',
      '-',
      '- or -',
      '""beack""',
      'a'.repeat(400),
      '%_\\',
      '🙂 beack',
      'OR or AND',
    ]) {
      const result = await run(`/search/2/image?phrase=${encodeURIComponent(phrase)}`);
      expect(Array.isArray(result.queryCorrections), phrase).toBe(true);
    }
  });
});
