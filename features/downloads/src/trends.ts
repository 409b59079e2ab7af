import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/**
 * Download trends for public pages (Visual GPS): which kinds of pictures and film left the
 * store in the last `days` days, across both sites (a licence belongs to the store, not to one
 * site). Only counts and catalogue keywords leave this module: never a customer or a licence.
 */

export const TREND_KEYWORDS_MAX = 15;

export interface DownloadTrends {
  days: number;
  downloads: number;
  previousDownloads: number;
  perDay: Array<{ day: string; downloads: number }>;
  /** The keywords of the downloaded assets, by downloads. */
  keywords: Array<{ keyword: string; downloads: number }>;
  /** Downloads by family and media type: creative image, editorial film, … */
  kinds: Array<{ family: string; assetType: string; downloads: number }>;
}

export async function downloadTrends(db: Db, days: number): Promise<DownloadTrends> {
  const start = sql`((now() at time zone 'utc')::date - ${days - 1}::int)::timestamp at time zone 'utc'`;
  const before = sql`((now() at time zone 'utc')::date - ${2 * days - 1}::int)::timestamp at time zone 'utc'`;
  const [totals, perDay, keywords, kinds] = await Promise.all([
    sql<{ current: number; previous: number }>`select
        count(*) filter (where created_at >= ${start})::int as current,
        count(*) filter (where created_at < ${start})::int as previous
      from download_events where created_at >= ${before}`.execute(db),
    sql<{ day: string; downloads: number }>`select
        to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(*)::int as downloads
      from download_events where created_at >= ${start} group by 1 order by 1`.execute(db),
    sql<{ keyword: string; downloads: number }>`select k.keyword, count(*)::int as downloads
      from download_events d join assets a on a.id = d.asset_id, unnest(a.keywords) as k(keyword)
      where d.created_at >= ${start} group by 1 order by 2 desc, 1 limit ${TREND_KEYWORDS_MAX}`.execute(db),
    sql<{ family: string; assetType: string; downloads: number }>`select a.family,
        a.asset_type as "assetType", count(*)::int as downloads
      from download_events d join assets a on a.id = d.asset_id
      where d.created_at >= ${start} group by 1, 2 order by 3 desc, 1, 2`.execute(db),
  ]);
  return {
    days,
    downloads: totals.rows[0]?.current ?? 0,
    previousDownloads: totals.rows[0]?.previous ?? 0,
    perDay: perDay.rows,
    keywords: keywords.rows,
    kinds: kinds.rows,
  };
}
