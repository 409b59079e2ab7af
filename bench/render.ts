/**
 * Prints the catalogue's figures: generation rate, seeding time on PGlite (or on the server in
 * DATABASE_URL, which must be empty), and render time per derivative.
 *
 *   npm run bench:render -- [generateCount=1000000] [seedCounts=5000,100000]
 *
 * Numbers only, no assertions: timed checks do not belong in tests (DESIGN.md section 1).
 */

import {
  catalogueMigrationsDir,
  createContext,
  type DerivativeKind,
  type GeneratedAsset,
  generateAsset,
  generateCatalogue,
  renderDerivative,
  seedCatalogue,
} from '@lightbox/catalogue';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { searchMigrationsDir } from '@lightbox/search';

const generateCount = Number(process.argv[2] ?? 1_000_000);
const seedCounts = (process.argv[3] ?? '5000,100000').split(',').map(Number);

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (n=${s.length})`;
}

async function measureGeneration() {
  const started = performance.now();
  let n = 0;
  for (const batch of generateCatalogue({ seed: 42, count: generateCount })) n += batch.assets.length;
  const s = (performance.now() - started) / 1000;
  console.log(`generate: ${n} assets in ${s.toFixed(1)} s (${Math.round(n / s)} assets/s)`);
}

async function measureSeeding() {
  for (const count of seedCounts) {
    const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: 'memory' });
    await migrate(database.db, await loadMigrations([catalogueMigrationsDir, searchMigrationsDir]));
    const result = await seedCatalogue(database.db, { count, seed: 42 });
    console.log(`seed on ${database.kind}: ${result.message}`);
    await database.close();
  }
}

async function measureRendering() {
  const ctx = createContext(42);
  const stills: GeneratedAsset[] = [];
  const films: GeneratedAsset[] = [];
  for (let i = 0; stills.length < 40 || films.length < 6; i++) {
    const a = generateAsset(ctx, i);
    if (a.asset_type === 'image' && stills.length < 40) stills.push(a);
    else if (a.asset_type !== 'image' && films.length < 6) films.push(a);
  }
  const times = new Map<DerivativeKind, number[]>();
  const run = async (a: GeneratedAsset, kind: DerivativeKind) => {
    const r = await renderDerivative(a, kind);
    const list = times.get(kind) ?? [];
    list.push(r.ms);
    times.set(kind, list);
  };
  await run(stills[0]!, 'thumb'); // warm-up: fonts, grain tile
  times.clear();
  for (const a of stills) for (const kind of ['thumb', 'comp', 'original'] as const) await run(a, kind);
  for (const a of films) for (const kind of ['thumb', 'poster', 'preview'] as const) await run(a, kind);
  for (const [kind, ms] of times) console.log(`render ${kind}: ${stats(ms)}`);
}

await measureGeneration();
await measureSeeding();
await measureRendering();
