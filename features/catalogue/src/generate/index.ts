import { createContext, type GeneratedAsset, type GeneratorContext, generateAsset } from './assets';
import type { GeneratedEvent } from './events';

export type { GeneratedAsset, GeneratorContext } from './assets';
export { assetIdFor, createContext, generateAsset, NEAR_DUPLICATE_SHARE } from './assets';
export type { EventPlan, GeneratedEvent } from './events';
export { generateEvents } from './events';
export { mulberry32 } from './prng';

export const DEFAULT_BATCH_SIZE = 1000;

export interface GenerateOptions {
  seed: number;
  /** How many assets in total. */
  count: number;
  batchSize?: number;
}

export interface CatalogueBatch {
  /** Every event, in the first batch only (parents before children). */
  events: GeneratedEvent[];
  assets: GeneratedAsset[];
  /** Assets generated so far, this batch included. */
  done: number;
}

/**
 * Streams a deterministic demo catalogue. Asset i depends only on (seed, i), so the first
 * 5,000 assets of a 1,000,000-asset run are exactly the 5,000 of a small run, and only one
 * batch is held in memory at a time.
 */
export function* generateCatalogue(options: GenerateOptions): Generator<CatalogueBatch, void, undefined> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  if (!Number.isInteger(options.count) || options.count < 0)
    throw new Error('count must be a whole number ≥ 0');
  const ctx: GeneratorContext = createContext(options.seed);
  let events = ctx.events.map((e) => e.row);
  for (let start = 0; start < options.count || events.length > 0; start += batchSize) {
    const end = Math.min(options.count, start + batchSize);
    const assets: GeneratedAsset[] = [];
    for (let i = start; i < end; i++) assets.push(generateAsset(ctx, i));
    yield { events, assets, done: end };
    events = [];
    if (end >= options.count) return;
  }
}
