export {
  buildUrl,
  type QueryParams,
  type QueryScalar,
  type QueryValue,
} from './build-url';
export {
  encodeComponentStrict,
  encodeFragment,
  encodePathSegment,
  encodeQueryComponent,
  encodeQueryValue,
  normalizePath,
} from './encoding';
export {
  INFO_PAGES,
  INFO_PATHS,
  type InfoPage,
  infoPath,
  isInfoPage,
  SITEMAP_PATHS,
} from './info-pages';
export {
  MARKETING_PATH_KINDS,
  MARKETING_PATHS,
  type MarketingPathKind,
  marketingPath,
  marketingPathKind,
} from './marketing';
export {
  isLanguagePrefix,
  isPathPrefix,
  localeForPrefix,
  type PathContext,
  type PathPrefix,
  pathContextForLocale,
  prefixForLocale,
  type SplitPath,
  splitPrefix,
  stripLanguagePrefixes,
} from './prefixes';
export { isSafeReturnUrl, RETURN_URL_MAX_LENGTH } from './return-url';
export {
  PULSE_PATH,
  pulsePath,
  RETURN_URL_PARAM,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  signInPath,
  signOutPath,
} from './site-paths';
