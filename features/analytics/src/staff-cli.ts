/**
 * `npm run staff -- add <email>` (also `remove <email>`, `list`): who may open the operator's
 * view at /operator. Uses the same DATABASE_URL / DATA_DIR as `npm start`.
 */
import path from 'node:path';
import { ConfigError, openDatabase, parseConfig } from '@lightbox/platform';
import { grantStaff, listStaff, revokeStaff } from './staff';

const USAGE = 'Usage: npm run staff -- add <email> | remove <email> | list';

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (!(command === 'list' || ((command === 'add' || command === 'remove') && email?.includes('@')))) {
    console.error(USAGE);
    return 2;
  }
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    if (command === 'list') {
      const staff = await listStaff(database.db);
      console.log(staff.length > 0 ? staff.join('\n') : 'No staff yet.');
      return 0;
    }
    const change =
      command === 'add' ? await grantStaff(database.db, email!) : await revokeStaff(database.db, email!);
    if (!change.ok) {
      console.error(change.message);
      return 1;
    }
    console.log(command === 'add' ? `${change.email} is staff.` : `${change.email} is no longer staff.`);
    return 0;
  } catch (error) {
    // An unmigrated database (42P01: no such table) is a set-up mistake, not a crash.
    if ((error as { code?: string }).code === '42P01') {
      console.error(
        'The database has no analytics tables: start the server once (it migrates), then run this again.',
      );
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname)
  process.exitCode = await main(process.argv.slice(2));
