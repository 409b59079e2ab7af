import type { SearchTrends } from '@lightbox/analytics';
import type { DownloadTrends } from '@lightbox/downloads';

/** The period every Visual GPS page looks at, against the same length before it. */
export const VISUAL_GPS_DAYS = 30;
/** Below these counts a page shows why there are no trends yet instead of noise. */
export const MIN_SEARCHES = 20;
export const MIN_DOWNLOADS = 5;
export const RISING_MAX = 8;
export const TOP_MAX = 10;

export interface PhraseTrend {
  phrase: string;
  searches: number;
  previous: number;
  /** Relative change against the period before; undefined for a phrase new in this period. */
  change: number | undefined;
}

export const changeOf = (now: number, before: number) => (before === 0 ? undefined : (now - before) / before);

export const phraseTrends = (t: SearchTrends): PhraseTrend[] =>
  t.phrases.map((p) => ({ ...p, change: changeOf(p.searches, p.previous) }));

/**
 * Rising searches: phrases searched more than in the period before, the newest and fastest
 * growing first (by absolute gain, so one extra search of a rare phrase does not lead).
 */
export function risingPhrases(t: SearchTrends): PhraseTrend[] {
  return phraseTrends(t)
    .filter((p) => p.searches > p.previous)
    .sort((a, b) => b.searches - b.previous - (a.searches - a.previous) || a.phrase.localeCompare(b.phrase))
    .slice(0, RISING_MAX);
}

/** The days of the period, oldest first, with zero for days without any. */
export function everyDay<T extends { day: string }>(
  rows: readonly T[],
  days: number,
  value: (row: T) => number,
  today: Date,
): Array<{ day: string; value: number }> {
  const byDay = new Map(rows.map((r) => [r.day, value(r)]));
  const out: Array<{ day: string; value: number }> = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const day = d.toISOString().slice(0, 10);
    out.push({ day, value: byDay.get(day) ?? 0 });
  }
  return out;
}

export interface VisualGpsData {
  searches: SearchTrends;
  downloads: DownloadTrends;
  enoughSearches: boolean;
  enoughDownloads: boolean;
}

export const judge = (searches: SearchTrends, downloads: DownloadTrends): VisualGpsData => ({
  searches,
  downloads,
  enoughSearches: searches.searches >= MIN_SEARCHES,
  enoughDownloads: downloads.downloads >= MIN_DOWNLOADS,
});
