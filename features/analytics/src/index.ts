/** Analytics (issue 20): consent, page tracking data, /signals, web vitals. */
export { analyticsFeature } from './feature';
export { createPageEnd, type PageEndDeps, TRACKING_DATA_ID } from './page-end';
export { analyticsMigrationsDir } from './schema';
export { isStaff, recordVital } from './staff';
export { type SearchTrends, searchTrends, TREND_MIN_VISITORS, TREND_PHRASES_MAX } from './trends';
