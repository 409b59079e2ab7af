export { goneSpec, notFoundSpec, type RenderPage, registerSearchRoutes } from './routes';
export { PAGE_SIZE, type SearchResult, search } from './service';

/** Browser entry of the search application, for the client build. */
export const searchClientEntry = new URL('./client.tsx', import.meta.url).pathname;

/** The search application's own strings, registered with the page's translation set. */
export const searchMessageBundle = Object.fromEntries(
  [
    'en-us',
    'en-gb',
    'de',
    'fr',
    'es',
    'it',
    'ja',
    'ko',
    'pt-br',
    'pt-pt',
    'nl',
    'sv',
    'fi',
    'da',
    'nb',
    'pl',
    'cs',
    'hu',
    'ro',
    'ru',
    'tr',
    'th',
    'id',
    'vi',
    'zh-hk',
  ].map((locale) => [locale, () => import(`./messages/${locale}.ts`)]),
);
