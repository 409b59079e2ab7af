import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { VITAL_THRESHOLDS } from '../domain/vitals';

/** How far back the operator's view looks. */
export const REPORT_DAYS = 30;
export const TOP_LIMIT = 10;
/** The zero-result list is the editors' to-do list: longer than the others. */
export const ZERO_RESULT_LIMIT = 25;

export interface OperatorReport {
  searchesPerDay: Array<{ day: string; searches: number }>;
  topQueries: Array<{ phrase: string; searches: number }>;
  zeroResultQueries: Array<{ phrase: string; searches: number; lastSeen: string }>;
  funnel: Array<{ step: string; visitors: number }>;
  topAssets: Array<{ id: string; views: number }>;
  topBoards: Array<{ id: string; saves: number }>;
  consent: Array<{ country: string; choices: number; acceptedAll: number; performance: number }>;
  vitals: Array<{ page: string; name: string; p75: number; samples: number; good: number; poor: number }>;
}

/** Steps of the conversion funnel, by the spec §7 event each one is seen through. */
export const FUNNEL_STEPS = [
  'Search Results Viewed',
  'Asset Details Viewed',
  'Asset Added To Cart',
  'Asset Purchased',
] as const;

const since = sql`(now() at time zone 'utc')::date - ${REPORT_DAYS}::int`;

/** Everything the operator's view shows, for one site, from the stored events (all SQL here). */
export async function operatorReport(db: Db, site: string): Promise<OperatorReport> {
  const searches = await sql<{ day: string; searches: number }>`
    select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as searches from analytics_events
    where site = ${site} and day >= ${since} and event_name = 'Search Results Viewed'
    group by day order by day`.execute(db);
  const top = await sql<{ phrase: string; searches: number }>`
    select lower(properties->>'phrase') as phrase, count(*)::int as searches from analytics_events
    where site = ${site} and day >= ${since} and event_name = 'Search Results Viewed'
      and coalesce(properties->>'phrase', '') <> ''
    group by 1 order by 2 desc, 1 limit ${TOP_LIMIT}`.execute(db);
  const zero = await sql<{ phrase: string; searches: number; lastSeen: string }>`
    select lower(properties->>'phrase') as phrase, count(*)::int as searches,
      to_char(max(day), 'YYYY-MM-DD') as "lastSeen"
    from analytics_events
    where site = ${site} and day >= ${since} and event_name = 'Search Results Viewed'
      and (properties->>'total_number_of_results')::int = 0 and coalesce(properties->>'phrase', '') <> ''
    group by 1 order by 2 desc, 1 limit ${ZERO_RESULT_LIMIT}`.execute(db);
  // Visitors without the tracking cookie are counted by their event, not lost.
  const funnel = await sql<{ step: string; visitors: number }>`
    select event_name as step, count(distinct coalesce(visitor_id, id::text))::int as visitors
    from analytics_events
    where site = ${site} and day >= ${since} and event_name in (${sql.join([...FUNNEL_STEPS])})
    group by event_name`.execute(db);
  const assets = await sql<{ id: string; views: number }>`
    select properties->'asset'->>'id' as id, count(*)::int as views from analytics_events
    where site = ${site} and day >= ${since} and event_name = 'Asset Details Viewed'
    group by 1 order by 2 desc, 1 limit ${TOP_LIMIT}`.execute(db);
  const boards = await sql<{ id: string; saves: number }>`
    select properties->>'board_id' as id, count(*)::int as saves from analytics_events
    where site = ${site} and day >= ${since} and event_name = 'Asset Added To Board'
    group by 1 order by 2 desc, 1 limit ${TOP_LIMIT}`.execute(db);
  const consent = await sql<{ country: string; choices: number; acceptedAll: number; performance: number }>`
    select coalesce(country, '—') as country, count(*)::int as choices,
      count(*) filter (where accepted_all)::int as "acceptedAll",
      count(*) filter (where 'C0002' = any(groups))::int as performance
    from analytics_consent_choices where site = ${site} and day >= ${since}
    group by 1 order by 2 desc, 1`.execute(db);
  const vitals = await sql<{
    page: string;
    name: string;
    p75: number;
    samples: number;
    good: number;
    poor: number;
  }>`
    select page, name, percentile_cont(0.75) within group (order by value)::float8 as p75,
      count(*)::int as samples,
      count(*) filter (where rating = 'good')::int as good,
      count(*) filter (where rating = 'poor')::int as poor
    from analytics_vitals where site = ${site} and day >= ${since} and name in ('FCP', 'LCP', 'CLS', 'INP')
    group by page, name order by page, name`.execute(db);
  const byStep = new Map(funnel.rows.map((r) => [r.step, r.visitors]));
  return {
    searchesPerDay: searches.rows,
    topQueries: top.rows,
    zeroResultQueries: zero.rows,
    funnel: FUNNEL_STEPS.map((step) => ({ step, visitors: byStep.get(step) ?? 0 })),
    topAssets: assets.rows.filter((r) => r.id !== null),
    topBoards: boards.rows.filter((r) => r.id !== null),
    consent: consent.rows,
    vitals: vitals.rows,
  };
}

export { VITAL_THRESHOLDS };
