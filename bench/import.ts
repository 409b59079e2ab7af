import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogueMigrationsDir, MediaStore, seedCatalogue } from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import { DEMO_PHOTOS_SOURCE, importFolder, importMigrationsDir, stillRenditions } from '@lightbox/import';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { search, searchMigrationsDir } from '@lightbox/search';
import sharp from 'sharp';

/**
 * npm run bench:import -- [images] [catalogue size]
 * Issue #22's two figures:
 * 1. images per second for 12-megapixel JPEGs through thumbnail, comp, hash and colour
 *    (stillRenditions), at 1–4 files at a time, and through the whole import (hash of the
 *    file, metadata, renditions, store writes, one transaction each) on PGlite or DATABASE_URL;
 * 2. the time from an import's commit until search finds the asset, on a generated catalogue.
 * The JPEGs are the demo photographs (scripts/ensure-demo-photos.sh) enlarged to 4240×2832 with
 * grain added, so they cost what camera files cost to decode (about 4 MB each).
 */
const images = Number(process.argv[2] ?? 16);
const catalogue = Number(process.argv[3] ?? 20_000);
const WIDTH = 4240;
const HEIGHT = 2832;

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-bench-import-'));
const source = path.resolve(DEMO_PHOTOS_SOURCE);
const photos = (await fs.readdir(source)).filter((f) => /\.(png|jpg)$/.test(f)).sort();
if (photos.length === 0)
  throw new Error(`No photographs in ${source}: run bash scripts/ensure-demo-photos.sh`);

const folder = path.join(work, 'in');
await fs.mkdir(folder);
// One grain layer for every picture, kept raw: encoding 12-megapixel PNGs would dominate the set-up.
const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
const grain = await sharp({
  create: { ...raw, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
})
  .raw()
  .toBuffer();
let bytes = 0;
for (let i = 0; i < images; i++) {
  const photo = photos[i % photos.length]!;
  const file = path.join(folder, `IMG_${String(i).padStart(4, '0')}.jpg`);
  await sharp(path.join(source, photo))
    .toColourspace('srgb')
    .removeAlpha()
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .composite([{ input: grain, raw, blend: 'soft-light' }])
    .jpeg({ quality: 88 + (i % 6) })
    .toFile(file);
  bytes += (await fs.stat(file)).size;
}
/** CPU time (user + system, all threads) per image since `since`: unlike images/s, it hardly moves with the machine's load. */
function cpuPerImage(since: NodeJS.CpuUsage): string {
  const used = process.cpuUsage(since);
  return ((used.user + used.system) / 1000 / images).toFixed(1);
}

const files = (await fs.readdir(folder)).map((f) => path.join(folder, f));
console.log(
  `${images} JPEGs of ${((WIDTH * HEIGHT) / 1e6).toFixed(1)} MP, ${(bytes / images / 1e6).toFixed(1)} MB each; ` +
    `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} (a shared machine: figures vary)`,
);

console.log('\nthumbnail + comp + hash + colour (stillRenditions)');
console.log(
  `${'at once'.padStart(8)} ${'images/s'.padStart(9)} ${'ms/image'.padStart(9)} ${'CPU ms/image'.padStart(13)} ${'load'.padStart(5)}`,
);
for (const concurrency of [1, 2, 3, 4]) {
  const queue = [...files];
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let f = queue.shift(); f; f = queue.shift())
        await stillRenditions(f, { siteName: 'Lightbox', assetId: 123456789 });
    }),
  );
  const s = (performance.now() - started) / 1000;
  console.log(
    `${String(concurrency).padStart(8)} ${(files.length / s).toFixed(1).padStart(9)} ${((s * 1000) / files.length).toFixed(0).padStart(9)} ${cpuPerImage(cpu).padStart(13)} ${os.loadavg()[0]!.toFixed(1).padStart(5)}`,
  );
}

const database = await openDatabase({ url: process.env.DATABASE_URL, pgliteDir: 'memory' });
await migrate(
  database.db,
  await loadMigrations([catalogueMigrationsDir, searchMigrationsDir, importMigrationsDir]),
);
const seeded = await seedCatalogue(database.db, { count: catalogue, seed: 7 });
const media = new MediaStore(path.join(work, 'media'));
const options = {
  sites: ['premium', 'subscription'] as const,
  family: 'creative',
  licence: 'rf',
  collection: 'Bench',
} as const;
const wholeCpu = process.cpuUsage();
const whole = await importFolder(database.db, media, folder, { ...options, sites: [...options.sites] });
if (whole.failed.length > 0) throw new Error(`import failed: ${JSON.stringify(whole.failed[0])}`);
console.log(
  `\nwhole import (file hash, metadata, renditions, store, one transaction each) on ${database.kind}, ` +
    `${seeded.inserted || seeded.existing} generated assets beside: ${(whole.added.length / (whole.ms / 1000)).toFixed(1)} images/s, ` +
    `${cpuPerImage(wholeCpu)} ms CPU an image (this process; with DATABASE_URL the server's is not counted), load average ${os.loadavg()[0]!.toFixed(1)}`,
);

// Commit → found: each run imports one new file, then searches for its unique word until found.
const latencies: number[] = [];
for (let i = 0; i < 10; i++) {
  const one = path.join(work, `one-${i}`);
  await fs.mkdir(one);
  const word = `zebrafinch${String.fromCharCode(97 + i)}`;
  await sharp(path.join(source, photos[i % photos.length]!))
    .jpeg({ quality: 80 + i })
    .toFile(path.join(one, `${word}.jpg`));
  const result = await importFolder(database.db, media, one, { ...options, sites: [...options.sites] });
  const committed = performance.now();
  const id = result.added[0]?.assetId;
  const params = parseSearchUrl(`/search/2/image?phrase=${word}`, 'premium');
  for (let tries = 0; tries < 1000; tries++) {
    const found = await search(database.read, 'premium', params, { facets: false, previews: false });
    if (found.assets.some((a) => a.id === id)) break;
  }
  latencies.push(performance.now() - committed);
}
latencies.sort((a, b) => a - b);
console.log(
  `commit → found by search: median ${latencies[5]!.toFixed(1)} ms, max ${latencies[9]!.toFixed(1)} ms (10 imports; goal ≤ 1000 ms)`,
);

await database.close();
await fs.rm(work, { recursive: true, force: true });
