import { setTimeout as sleep } from 'node:timers/promises';

/**
 * When background work may take a turn. Visitors' requests come first: a piece of background
 * work (one warm-up thumbnail, a batch of its writes) starts only when no request is running
 * and none has for `quietMs`, so on an idle server it runs back to back and under load it
 * waits. Under endless load it does not stop outright: after `trickleMs` of waiting it takes
 * one turn anyway, a slow trickle that keeps a busy server's warm-up moving (visitors' own
 * views draw what they look at meanwhile). `trickleMs: Infinity` waits for quiet however long.
 */

/** What the server knows of its visitors' requests (apps/server activity.ts). */
export interface VisitorActivity {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /** When the last request ended, on `performance.now()`'s clock (0, the process's start, when none has). */
  lastEndedAt(): number;
}

export interface YieldRule {
  /** How long the server must have been free of requests. */
  quietMs: number;
  /** Longest wait for quiet before one turn is taken anyway. */
  trickleMs: number;
}

/** Long enough to fall between a page's own requests, short enough to fill the gaps between views. */
export const WARM_QUIET_MS = 250;
/**
 * Under endless load the warm-up draws one thumbnail every this often. Every 5 s cost a quiet
 * bench:load a quarter of saturated search on PGlite (36.5 → 28 req/s): a turn is a thumbnail,
 * its analysis and a database write, sometimes a clip's frame through ffmpeg.
 */
export const WARM_TRICKLE_MS = 60_000;
export const WARM_YIELD: YieldRule = { quietMs: WARM_QUIET_MS, trickleMs: WARM_TRICKLE_MS };

/**
 * Milliseconds to wait before looking again; 0 means the turn may start now. `waitedMs` is how
 * long this turn has already waited.
 */
export function turnWaitMs(
  activity: VisitorActivity,
  rule: YieldRule,
  now: number,
  waitedMs: number,
): number {
  if (waitedMs >= rule.trickleMs) return 0;
  const untilTrickle = rule.trickleMs - waitedMs;
  if (activity.inFlight() > 0) return Math.min(rule.quietMs, untilTrickle);
  const quietFor = now - activity.lastEndedAt();
  if (quietFor >= rule.quietMs) return 0;
  return Math.min(rule.quietMs - quietFor, untilTrickle);
}

/**
 * Resolves when the rule lets a turn start (at once without `activity`), or when `signal`
 * aborts. Answers whether the turn came from quiet (false: the trickle or a stop).
 */
export async function whenQuiet(
  activity: VisitorActivity | undefined,
  rule: YieldRule,
  signal?: AbortSignal,
): Promise<boolean> {
  if (!activity) return true;
  const started = performance.now();
  for (;;) {
    if (signal?.aborted) return false;
    const now = performance.now();
    const wait = turnWaitMs(activity, rule, now, now - started);
    if (wait <= 0) return now - started < rule.trickleMs;
    // Cheap polling: a timer every quietMs while visitors are served, none once quiet.
    await sleep(Math.max(1, Math.ceil(wait)), undefined, { signal, ref: false }).catch(() => undefined);
  }
}
