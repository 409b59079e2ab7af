export { goneSpec, notFoundSpec, type RenderPage, registerSearchRoutes } from './routes';
export { PAGE_SIZE, type SearchResult, search } from './service';

/** Browser entry of the search application, for the client build. */
export const searchClientEntry = new URL('./client.tsx', import.meta.url).pathname;

export { searchMessageBundle } from './messages/index';
