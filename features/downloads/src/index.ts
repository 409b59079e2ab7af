/**
 * Downloads (issue 18): licensed downloads at the licence's size, recorded with their download
 * type (single, re_download, anonymous, multiple).
 */
export { downloadsFeature } from './feature';
export { licensedAssets } from './held';
export { recordDownload } from './repository';
export { downloadsMigrationsDir } from './schema';
export { type DownloadTrends, downloadTrends, TREND_KEYWORDS_MAX } from './trends';
