/**
 * How recently the database must have answered a statement for a health check to answer at once:
 * a database that answered under a second ago is up, and a check that waited its turn behind
 * searches (PGlite's one session, a saturated pool) would only measure the queue.
 */
export const RECENT_ANSWER_MS = 1000;

/** When a database last answered a statement (an error from the database counts: it answered). */
export class SignsOfLife {
  private last = Number.NEGATIVE_INFINITY;

  seen(now = performance.now()): void {
    this.last = now;
  }

  /** The database stopped: the next check asks it. */
  forget(): void {
    this.last = Number.NEGATIVE_INFINITY;
  }

  recent(now = performance.now()): boolean {
    return now - this.last < RECENT_ANSWER_MS;
  }
}

/** A health check: at once after a recent answer, else the database's own ping. */
export function pingUnlessRecent(signs: SignsOfLife, ping: () => Promise<void>): () => Promise<void> {
  return async () => {
    if (signs.recent()) return;
    await ping();
    signs.seen();
  };
}
