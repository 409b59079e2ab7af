/**
 * Prints how long a licensed clip's master takes to make (issue 18), per definition, for a
 * seeded catalogue's longest 4K clip, and the file's size: the wait a buyer sees on the
 * "preparing your clip" page the first time a clip is downloaded. Also how long the calling
 * thread (the server's, in production) was held meanwhile: the time its event loop was busy
 * (not waiting for events) and its delay (p99 and longest; on a loaded machine this includes
 * the time the thread waited for a core) while the master was made. `--in-thread` draws the frames on the calling thread, as
 * before masters had a worker thread of their own, for comparison in the same sitting.
 *
 *   npm run bench:clip-master -- [definitions=sd,hd,4k] [--in-thread]
 *
 * Numbers only, no assertions.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance as perf } from 'node:perf_hooks';
import {
  catalogueMigrationsDir,
  type FilmDefinition,
  fitLongEdge,
  type MasterSource,
  renderMaster,
  seedCatalogue,
  startMaster,
} from '@lightbox/catalogue';
import { SIZE_LONG_EDGE } from '@lightbox/core';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { searchMigrationsDir } from '@lightbox/search';
import { sql } from 'kysely';

const args = process.argv.slice(2);
const inThread = args.includes('--in-thread');
const definitions = (args.find((a) => !a.startsWith('--')) ?? 'sd,hd,4k').split(',') as FilmDefinition[];
const database = await openDatabase({ pgliteDir: 'memory' });
await migrate(database.db, await loadMigrations([catalogueMigrationsDir, searchMigrationsDir]));
await seedCatalogue(database.db, { count: 2000, seed: 42 });
const clip = (
  await sql<MasterSource & { id: number; duration_seconds: number }>`
    select id, scene, render_seed, duration_seconds, width, height, frame_rate from assets
    where asset_type = 'film' and film_definition = '4k' order by duration_seconds desc limit 1`.execute(
    database.db,
  )
).rows[0]!;
console.log(
  `clip ${clip.id}: ${clip.width}x${clip.height}, ${clip.duration_seconds.toFixed(1)} s at ${clip.frame_rate} fps; ` +
    `frames drawn ${inThread ? 'on this thread' : 'in a worker thread'}; load ${os.loadavg()[0]!.toFixed(1)}`,
);
const media = await mkdtemp(path.join(tmpdir(), 'lb-bench-master-'));
for (const definition of definitions) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const busyFrom = perf.eventLoopUtilization();
  const started = performance.now();
  let size: number;
  if (inThread) {
    const file = path.join(media, `${definition}.mp4`);
    const long = fitLongEdge(clip.width, clip.height, SIZE_LONG_EDGE[definition], true);
    await renderMaster(clip, long, file, { metadata: { title: 'bench' } });
    size = (await stat(file)).size;
  } else {
    const job = await startMaster(database.db, media, clip.id, definition, { title: 'bench' });
    size = (await job!.done).size;
  }
  const s = (performance.now() - started) / 1000;
  delay.disable();
  const busy = perf.eventLoopUtilization(busyFrom);
  console.log(
    `${definition}: ${s.toFixed(1)} s to make (${(clip.duration_seconds / s).toFixed(2)}× real time), ` +
      `${(size / 1e6).toFixed(1)} MB; this thread busy ${(busy.active / 1000).toFixed(1)} s (${(busy.utilization * 100).toFixed(0)} %), its event loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, ` +
      `longest ${(delay.max / 1e6).toFixed(0)} ms; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
await rm(media, { recursive: true, force: true });
await database.close();
