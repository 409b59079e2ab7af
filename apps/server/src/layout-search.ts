import path from 'node:path';
import { layoutSearchTable, searchLayoutDrift } from '@lightbox/catalogue';
import { ConfigError, openDatabase, parseConfig } from '@lightbox/platform';
import { migrateAll } from './migrations';

/**
 * `npm run search:layout`: puts the search table back in prior order (README, Searching). The
 * server does this itself after its warm-up up to 200,000 assets; a larger catalogue runs this
 * in a quiet hour, since the table is held for the duration (about a minute at a million).
 */
async function main() {
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
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateAll(database.db);
    const before = await searchLayoutDrift(database.db);
    const started = performance.now();
    await layoutSearchTable(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Laid out ${before.rows} search rows in ${seconds} s (${before.unordered} had been written since the last layout).`,
    );
  } finally {
    await database.close();
  }
}

await main();
