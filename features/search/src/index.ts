export { normalizeSearchQuery, PAGE_SIZE, parseSearchQuery, searchPath } from './domain/query';
export { goneSpec, notFoundSpec, type RenderPage, registerSearchRoutes } from './routes';
export { search } from './service';

/** Browser entry of the search application, for the client build. */
export const searchClientEntry = new URL('./client.tsx', import.meta.url).pathname;
