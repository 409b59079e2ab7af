import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_SITE_NAME, MediaStore } from '@lightbox/catalogue';
import type { SiteId } from '@lightbox/core/search';
import { importFolder, parseImportArgs, terminalProgress, UsageError } from '@lightbox/import';
import { ConfigError, createObjectStore, openDatabase, parseConfig } from '@lightbox/platform';
import { migrateAll } from './migrations';

/**
 * `npm run import -- <folder> [--site …] [--family …] [--licence …] [--collection …]`: brings a
 * folder of pictures and clips into the catalogue (README "Importing your library"). With the
 * embedded database, stop the server first (one process holds it); with PostgreSQL the running
 * servers find each asset the moment its transaction commits.
 */
async function main() {
  const options = parseImportArgs(process.argv.slice(2));
  const folder = path.resolve(options.folder);
  const stat = await fs.stat(folder).catch(() => undefined);
  if (!stat?.isDirectory()) throw new UsageError(`${options.folder} is not a folder.`);
  const config = parseConfig(process.env);
  const remote = config.media?.kind === 's3' ? createObjectStore(config.media, config.dataDir) : undefined;
  const media = new MediaStore(path.join(config.dataDir, 'media'), remote);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const sites: SiteId[] = options.site === 'both' ? ['premium', 'subscription'] : [options.site];
  const progress = terminalProgress();
  const controller = new AbortController();
  // Ctrl-C: finish the files under way (each commits whole or not at all), then stop.
  process.once('SIGINT', () => {
    progress.done();
    console.error('Stopping after the files under way; run the same command again to continue.');
    controller.abort();
  });
  try {
    await migrateAll(database.db);
    console.log(`Importing ${folder} into ${remote ? remote.description : `folder ${media.root}`}…`);
    const result = await importFolder(database.db, media, folder, {
      sites,
      family: options.family,
      licence: options.licence,
      collection: options.collection,
      concurrency: options.concurrency,
      siteName: DEFAULT_SITE_NAME,
      signal: controller.signal,
      onProgress: (p) => progress.update(p),
    });
    progress.done();
    for (const failure of result.failed)
      console.error(`Skipped ${path.join(folder, failure.name)}: ${failure.message}`);
    for (const name of result.unsupported)
      console.error(`Skipped ${path.join(folder, name)}: not a format the importer reads`);
    console.log(
      `Added ${result.added.length} assets; ${result.already.length} were imported before; ` +
        `${result.failed.length + result.unsupported.length} skipped (${(result.ms / 1000).toFixed(1)} s).`,
    );
    if (controller.signal.aborted) process.exitCode = 130;
    else if (result.failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`import: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
