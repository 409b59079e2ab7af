import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedSigningKey } from '@lightbox/account';
import {
  MediaStore,
  RenderPool,
  RenderProcess,
  seedCatalogue,
  seedCuratedSets,
  splitRenderer,
  stopMasters,
} from '@lightbox/catalogue';
import { DEMO_PHOTOS_SOURCE, seedDemoPhotos } from '@lightbox/import';
import {
  type Config,
  ConfigError,
  createObjectStore,
  type Database,
  loadOrCreateSecret,
  openDatabase,
  parseConfig,
  publicOrigin,
  readSecret,
} from '@lightbox/platform';
import { loadShippedVocabulary } from '@lightbox/search';
import { trackRequests } from './activity';
import { createApp } from './app';
import { startBackgroundWork } from './background';
import { readClientManifest } from './build/manifest';
import { migrateAll } from './migrations';
import { startPageThreads } from './pages/page-threads';

/** `npm start`: migrate, seed on first start, serve both storefronts from one process. */
async function main() {
  const started = performance.now();
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const step = (text: string) => console.log(text);
  step(
    config.databaseUrl ? 'Connecting to PostgreSQL…' : `Opening the embedded database in ${config.dataDir}…`,
  );
  const database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    pgliteThread: config.pgliteThread,
    readThreads: config.readThreads,
  });
  const ran = await migrateAll(database.db);
  if (ran.length > 0) step(`Applied ${ran.length} migration${ran.length === 1 ? '' : 's'}`);
  const seeded = await seedCatalogue(database.db, {
    count: config.seedAssets,
    seed: config.seed,
    onProgress: seedProgress(step),
  });
  if (seeded.status === 'seeded') step(seeded.message);
  const photos = await seedDemoPhotos(
    database.db,
    new MediaStore(
      path.join(config.dataDir, 'media'),
      config.media?.kind === 's3' ? createObjectStore(config.media, config.dataDir) : undefined,
    ),
    fileURLToPath(new URL(`../../../${DEMO_PHOTOS_SOURCE}`, import.meta.url)),
    path.join(config.dataDir, 'demo-photos'),
  );
  if (photos && photos.added.length > 0) step(`Imported ${photos.added.length} demo photographs`);
  for (const failure of photos?.failed ?? [])
    step(`Demo photograph ${failure.name} skipped: ${failure.message}`);
  const curated = await seedCuratedSets(database.db);
  // The concept vocabulary for searches in other languages: files that changed since last time.
  const vocabulary = await loadShippedVocabulary(database.db);
  if (vocabulary.loaded.length > 0) step(`Loaded the search vocabulary of ${vocabulary.loaded.join(', ')}`);
  const manifest = await readClientManifest();
  const mediaDir = path.join(config.dataDir, 'media');
  const sessionSecret = config.sessionSecret ?? (await generatedSecret(config, database));
  // Visitors' pictures, contact sheets and the like are drawn in worker threads; the warm-up in
  // a process under `nice -n 19`, so it takes no CPU a search wants (README, Serving many visitors).
  const pool = new RenderPool();
  const niced = config.renderBackground === 'pool' ? undefined : new RenderProcess();
  const renderer = niced ? splitRenderer(pool, niced) : pool;
  const pageThreads = await startPageThreads(config.pageThreads);
  const app = await createApp({
    config,
    database,
    manifest,
    mediaDir,
    sessionSecret,
    renderer,
    ...(pageThreads && { pageThreads }),
  });
  // The warm-up and housekeeping wait for moments without visitors' requests.
  const activity = trackRequests(app.server);
  app.log.info({ migrations: ran, seeded, curated, photos: photos?.added.length ?? 0 }, 'database ready');

  await app.listen({ host: config.host, port: config.port });
  const port = (app.server.address() as { port: number }).port;
  const shown = config.publicPort === config.port ? port : config.publicPort;
  const background = startBackgroundWork({
    database,
    mediaDir,
    log: app.log,
    warmLimit: config.thumbnailWarmup,
    renderer,
    activity,
  });

  console.log(`Lightbox premium site: ${publicOrigin(config, 'premium', shown)}/`);
  console.log(`Lightbox subscription site: ${publicOrigin(config, 'subscription', shown)}/`);
  console.log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s (database: ${database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    background.stop();
    await app.close();
    await background.done;
    await stopMasters();
    await pool.close();
    await niced?.close();
    await pageThreads?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Without SESSION_SECRET: on PostgreSQL the key lives in the database, so processes with
 * different DATA_DIRs behind one balancer accept each other's CSRF tokens (a key already kept
 * under DATA_DIR becomes the shared one); the embedded database keeps it under DATA_DIR.
 */
async function generatedSecret(config: Config, database: Database): Promise<string> {
  const file = path.join(config.dataDir, 'session-secret');
  if (!config.databaseUrl) return loadOrCreateSecret(file);
  return sharedSigningKey(database.db, (await readSecret(file)) ?? randomBytes(32).toString('hex'));
}

/** Prints the first seed's progress about every tenth of the way (or every 5 s on a big catalogue). */
function seedProgress(step: (text: string) => void) {
  let shownAt = -1;
  let shownMs = 0;
  return ({ inserted, total, ms }: { inserted: number; total: number; ms: number }) => {
    if (shownAt < 0) step(`Seeding the demo catalogue: ${total.toLocaleString('en-US')} assets…`);
    const tenth = Math.floor((inserted * 10) / Math.max(total, 1));
    if (tenth === shownAt && ms - shownMs < 5000) return;
    shownAt = tenth;
    shownMs = ms;
    step(
      `  ${inserted.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} assets (${(ms / 1000).toFixed(1)} s)`,
    );
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
