/**
 * The time the plans feature reads. The server uses the system clock; tests pass one they move,
 * so a year of renewals runs in seconds.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved (tests, the renewal demo). */
export function manualClock(start: Date) {
  let current = new Date(start.getTime());
  return {
    now: () => new Date(current.getTime()),
    set(to: Date) {
      current = new Date(to.getTime());
    },
    advanceDays(days: number) {
      current = new Date(current.getTime() + days * 86_400_000);
    },
  };
}
