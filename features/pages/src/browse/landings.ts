import type { Site } from '@lightbox/core';
import type { SearchParameters } from '@lightbox/core/search';
import type { PagesMessageKey } from '../messages/en-us';

/**
 * The premium site's browse landings (spec §2): one slice of the creative catalogue each, with
 * the filter its rows, popular searches and "see all" link use, and the curated-set media kind.
 */
export interface Landing {
  path: string;
  /** The site that offers it (spec §2): the premium site's landings, the subscription site's /footage. */
  site: Site;
  key: 'images' | 'photos' | 'illustrations' | 'vectors' | 'video' | 'stockVideos';
  title: PagesMessageKey;
  summary: PagesMessageKey;
  assetType: 'image' | 'film';
  mediaType?: 'photography' | 'illustration' | 'vector';
  setKind: 'photos' | 'illustrations' | 'video';
}

type LandingSource = Omit<Landing, 'title' | 'summary' | 'site'> & { site?: Site };

const SOURCES: readonly LandingSource[] = [
  { path: '/creative-images', key: 'images', assetType: 'image', setKind: 'photos' },
  {
    path: '/creative-images/stock-photos',
    key: 'photos',
    assetType: 'image',
    mediaType: 'photography',
    setKind: 'photos',
  },
  {
    path: '/creative-illustrations/stock-illustrations',
    key: 'illustrations',
    assetType: 'image',
    mediaType: 'illustration',
    setKind: 'illustrations',
  },
  {
    path: '/creative-vectors/stock-vectors',
    key: 'vectors',
    assetType: 'image',
    mediaType: 'vector',
    setKind: 'illustrations',
  },
  { path: '/creative-video', key: 'video', assetType: 'film', setKind: 'video' },
  { path: '/creative-video/stock-videos', key: 'stockVideos', assetType: 'film', setKind: 'video' },
  { path: '/footage', site: 'subscription', key: 'video', assetType: 'film', setKind: 'video' },
];

export const LANDINGS: readonly Landing[] = SOURCES.map((l) => ({
  ...l,
  site: l.site ?? 'premium',
  title: `pages.browse.${l.key}.title`,
  summary: `pages.browse.${l.key}.summary`,
}));

/** The search this landing is a front page of, narrowed by a phrase or a collection. */
export function landingSearch(landing: Landing, extra: Partial<SearchParameters> = {}): SearchParameters {
  return {
    assettype: landing.assetType,
    family: 'creative',
    ...(landing.mediaType && { mediatype: landing.mediaType }),
    ...extra,
  } as SearchParameters;
}
