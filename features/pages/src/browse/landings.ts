import type { Site } from '@lightbox/core';
import type { SearchParameters } from '@lightbox/core/search';
import type { PagesMessageKey } from '../messages/en-us';

/**
 * The browse landings (spec §2): one slice of the catalogue each (creative or editorial, a media
 * type or an editorial product), with the filter its rows, popular searches and "see all" link
 * use.
 */
export interface Landing {
  path: string;
  /** The site that offers it (spec §2): the premium site's landings, the subscription site's /footage. */
  site: Site;
  key: LandingKey;
  title: PagesMessageKey;
  summary: PagesMessageKey;
  assetType: 'image' | 'film';
  family: 'creative' | 'editorial';
  mediaType?: 'photography' | 'illustration' | 'vector';
  editorialProduct?: EditorialProduct;
  /** A collection page: one collection of the catalogue, found by its code. */
  collectionCode?: string;
  /** Only assets without a model or property release (the unreleased-imagery page). */
  unreleased?: boolean;
  /**
   * A paragraph under the summary saying plainly what the page shows where its address promises
   * more than the catalogue holds (a collection or kind of footage it does not have).
   */
  note?: PagesMessageKey;
}

type LandingKey =
  | 'images'
  | 'photos'
  | 'illustrations'
  | 'vectors'
  | 'video'
  | 'stockVideos'
  | 'editorial'
  | EditorialProduct
  | 'editorialVideo'
  | 'userGenerated'
  | 'archiveFilm'
  | 'newsFilm'
  | 'unreleased';
type EditorialProduct = 'archival' | 'entertainment' | 'fashion' | 'news' | 'sport';
const EDITORIAL_PRODUCTS: readonly EditorialProduct[] = [
  'archival',
  'entertainment',
  'fashion',
  'news',
  'sport',
];

type LandingSource = Omit<Landing, 'title' | 'summary' | 'site' | 'family' | 'note'> & {
  note?: boolean;
  site?: Site;
  family?: Landing['family'];
};

const SOURCES: readonly LandingSource[] = [
  { path: '/creative-images', key: 'images', assetType: 'image' },
  {
    path: '/creative-images/stock-photos',
    key: 'photos',
    assetType: 'image',
    mediaType: 'photography',
  },
  {
    path: '/creative-illustrations/stock-illustrations',
    key: 'illustrations',
    assetType: 'image',
    mediaType: 'illustration',
  },
  {
    path: '/creative-vectors/stock-vectors',
    key: 'vectors',
    assetType: 'image',
    mediaType: 'vector',
  },
  { path: '/creative-video', key: 'video', assetType: 'film' },
  { path: '/creative-video/stock-videos', key: 'stockVideos', assetType: 'film' },
  { path: '/footage', site: 'subscription', key: 'video', assetType: 'film' },
  { path: '/editorial-images', key: 'editorial', family: 'editorial', assetType: 'image' },
  ...EDITORIAL_PRODUCTS.map(
    (product): LandingSource => ({
      path: `/editorial-images/${product}`,
      key: product,
      family: 'editorial',
      assetType: 'image',
      editorialProduct: product,
    }),
  ),
  { path: '/editorial-video', key: 'editorialVideo', family: 'editorial', assetType: 'film' },
  // The catalogue marks no clip as filmed by the public: the page shows its news footage and says so.
  {
    path: '/editorial-footage/user-generated',
    key: 'userGenerated',
    family: 'editorial',
    assetType: 'film',
    editorialProduct: 'news',
    note: true,
  },
  // The demo catalogue has no BBC or NBC collections: these addresses show its own archive and
  // news film collections (Archive Vault, Pressline News), and say so on the page.
  {
    path: '/collections/bbc-motion-gallery',
    key: 'archiveFilm',
    family: 'editorial',
    assetType: 'film',
    collectionCode: 'ARV',
    note: true,
  },
  {
    path: '/footage/nbcnewsarchives',
    key: 'newsFilm',
    family: 'editorial',
    assetType: 'film',
    collectionCode: 'PLN',
    note: true,
  },
  { path: '/unreleased-imagery', key: 'unreleased', assetType: 'image', unreleased: true, note: true },
];

export const LANDINGS: readonly Landing[] = SOURCES.map(({ note, ...l }) => ({
  ...l,
  site: l.site ?? 'premium',
  family: l.family ?? 'creative',
  title: `pages.browse.${l.key}.title`,
  summary: `pages.browse.${l.key}.summary`,
  ...(note && { note: `pages.browse.${l.key}.note` as PagesMessageKey }),
}));

/**
 * Whether a search can show exactly this landing's slice: no search parameter keeps only the
 * unreleased pictures, so that page links to details, never to a wider search dressed as its own.
 */
export const isSearchable = (landing: Landing) => !landing.unreleased;

/** The search this landing is a front page of, narrowed by a phrase or a collection. */
export function landingSearch(landing: Landing, extra: Partial<SearchParameters> = {}): SearchParameters {
  return {
    assettype: landing.assetType,
    family: landing.family,
    ...(landing.mediaType && { mediatype: landing.mediaType }),
    ...(landing.editorialProduct && { editorialproducts: landing.editorialProduct }),
    ...(landing.collectionCode && { collections: [landing.collectionCode] }),
    ...extra,
  } as SearchParameters;
}
