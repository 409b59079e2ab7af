import {
  layoutSearchTable,
  MediaStore,
  type Renderer,
  searchLayoutDrift,
  type VisitorActivity,
  WARM_YIELD,
  warmDerivatives,
  whenQuiet,
  type YieldRule,
} from '@lightbox/catalogue';
import type { Database } from '@lightbox/platform';
import type { FastifyBaseLogger } from 'fastify';
import { FEATURES } from './features';

/** How many thumbnails one warm-up run prepares when THUMBNAIL_WARMUP is not set. */
const WARM_LIMIT = 20_000;
/** Let the first page views have the CPU before warming starts. */
const WARM_DELAY_MS = 3_000;
/**
 * The search table is put back in prior order after the warm-up when more than this share of
 * it was written since its last layout (the warm-up stores a hash and colour on each asset
 * it analyses), and never above LAYOUT_MAX_ROWS, where CLUSTER would hold searches too long
 * for an automatic step: there it is a maintenance job (README, Searching).
 */
const LAYOUT_DRIFT_SHARE = 0.1;
const LAYOUT_MAX_ROWS = 200_000;
/**
 * CLUSTER holds every search for its seconds, so it waits for the server to have had no request
 * for this long, however long that takes (no trickle): a quiet spell, not a gap between views.
 */
const LAYOUT_YIELD: YieldRule = { quietMs: 30_000, trickleMs: Number.POSITIVE_INFINITY };
/** How often features' housekeeping runs (expired sessions, tokens, search-by-image pictures). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Low-priority work after start: render thumbnails (and so dominant colour and dHash) for
 * the most popular assets, one at a time, then lay the search table out again; every hour,
 * delete expired sessions and tokens and pictures visitors searched with more than a day ago.
 * With `activity` each step waits for a quiet moment (no request running, none for a while),
 * so visitors' searches never queue behind it. Both stop at shutdown.
 */
export function startBackgroundWork(deps: {
  database: Database;
  mediaDir: string;
  log: FastifyBaseLogger;
  /** Thumbnails to warm (THUMBNAIL_WARMUP); 0 leaves them all to first requests. */
  warmLimit?: number | undefined;
  /** Where thumbnails are drawn (main.ts: the RenderPool, whose visitors' jobs go first). */
  renderer?: Renderer;
  /** Visitors' requests (activity.ts), to give way to. */
  activity?: VisitorActivity;
  /** Tests shorten the waits: the delay before warming, the warm-up's and the layout's rules. */
  warmDelayMs?: number;
  warmYield?: YieldRule;
  layoutYield?: YieldRule;
}) {
  const controller = new AbortController();
  const warmLimit = deps.warmLimit ?? WARM_LIMIT;
  const done = (async () => {
    await new Promise((r) => setTimeout(r, deps.warmDelayMs ?? WARM_DELAY_MS).unref());
    if (controller.signal.aborted || warmLimit === 0) return;
    const result = await warmDerivatives(deps.database.db, new MediaStore(deps.mediaDir), {
      limit: warmLimit,
      ...(deps.renderer ? { renderer: deps.renderer } : {}),
      ...(deps.activity ? { activity: deps.activity } : {}),
      yieldRule: deps.warmYield ?? WARM_YIELD,
      signal: controller.signal,
    });
    deps.log.info({ warm: result }, 'thumbnails warmed');
    if (controller.signal.aborted) return;
    const drift = await searchLayoutDrift(deps.database.db);
    if (drift.rows <= LAYOUT_MAX_ROWS && drift.unordered > LAYOUT_DRIFT_SHARE * drift.rows) {
      await whenQuiet(deps.activity, deps.layoutYield ?? LAYOUT_YIELD, controller.signal);
      if (controller.signal.aborted) return;
      await layoutSearchTable(deps.database.db);
      deps.log.info({ layout: drift }, 'search table put in prior order');
    }
  })().catch((error: unknown) => deps.log.error({ err: error }, 'background warm-up failed'));
  const purge = async () => {
    await whenQuiet(deps.activity, deps.warmYield ?? WARM_YIELD, controller.signal);
    if (controller.signal.aborted) return;
    await Promise.all(
      FEATURES.flatMap((feature) =>
        feature.housekeeping
          ? [
              feature
                .housekeeping(deps.database.db, { mediaDir: deps.mediaDir })
                .catch((error: unknown) =>
                  deps.log.error({ err: error }, `${feature.name} housekeeping failed`),
                ),
            ]
          : [],
      ),
    );
  };
  void purge();
  const purging = setInterval(purge, PURGE_INTERVAL_MS);
  purging.unref();
  return {
    stop: () => {
      controller.abort();
      clearInterval(purging);
    },
    done,
  };
}
