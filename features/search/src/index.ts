export { goneSpec, notFoundSpec, type RenderPage, registerSearchRoutes } from './routes';
export { PAGE_SIZE, type SearchResult, search } from './service';
export { relatedPreviews } from './suggestions';

/** Browser entry of the search application, for the client build. */
export const searchClientEntry = new URL('./client.tsx', import.meta.url).pathname;

export {
  IMAGE_QUERY_MAX_BYTES,
  IMAGE_QUERY_TTL_MS,
  purgeExpiredImageQueries,
} from './image-queries/service';
export { searchMessageBundle } from './messages/index';

/** This feature's stylesheet, bundled into the page stylesheet after the theme. */
export const searchStylesEntry = new URL('./ui/search.css', import.meta.url).pathname;
