import type { ActiveAgreement } from '@lightbox/core';
import type { SearchParameters, SearchProfile, SiteId } from '@lightbox/core/search';
import type { SearchPreferences } from './preferences/rules';

/**
 * The parts of the gallery (search) state of spec §3 beyond the results themselves: the state's
 * id counter, the page's status and loading flag, the visitor's search profile, the editorial
 * recommendation, the gateway view, the customer's premium access agreements and the events of
 * the results. Pure: the server builds the first state, the browser moves it on.
 */

/** The profile as the gallery holds it: the site it was made for, by nickname. */
export interface GallerySearchProfile extends SearchProfile {
  readonly site: { readonly nickname: SiteId };
}

/** The page status (spec §3 Page, §4 "Status starts as initialized"). */
export type PageStatus = 'initialized' | 'loading' | 'loaded' | 'failed';

export interface Recommendation {
  /** The search shows only editors' picks because the profile's recommendations chose it. */
  readonly autoApplied: boolean;
  /** The same search without the recommendation (every result), when it was applied. */
  readonly params: SearchParameters | null;
}

/** An event the results' assets were taken at, with how many of this page's assets it holds. */
export interface GalleryEvent {
  readonly id: number;
  readonly name: string;
  readonly parentId: number | null;
  /** How many events it is the parent of. */
  readonly children: number;
  readonly assets: number;
}

export interface GalleryFields {
  readonly id: number;
  readonly status: PageStatus;
  readonly loadingAssets: boolean;
  readonly searchProfile: GallerySearchProfile;
  readonly recommendation: Recommendation;
  readonly renderGatewayView: boolean;
  readonly paAgreements: readonly ActiveAgreement[];
  readonly events: readonly GalleryEvent[];
  /** The visitor's free preferences map (spec §3 "Search preferences"), e.g. the filter panel. */
  readonly searchPreferences: SearchPreferences;
}

/** The id of the state a page starts with; each search the browser starts takes the next. */
export const FIRST_GALLERY_ID = 1;

/**
 * Editorial recommendations were applied for the visitor when their profile has them on and the
 * search shows only recommended assets (the rule of spec §4 set recommendconfig=recommendonly).
 * Its params are the same search with every result (recommendconfig=none).
 */
export function recommendationOf(params: SearchParameters, profile: SearchProfile): Recommendation {
  const autoApplied = profile.editorialRecommendationsActive && params.recommendconfig === 'recommendonly';
  return {
    autoApplied,
    params: autoApplied ? { ...params, recommendconfig: 'none', page: '1' } : null,
  };
}

/**
 * The gateway view: an editorial search on the premium site with nothing typed or narrowed to an
 * event, on its first page, leads to the editorial landing (its events, people and places).
 */
export function rendersGatewayView(site: SiteId, params: SearchParameters): boolean {
  return (
    site === 'premium' &&
    params.family === 'editorial' &&
    !params.phrase &&
    !params.eventid &&
    !params.parenteventid &&
    !params.events?.length &&
    (params.page === undefined || params.page === '1')
  );
}

export function galleryFields(input: {
  site: SiteId;
  params: SearchParameters;
  profile: SearchProfile;
  paAgreements?: readonly ActiveAgreement[] | undefined;
  events: readonly GalleryEvent[];
  preferences?: SearchPreferences | undefined;
}): GalleryFields {
  return {
    id: FIRST_GALLERY_ID,
    status: 'initialized',
    loadingAssets: false,
    searchProfile: {
      site: { nickname: input.site },
      editorialRecommendationsActive: input.profile.editorialRecommendationsActive,
      personalityDisambiguityOptedIn: input.profile.personalityDisambiguityOptedIn,
    },
    recommendation: recommendationOf(input.params, input.profile),
    renderGatewayView: rendersGatewayView(input.site, input.params),
    paAgreements: input.paAgreements ?? [],
    events: input.events,
    searchPreferences: input.preferences ?? {},
  };
}

/** A search started: the state takes the next id and its assets are loading. */
export function startLoading<S extends Pick<GalleryFields, 'id' | 'status' | 'loadingAssets'>>(state: S): S {
  return { ...state, id: state.id + 1, status: 'loading', loadingAssets: true };
}

/**
 * A search's answer: taken only when it answers the latest search started (its id); an answer
 * to an older search is dropped, so a slow reply never overwrites a newer one.
 */
export function finishLoading<S extends Pick<GalleryFields, 'id' | 'status' | 'loadingAssets'>>(
  state: S,
  id: number,
  answer: S,
): S {
  if (id !== state.id) return state;
  return { ...answer, id, status: 'loaded', loadingAssets: false };
}

/** The latest search failed: the results on screen stay, the page says so. */
export function failLoading<S extends Pick<GalleryFields, 'id' | 'status' | 'loadingAssets'>>(
  state: S,
  id: number,
): S {
  if (id !== state.id) return state;
  return { ...state, status: 'failed', loadingAssets: false };
}
