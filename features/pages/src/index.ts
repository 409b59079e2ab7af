export { LANDINGS, type Landing } from './browse/landings';
export { ROW_KINDS, type RowKind } from './browse/rows';
export { pagesFeature } from './feature';
export type { PagesMessageKey } from './messages/en-us';
