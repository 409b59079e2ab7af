import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import { marketingMigrationsDir } from '@lightbox/marketing';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { search } from '@lightbox/search';
import { sql } from 'kysely';
import { printTable } from './stats';

/**
 * npm run bench:search -- <count>
 * Seeds <count> generated assets into a fresh database (PGlite in memory, or the server in
 * DATABASE_URL, which must be an empty database) and prints median and p95 latency of the
 * storefront search over a mixed query set.
 */
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1000) {
  console.error('usage: npm run bench:search -- <asset count, at least 1000>');
  process.exit(2);
}
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: 'memory' });
await migrate(database.db, await loadMigrations([catalogueMigrationsDir, marketingMigrationsDir]));
let t0 = performance.now();
await seedCatalogue(database.db, { count, seed: 42 });
if (database.kind === 'postgres') await sql`analyze assets`.execute(database.db);
console.log(
  `seeded ${count} assets on ${database.kind} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const terms = await sql<{ k: string; n: number }>`select k, count(*)::int as n from assets, unnest(keywords) k
  group by k order by n desc`.execute(database.db);
const common = terms.rows.slice(0, 10).map((r) => r.k);
const rare = terms.rows
  .filter((r) => r.n >= 2 && r.n <= 10)
  .slice(0, 10)
  .map((r) => r.k);
const mid = terms.rows.slice(50, 60).map((r) => r.k);

type Q = Record<string, string>;
const classes: Record<string, (i: number) => Q> = {
  'browse (no phrase)': (i) => ({ assettype: i % 2 ? 'image' : 'film' }),
  'common term': (i) => ({ phrase: common[i % common.length]! }),
  'rare term': (i) => ({ phrase: rare[i % rare.length]! }),
  'two terms': (i) => ({ phrase: `${common[i % common.length]} ${mid[i % mid.length]}` }),
  'term + 2 filters': (i) => ({
    phrase: common[i % common.length]!,
    family: 'creative',
    mediatype: 'photography',
  }),
  'sort newest': (i) => ({ phrase: mid[i % mid.length]!, sortorder: 'newest' }),
  'sort mostpopular': (i) => ({ phrase: common[i % common.length]!, sortorder: 'mostpopular' }),
  'deep page (20)': (i) => ({ phrase: common[i % common.length]!, page: '20' }),
  'film + term': (i) => ({ assettype: 'film', phrase: common[i % common.length]! }),
};

const results: Array<{ name: string; samples: number[] }> = [];
const all: number[] = [];
for (const [name, make] of Object.entries(classes)) {
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS + 2; i++) {
    const { assettype = 'image', ...rest } = make(i);
    const params = parseSearchUrl(`/search/2/${assettype}?${new URLSearchParams(rest)}`, 'premium');
    t0 = performance.now();
    await search(database.read, 'premium', params);
    const ms = performance.now() - t0;
    if (i >= 2) samples.push(ms); // the first runs warm caches
  }
  results.push({ name, samples });
  all.push(...samples);
}
results.push({ name: 'overall', samples: all });
console.log(`search with counts, ${count} assets, ${database.kind}, ${ROUNDS} runs per class`);
printTable(results);
await database.close();
