import { LOCALE_CODES } from '@lightbox/core';
import { isComplete, shippedVocabularyCoverage } from '@lightbox/search';
import type { MessageBundle } from '@lightbox/ui';
import { localeCoverage } from '@lightbox/ui/i18n/coverage';
import { featureMessageBundles } from './bundles';

/**
 * npm run check:locales: each shipped locale's coverage of the storefront's strings (core
 * set and every feature bundle); exits non-zero when any locale is under 100%.
 */
const coreBundle: MessageBundle = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, () => import(`../../../../packages/ui/src/i18n/messages/${code}.ts`)]),
);
const bundles: Record<string, MessageBundle> = { core: coreBundle, ...featureMessageBundles };

let failing = 0;
console.log(`${'locale'.padEnd(8)} ${'keys'.padStart(6)} ${'coverage'.padStart(9)}  problems`);
for (const locale of LOCALE_CODES) {
  let total = 0;
  let good = 0;
  const problems: string[] = [];
  for (const [name, bundle] of Object.entries(bundles)) {
    const source = (await bundle['en-us']!()).default;
    const load = bundle[locale];
    const target = load ? (await load()).default : {};
    const c = localeCoverage(source, target);
    total += c.total;
    good += Math.round(c.coverage * c.total);
    if (c.missing.length)
      problems.push(`${name}: ${c.missing.length} missing (${c.missing.slice(0, 3).join(', ')}…)`);
    if (c.placeholderMismatches.length)
      problems.push(`${name}: placeholders differ in ${c.placeholderMismatches.join(', ')}`);
  }
  const share = total === 0 ? 1 : good / total;
  if (share < 1) failing++;
  console.log(
    `${locale.padEnd(8)} ${String(total).padStart(6)} ${`${(share * 100).toFixed(1)}%`.padStart(9)}  ${problems.join('; ')}`,
  );
}
if (failing > 0) {
  console.error(`${failing} locale(s) below 100% coverage`);
  process.exit(1);
}
console.log(`all ${LOCALE_CODES.length} locales at 100%`);

// The search vocabulary (features/search/vocabulary): every concept of en-us with a term.
const vocabulary = await shippedVocabularyCoverage();
if (!vocabulary) {
  console.log('search vocabulary: no shipped files yet (searches in other languages read words as typed)');
} else {
  console.log(
    `\n${'locale'.padEnd(8)} ${'concepts'.padStart(9)} ${'coverage'.padStart(9)}  search vocabulary`,
  );
  for (const row of vocabulary) {
    const c = row.coverage;
    const share = c && c.total > 0 ? `${((c.covered / c.total) * 100).toFixed(1)}%` : '-';
    const note = row.problem ?? (c?.missing.length ? `missing ${c.missing.slice(0, 3).join(', ')}…` : '');
    console.log(
      `${row.locale.padEnd(8)} ${String(c?.covered ?? 0).padStart(9)} ${share.padStart(9)}  ${note}`,
    );
  }
  const incomplete = vocabulary.filter((row) => !isComplete(row)).length;
  if (incomplete > 0) {
    console.error(`${incomplete} locale(s) with an incomplete search vocabulary`);
    process.exit(1);
  }
  console.log(`search vocabulary complete in all ${vocabulary.length} locales`);
}
