import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEFAULT_COLLECTION } from './import';

/** The command line of `npm run import -- <folder> [--site …] [--family …] [--licence …] [--collection …]`. */

export const USAGE = `Usage: npm run import -- <folder> [--site both|premium|subscription]
       [--family creative|editorial] [--licence rf|rm|rr] [--collection NAME] [--concurrency N]`;

const schema = z.object({
  folder: z.string({ error: 'name the folder to import' }).min(1, 'name the folder to import'),
  site: z.enum(['both', 'premium', 'subscription'], { error: '--site is both, premium or subscription' }),
  family: z.enum(['creative', 'editorial'], { error: '--family is creative or editorial' }),
  licence: z.enum(['rf', 'rm', 'rr'], { error: '--licence is rf, rm or rr' }),
  collection: z
    .string()
    .trim()
    .min(1, '--collection needs a name')
    .max(100, '--collection is at most 100 characters'),
  concurrency: z.coerce.number({ error: '--concurrency is a number' }).int().min(1).max(16),
});

export type CliOptions = z.infer<typeof schema>;

export class UsageError extends Error {}

export function parseImportArgs(args: readonly string[]): CliOptions {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        site: { type: 'string', default: 'both' },
        family: { type: 'string', default: 'creative' },
        licence: { type: 'string', default: 'rf' },
        license: { type: 'string' },
        collection: { type: 'string', default: DEFAULT_COLLECTION },
        concurrency: { type: 'string', default: '3' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.positionals.length > 1) {
    throw new UsageError(`Import one folder at a time (got ${parsed.positionals.length}).\n${USAGE}`);
  }
  const v = parsed.values;
  const result = schema.safeParse({
    folder: parsed.positionals[0],
    site: v.site,
    family: v.family,
    licence: v.license ?? v.licence,
    collection: v.collection,
    concurrency: v.concurrency,
  });
  if (!result.success) throw new UsageError(`${result.error.issues[0]?.message}\n${USAGE}`);
  return result.data;
}
