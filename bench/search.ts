import {
  catalogueMigrationsDir,
  layoutSearchTable,
  searchLayoutDrift,
  seedCatalogue,
} from '@lightbox/catalogue';
import type { LocaleCode } from '@lightbox/core';
import { parseSearchUrl } from '@lightbox/core/search';
import { marketingMigrationsDir } from '@lightbox/marketing';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import {
  importVocabulary,
  loadShippedVocabulary,
  relatedPreviews,
  search,
  searchMigrationsDir,
} from '@lightbox/search';
import { sql } from 'kysely';
import { FIXTURE_VOCABULARY } from '../features/search/src/vocabulary/testing/fixture';
import { printTable } from './stats';
import { RELEVANCE_QUERIES } from './vocabulary-queries';

/**
 * npm run bench:search -- <count>
 * Seeds <count> generated assets (PGlite in memory, PGlite in BENCH_PGLITE_DIR, or the server
 * in DATABASE_URL) and prints median and p95 latency of the storefront search over a mixed
 * query set. A database that already holds exactly <count> assets is reused, so a 1M run on
 * PostgreSQL seeds once.
 */
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1000) {
  console.error('usage: npm run bench:search -- <asset count, at least 1000>');
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** BENCH_ONLY=<regular expression>: measure only the query classes whose names match. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  pgliteDir: process.env.BENCH_PGLITE_DIR ?? 'memory',
});
await migrate(
  database.db,
  await loadMigrations([catalogueMigrationsDir, searchMigrationsDir, marketingMigrationsDir]),
);
let t0 = performance.now();
const seeded = await seedCatalogue(database.db, { count, seed: 42 });
if (seeded.status === 'skipped' && seeded.existing !== count) {
  console.error(`the database holds ${seeded.existing} assets, not ${count}: use an empty one`);
  process.exit(2);
}
if (database.kind === 'postgres') await sql`analyze`.execute(database.db);
// A reused database may have been written since its layout (or migrated to one): lay it out as
// a maintenance run would.
const drift = await searchLayoutDrift(database.db);
if (drift.unordered > 0.1 * drift.rows) {
  t0 = performance.now();
  await layoutSearchTable(database.db);
  console.log(`laid the search table out in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(
  seeded.status === 'seeded'
    ? `seeded ${count} assets on ${database.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`
    : `reusing ${count} assets on ${database.kind}`,
);

// Searches in other languages go through the concept vocabulary (issue #21): the shipped one,
// or, before its files exist, the tests' small fixture, so the look-ups are measured anyway.
const vocabulary = await loadShippedVocabulary(database.db);
if (vocabulary.loaded.length + vocabulary.unchanged.length === 0) {
  for (const [locale, terms] of Object.entries(FIXTURE_VOCABULARY)) {
    await importVocabulary(database.db, locale as LocaleCode, terms, 'operator');
  }
  console.log('no shipped search vocabulary: the test fixture (de, ja, th) stands in');
}
const inLocale = (locale: 'de' | 'fr' | 'ja') => RELEVANCE_QUERIES.map(([, t]) => t[locale]);
const german = inLocale('de');
const french = inLocale('fr');
const japanese = inLocale('ja');

// Phrases from the term dictionary (keywords by the live assets carrying them). Counting them
// over assets.keywords instead read the whole wide table, which pushed the search table out of
// the cache just before the first query class.
const terms = await sql<{ k: string; n: number }>`select label as k, frequency as n from search_terms
  where kind = 'keyword' order by frequency desc, term`.execute(database.db);
const common = terms.rows.slice(0, 10).map((r) => r.k);
const rare = terms.rows
  .filter((r) => r.n >= 2 && r.n <= 10)
  .slice(0, 10)
  .map((r) => r.k);
const mid = terms.rows.slice(50, 60).map((r) => r.k);

type Q = Record<string, string>;
const classes: Record<string, (i: number) => Q> = {
  'browse (no phrase)': (i) => ({ assettype: i % 2 ? 'image' : 'film' }),
  'browse + 1 filter': (i) => ({ orientations: i % 2 ? 'horizontal' : 'vertical' }),
  'common term': (i) => ({ phrase: common[i % common.length]! }),
  'rare term': (i) => ({ phrase: rare[i % rare.length]! }),
  'two terms': (i) => ({ phrase: `${common[i % common.length]} ${mid[i % mid.length]}` }),
  'term + 2 filters': (i) => ({
    phrase: common[i % common.length]!,
    family: 'creative',
    mediatype: 'photography',
  }),
  'term + 4 filters': (i) => ({
    phrase: mid[i % mid.length]!,
    family: 'creative',
    orientations: 'horizontal',
    numberofpeople: 'one',
    license: 'rf',
  }),
  'sort newest': (i) => ({ phrase: mid[i % mid.length]!, sortorder: 'newest' }),
  'sort oldest': (i) => ({ phrase: common[i % common.length]!, sortorder: 'oldest' }),
  'sort mostpopular': (i) => ({ phrase: common[i % common.length]!, sortorder: 'mostpopular' }),
  'deep page (20)': (i) => ({ phrase: common[i % common.length]!, page: '20' }),
  'film + term': (i) => ({ assettype: 'film', phrase: common[i % common.length]! }),
  'editorial + term': (i) => ({ family: 'editorial', phrase: mid[i % mid.length]! }),
  // Each phrase's vocabulary look-up is kept a minute; the measured rounds meet each phrase
  // for the first time, so its look-up is part of the figure.
  'German phrase (de)': (i) => ({ phrase: german[i % german.length]!, locale: 'de' }),
  'French phrase (fr)': (i) => ({ phrase: french[i % french.length]!, locale: 'fr' }),
  'Japanese phrase (ja)': (i) => ({ phrase: japanese[i % japanese.length]!, locale: 'ja' }),
};

type Row = { name: string; samples: number[] };
/** Runs of each class that warm caches, untimed: all of them first, so no class meets a cold cache. */
const WARM_UP = 2;

async function measure(run: (q: Q) => Promise<unknown>, label: string): Promise<Row[]> {
  const rows: Row[] = [];
  const all: number[] = [];
  const measured = Object.entries(classes).filter(([name]) => !ONLY || ONLY.test(name));
  for (const [, make] of measured) for (let i = 0; i < WARM_UP; i++) await run(make(i));
  for (const [name, make] of measured) {
    const samples: number[] = [];
    for (let i = WARM_UP; i < ROUNDS + WARM_UP; i++) {
      const q = make(i);
      t0 = performance.now();
      await run(q);
      samples.push(performance.now() - t0);
    }
    rows.push({ name, samples });
    all.push(...samples);
  }
  rows.push({ name: `overall (${label})`, samples: all });
  return rows;
}

const paramsOf = (q: Q) => {
  const { assettype = 'image', locale: _locale, ...rest } = q;
  return parseSearchUrl(`/search/2/${assettype}?${new URLSearchParams(rest)}`, 'premium');
};
// As the search page asks: related previews come in a request of their own (measured below).
const storefront = (facets: boolean) => (q: Q) =>
  search(database.read, 'premium', paramsOf(q), {
    facets,
    previews: false,
    locale: (q.locale ?? 'en-us') as LocaleCode,
  });

/**
 * The search page's second request: previews of the first related searches of a search (its
 * related terms found beforehand, untimed).
 */
async function measurePreviews(): Promise<Row> {
  const samples: number[] = [];
  const phrases = [...common, ...mid];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const params = paramsOf({ phrase: phrases[i % phrases.length]! });
    const { relatedTerms } = await search(database.read, 'premium', params, { previews: false });
    t0 = performance.now();
    await relatedPreviews(database.read, 'premium', params, relatedTerms);
    if (i >= 2) samples.push(performance.now() - t0);
  }
  return { name: 'related previews (second request)', samples };
}

/**
 * The naive engine DESIGN.md section 8 measured: rank every match with ts_rank, count every
 * match, and count facets over every match, all on the wide assets table. Same phrases and
 * type; its other filters are left out, which only flatters it.
 */
const naive = (facets: boolean) => async (q: Q) => {
  const type = q.assettype ?? 'image';
  const tsq = q.phrase ? sql`websearch_to_tsquery('english', ${q.phrase})` : undefined;
  const where = tsq
    ? sql`withdrawn_at is null and asset_type = ${type} and document @@ ${tsq}`
    : sql`withdrawn_at is null and asset_type = ${type}`;
  const order = tsq ? sql`ts_rank(document, ${tsq}) desc, id desc` : sql`popularity desc, id desc`;
  const page = Number(q.page ?? 1);
  const work: Array<Promise<unknown>> = [
    sql`select id, title from assets where ${where} order by ${order} limit 60 offset ${(page - 1) * 60}`.execute(
      database.read,
    ),
    sql`select asset_type, count(*) from assets where withdrawn_at is null
      ${tsq ? sql`and document @@ ${tsq}` : sql``} group by asset_type`.execute(database.read),
  ];
  if (facets) {
    work.push(
      sql`select v, count(*) from assets, unnest(specific_people) v where ${where} group by v order by 2 desc limit 12`.execute(
        database.read,
      ),
      sql`select v, count(*) from assets, unnest(locations) v where ${where} group by v order by 2 desc limit 12`.execute(
        database.read,
      ),
      sql`select event_id, count(*) from assets where ${where} and event_id is not null group by event_id order by 2 desc limit 12`.execute(
        database.read,
      ),
    );
  }
  await Promise.all(work);
};

const facetSummary = (rows: Row[], name: string): Row => ({ name, samples: rows.at(-1)!.samples });
const withCounts = await measure(storefront(false), 'search with counts');
const withFacets = await measure(storefront(true), 'with facets');
console.log(`\nLightbox engine, ${count} assets, ${database.kind}, ${ROUNDS} runs per class`);
console.log('search with counts (results + per-type counts):');
printTable(withCounts);
console.log('\nsearch with counts and facets (what the search page asks for):');
printTable(withFacets);
if (!ONLY || ONLY.test('related previews')) {
  console.log('\nrelated previews, asked by the search page once its results are shown:');
  printTable([await measurePreviews()]);
}
if (process.env.BENCH_NAIVE !== '0') {
  const naiveCounts = await measure(naive(false), 'naive search with counts');
  const naiveFacets = await measure(naive(true), 'naive with facets');
  console.log('\nnaive baseline, same run and queries (rank every match, count every match):');
  printTable([
    facetSummary(naiveCounts, 'naive: search with counts'),
    facetSummary(naiveFacets, 'naive: with facets'),
  ]);
}
await database.close();
