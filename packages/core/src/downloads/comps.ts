/**
 * Comps (spec §1, issue 18): a watermarked preview a signed-in visitor may download free of
 * charge and use for 30 days in layouts and mock-ups, never in a final work. Each download of a
 * comp starts its 30 days again.
 */
export const COMP_USABLE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The last moment a comp downloaded at `downloadedAt` may be used in layouts. */
export function compUsableUntil(downloadedAt: Date): Date {
  return new Date(downloadedAt.getTime() + COMP_USABLE_DAYS * DAY_MS);
}

export interface CompStatus {
  usable: boolean;
  until: Date;
  /** Whole days left, rounded up; 0 once it has expired. */
  daysLeft: number;
}

/** Whether a comp downloaded at `downloadedAt` may still be used at `now`. */
export function compStatus(downloadedAt: Date, now: Date): CompStatus {
  const until = compUsableUntil(downloadedAt);
  const left = until.getTime() - now.getTime();
  return { usable: left > 0, until, daysLeft: left > 0 ? Math.ceil(left / DAY_MS) : 0 };
}
