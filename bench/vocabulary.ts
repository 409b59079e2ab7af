import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import type { LocaleCode } from '@lightbox/core';
import { parseSearchUrl } from '@lightbox/core/search';
import { marketingMigrationsDir } from '@lightbox/marketing';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { loadShippedVocabulary, search, searchMigrationsDir } from '@lightbox/search';
import { RELEVANCE_LOCALES, RELEVANCE_QUERIES } from './vocabulary-queries';

/**
 * npm run bench:vocabulary -- [asset count]
 * The relevance check of searches in other languages (issue #21): for each query of
 * vocabulary-queries.ts, the translated form searched on its locale must return at least
 * REQUIRED_SHARE of the English query's first 60 results. Prints per locale the queries that
 * pass and the mean share. Seeds a generated catalogue (PGlite in memory, or DATABASE_URL) and
 * loads the shipped vocabulary (features/search/vocabulary, or BENCH_VOCABULARY_DIR).
 */
const count = Number(process.argv[2] ?? 10_000);
const REQUIRED_SHARE = 0.8;

const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: 'memory' });
await migrate(
  database.db,
  await loadMigrations([catalogueMigrationsDir, searchMigrationsDir, marketingMigrationsDir]),
);
await seedCatalogue(database.db, { count, seed: 42 });
// BENCH_VOCABULARY_DIR: score a folder of vocabulary files (an operator's draft) instead.
const vocabulary = await loadShippedVocabulary(database.db, process.env.BENCH_VOCABULARY_DIR);
const shipped = [...vocabulary.loaded, ...vocabulary.unchanged];
console.log(`${count} assets on ${database.kind}; vocabulary shipped for: ${shipped.join(' ') || 'none'}`);

const firstPage = async (phrase: string, locale: LocaleCode) => {
  const params = parseSearchUrl(`/search/2/image?phrase=${encodeURIComponent(phrase)}`, 'premium');
  const result = await search(database.read, 'premium', params, { locale, facets: false, previews: false });
  return result.assets.map((a) => a.id);
};

console.log(
  `\n${'locale'.padEnd(7)} ${'passed'.padStart(7)} ${'of'.padStart(4)} ${'mean share'.padStart(11)}  failing (share)`,
);
for (const locale of RELEVANCE_LOCALES) {
  let passed = 0;
  let judged = 0;
  let shares = 0;
  const failing: string[] = [];
  for (const [english, translated] of RELEVANCE_QUERIES) {
    const expected = await firstPage(english, 'en-us');
    if (expected.length === 0) continue; // nothing to find in this catalogue
    const found = new Set(await firstPage(translated[locale], locale));
    const share = expected.filter((id) => found.has(id)).length / expected.length;
    judged++;
    shares += share;
    if (share >= REQUIRED_SHARE) passed++;
    else failing.push(`${translated[locale]} (${share.toFixed(2)})`);
  }
  const mean = judged === 0 ? 0 : shares / judged;
  console.log(
    `${locale.padEnd(7)} ${String(passed).padStart(7)} ${String(judged).padStart(4)} ${`${(mean * 100).toFixed(1)}%`.padStart(11)}  ${failing.slice(0, 6).join(', ')}${failing.length > 6 ? ', …' : ''}`,
  );
}
await database.close();
