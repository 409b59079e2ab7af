export { forgetEditorialLanding } from './editorial/service';
export { searchFeature } from './feature';
export {
  createImageQuery,
  IMAGE_QUERY_MAX_BYTES,
  IMAGE_QUERY_TTL_MS,
  purgeExpiredImageQueries,
} from './image-queries/service';
export { searchMessageBundle } from './messages/index';
export type { ProfileOptIns } from './profile';
export { goneSpec, notFoundSpec, type RenderPage, registerSearchRoutes } from './routes';
export { type ImageQueriesTable, searchMigrationsDir } from './schema';
export { PAGE_SIZE, type SearchResult, search } from './service';
export { relatedPreviews } from './suggestions';
export { isComplete, shippedVocabularyCoverage } from './vocabulary/coverage';
export {
  parseVocabulary,
  type Vocabulary,
  VocabularyFormatError,
  vocabularyCoverage,
  vocabularyLocale,
} from './vocabulary/format';
export { importVocabulary, loadShippedVocabulary, SHIPPED_VOCABULARY_DIR } from './vocabulary/store';
