export { pagesFeature } from './feature';
export type { PagesMessageKey } from './messages/en-us';
