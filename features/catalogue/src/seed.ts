import type { Db } from '@lightbox/platform';
import { DEFAULT_BATCH_SIZE, generateCatalogue } from './generate/index';
import { analyzeCatalogue, countAssets, insertAssets, insertEvents } from './repository';

/**
 * Loads the generated demo catalogue, batch by batch, each batch in its own transaction.
 * Idempotent: a catalogue that already has assets is left alone.
 */

export interface SeedOptions {
  count: number;
  seed: number;
  batchSize?: number;
  onProgress?: (progress: { inserted: number; total: number; ms: number }) => void;
}

export interface SeedResult {
  status: 'seeded' | 'skipped';
  /** Assets inserted by this call. */
  inserted: number;
  events: number;
  /** Assets already present before the call. */
  existing: number;
  ms: number;
  message: string;
}

export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const existing = await countAssets(db);
  if (existing > 0) {
    return {
      status: 'skipped',
      inserted: 0,
      events: 0,
      existing,
      ms: performance.now() - started,
      message: `The catalogue already has ${existing} assets; nothing was seeded.`,
    };
  }
  let inserted = 0;
  let events = 0;
  for (const batch of generateCatalogue({
    seed: options.seed,
    count: options.count,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
  })) {
    if (batch.events.length > 0) {
      await db.transaction().execute((tx) => insertEvents(tx, batch.events));
      events += batch.events.length;
    }
    if (batch.assets.length > 0) {
      inserted += await db.transaction().execute((tx) => insertAssets(tx, batch.assets));
    }
    options.onProgress?.({ inserted, total: options.count, ms: performance.now() - started });
  }
  if (inserted > 0) await analyzeCatalogue(db);
  const ms = performance.now() - started;
  return {
    status: 'seeded',
    inserted,
    events,
    existing: 0,
    ms,
    message: `Seeded ${inserted} assets and ${events} events (seed ${options.seed}) in ${(ms / 1000).toFixed(1)} s.`,
  };
}
