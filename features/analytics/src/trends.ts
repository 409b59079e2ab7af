import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/**
 * Search trends for public pages (Visual GPS): what visitors of one site searched for, counted
 * from the stored 'Search Results Viewed' events of the last `days` days against the `days`
 * before. Only counts and phrases leave this module: never a visitor, user or country.
 */

export const TREND_PHRASES_MAX = 50;
/** A phrase searched by fewer visitors than this is not shown: one person's searches stay private. */
export const TREND_MIN_VISITORS = 2;

export interface SearchTrends {
  days: number;
  searches: number;
  previousSearches: number;
  perDay: Array<{ day: string; searches: number }>;
  /** Phrases by searches in the period, with the period before for comparison. */
  phrases: Array<{ phrase: string; searches: number; previous: number }>;
  /** Searches by media type searched (image, film, videotemplate). */
  mediaTypes: Array<{ type: string; searches: number }>;
}

export async function searchTrends(db: Db, site: string, days: number): Promise<SearchTrends> {
  const start = sql`(now() at time zone 'utc')::date - ${days - 1}::int`;
  const before = sql`(now() at time zone 'utc')::date - ${2 * days - 1}::int`;
  const searches = sql`site = ${site} and event_name = 'Search Results Viewed'`;
  const [totals, perDay, phrases, types] = await Promise.all([
    sql<{ current: number; previous: number }>`select
        count(*) filter (where day >= ${start})::int as current,
        count(*) filter (where day < ${start})::int as previous
      from analytics_events where ${searches} and day >= ${before}`.execute(db),
    sql<{ day: string; searches: number }>`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as searches
      from analytics_events where ${searches} and day >= ${start} group by day order by day`.execute(db),
    sql<{ phrase: string; searches: number; previous: number }>`select lower(properties->>'phrase') as phrase,
        count(*) filter (where day >= ${start})::int as searches,
        count(*) filter (where day < ${start})::int as previous
      from analytics_events
      where ${searches} and day >= ${before} and coalesce(properties->>'phrase', '') <> ''
      group by 1
      having count(distinct coalesce(visitor_id, user_id::text, id::text))
        filter (where day >= ${start}) >= ${TREND_MIN_VISITORS}
      order by 2 desc, 1 limit ${TREND_PHRASES_MAX}`.execute(db),
    sql<{
      type: string;
      searches: number;
    }>`select coalesce(properties->>'creative_assets_type', 'image') as type,
        count(*)::int as searches
      from analytics_events where ${searches} and day >= ${start} group by 1 order by 2 desc, 1`.execute(db),
  ]);
  return {
    days,
    searches: totals.rows[0]?.current ?? 0,
    previousSearches: totals.rows[0]?.previous ?? 0,
    perDay: perDay.rows,
    phrases: phrases.rows,
    mediaTypes: types.rows,
  };
}
