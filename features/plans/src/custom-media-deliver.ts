import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, openDatabase, parseConfig } from '@lightbox/platform';
import { deliver } from './custom-media';
import { plansDb } from './repository/db';

/**
 * `npm run plans:deliver -- --brief <id> --asset <id>[,<id>…]`: the operator delivers assets
 * against a custom media brief (README "Plans"). The server's database must be migrated (it is
 * once the server has started). Exit 2 on bad arguments or settings, 1 when the delivery is
 * refused, 0 when delivered.
 */
const ID = /^[1-9]\d{0,9}$/;

export function parseDeliverArgs(
  argv: string[],
): { briefId: number; assetIds: number[] } | { error: string } {
  let values: { brief?: string; asset?: string };
  try {
    values = parseArgs({
      args: argv,
      options: { brief: { type: 'string' }, asset: { type: 'string' } },
    }).values;
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (!values.brief || !ID.test(values.brief)) return { error: 'Give the brief: --brief <id>.' };
  const assets = (values.asset ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (assets.length === 0 || !assets.every((a) => ID.test(a)))
    return { error: 'Give the assets: --asset <id>[,<id>…] (whole numbers).' };
  return { briefId: Number(values.brief), assetIds: assets.map(Number) };
}

async function main() {
  const args = parseDeliverArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
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
    const result = await deliver(plansDb(database.db), args.briefId, args.assetIds, new Date()).catch(
      (error: unknown) => {
        // An unmigrated database (42P01: no such table) is a set-up mistake, not a crash.
        if ((error as { code?: string }).code === '42P01')
          return {
            ok: false as const,
            message:
              'The database has no plans tables: start the server once (it migrates), then run this again.',
          };
        throw error;
      },
    );
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.log(
      `Delivered ${result.delivered} asset(s) on brief ${args.briefId}; downloadable until ${result.downloadBy.toISOString()}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname)
  process.exitCode = await main();
