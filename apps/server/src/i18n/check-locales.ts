import { LOCALE_CODES } from '@lightbox/core';
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
