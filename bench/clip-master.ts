/**
 * Prints how long a licensed clip's master takes to make (issue 18), per definition, for a
 * seeded catalogue's longest 4K clip, and the file's size: the wait a buyer sees on the
 * "preparing your clip" page the first time a clip is downloaded.
 *
 *   npm run bench:clip-master -- [definitions=sd,hd,4k]
 *
 * Numbers only, no assertions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueMigrationsDir, type FilmDefinition, seedCatalogue, startMaster } from '@lightbox/catalogue';
import { loadMigrations, migrate, openDatabase } from '@lightbox/platform';
import { searchMigrationsDir } from '@lightbox/search';
import { sql } from 'kysely';

const definitions = (process.argv[2] ?? 'sd,hd,4k').split(',') as FilmDefinition[];
const database = await openDatabase({ pgliteDir: 'memory' });
await migrate(database.db, await loadMigrations([catalogueMigrationsDir, searchMigrationsDir]));
await seedCatalogue(database.db, { count: 2000, seed: 42 });
const clip = (
  await sql<{ id: number; duration_seconds: number; width: number; height: number; frame_rate: number }>`
    select id, duration_seconds, width, height, frame_rate from assets
    where asset_type = 'film' and film_definition = '4k' order by duration_seconds desc limit 1`.execute(
    database.db,
  )
).rows[0]!;
console.log(
  `clip ${clip.id}: ${clip.width}x${clip.height}, ${clip.duration_seconds.toFixed(1)} s at ${clip.frame_rate} fps`,
);
const media = await mkdtemp(path.join(tmpdir(), 'lb-bench-master-'));
for (const definition of definitions) {
  const started = performance.now();
  const job = await startMaster(database.db, media, clip.id, definition, { title: 'bench' });
  const file = await job!.done;
  const s = (performance.now() - started) / 1000;
  console.log(
    `${definition}: ${s.toFixed(1)} s to make (${(clip.duration_seconds / s).toFixed(2)}× real time), ` +
      `${(file.size / 1e6).toFixed(1)} MB`,
  );
}
await rm(media, { recursive: true, force: true });
await database.close();
