// Search parameters shared by browser and server: the parameter table, the address codec, the
// rules of spec §4 and the availability table of spec §5. Pure: no I/O, no DOM, no Node.
//
// Rule order (SEARCH_RULE_ORDER in rules.ts): unset defaults (alloweduse, phraseprocessing,
// offlinecontent) → phrase change clears phrase context → new phrase not containing the old
// drops corrections → recentlyviewed removes phrase → _colorindex ⟷ bwonly → recency other
// than daterange removes dates → artistexact removes morelikethis → assettype removes
// artistexact → videodurationmin removes max → specificpeople suppresses people correction →
// scope change (clear, family correction, sortorder, events) → editorial recommendations →
// drop unavailable → mediatype removes assetfiletype → page 1 on any non-page change.

export {
  type AssetId,
  applyAction,
  applySearchAction,
  assetId,
  type BatchDownloadAction,
  changePage,
  clearBatchDownload,
  createGalleryState,
  type GalleryAction,
  newPhraseInScope,
  resetToScope,
  type SearchAction,
  type SearchGalleryState,
  set,
  toggle,
  toggleBatchDownloadAsset,
  toggleValues,
  unset,
} from './actions';
export {
  AGREEMENT_CODE_BY_PARAMETER,
  type AgeOfPeople,
  ASSET_AGREEMENT_CODES,
  type AssetAgreementCode,
  type AssetFamily,
  type Composition,
  type Ethnicity,
  type FilmDefinition,
  type LicenseType,
  type NumberOfPeople,
  type Orientation,
  PALETTE_BUCKETS,
  PALETTE_COLORS,
  type PaletteBucket,
} from './asset-values';
export {
  ASSET_ID_MIN_DIGITS,
  allowedAssetFileTypes,
  allowedLicenses,
  allowedMediaTypes,
  allowedSortOrders,
  availableSearchParameters,
  isAssetIdSearch,
  isParameterAvailable,
  LICENSE_EXCLUSIONS,
  PARAMETER_AVAILABILITY,
  type ParameterAvailability,
  restrictToAvailable,
  SORT_ORDER_EXCLUSIONS,
} from './availability';
export { parseBooleanText } from './booleans';
export {
  IMAGE_QUERY_MAX_BYTES,
  IMAGE_QUERY_MAX_MEGABYTES,
  IMAGE_QUERY_PATH,
  IMAGE_QUERY_TYPES,
  type ImageQueryCreated,
  type ImageQueryErrorCode,
  type ImageQueryType,
  isImageQueryType,
} from './image-query';
export {
  CATALOGUE_LANGUAGE,
  isMetadataLanguage,
  localeLanguage,
  METADATA_LANGUAGES,
  type MetadataLanguage,
  phraseConfigs,
  type TextSearchConfig,
} from './languages';
export * from './parameters';
export * from './rules';
export {
  DEFAULT_ASSET_TYPE,
  DEFAULT_FAMILY,
  DEFAULT_LICENSE_BY_ASSET_TYPE,
  DEFAULT_RECENCY,
  type FamilyScope,
  includesEditorial,
  isEditorialImageSearch,
  pageNumber,
  type SearchScope,
  searchScope,
  withDefaults,
} from './scope';
export {
  type ApiValidationResult,
  type DecodedQuery,
  decodeSearchQuery,
  type ParameterIssue,
  parseSearchUrl,
  type QueryInput,
  SEARCH_PATH,
  type SearchParameterError,
  type SearchParameterErrorCode,
  toSearchUrl,
  validateApiParameters,
} from './url-codec';
export { normalizeParameterValue, sameParameters, type ValueIssue } from './values';
