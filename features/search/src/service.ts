import type { ActiveAgreement } from '@lightbox/core';
import { DEFAULT_LOCALE, type LocaleCode } from '@lightbox/core';
import {
  ASSET_TYPES,
  type AssetType,
  applySearchAction,
  availableSearchParameters,
  type ParameterName,
  PROFILE_WITHOUT_OPT_INS,
  pageNumber,
  phraseConfigs,
  SEARCH_PAGE_MAX,
  type SearchParameters,
  type SearchProfile,
  type SiteId,
  set,
  type TextSearchConfig,
  withDefaults,
} from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import type { PhraseTranslator } from './engine/phrase';
import type { PreparedSearch } from './engine/prepared-search';
import { prepareSearches } from './engine/query';
import { type GalleryFields, galleryFields } from './gallery-state';
import { describeSearchImage, type SearchImage } from './image-queries/service';
import type { SearchPreferences } from './preferences/rules';
import { type AssetCard, type AssetDetail, presentCard, presentDetail } from './presenters';
import { searchProfileFor } from './profile';
import * as repo from './repository';
import { stacksOf, withStack } from './stacks';
import { type Suggestions, searchWithSuggestions } from './suggestions';
import { translatorFor } from './vocabulary/translate';

/** Results per page of the search application. */
export const PAGE_SIZE = 60;

export type FilterOptionKind = repo.FilterOptionRow['kind'];
export interface FilterOption {
  value: string;
  label: string;
  /** Matching assets with this value (see facetsExact); null for a chosen value outside the counted ones. */
  count: number | null;
}

/** The gallery state of spec section 3 that the server computes. */
export interface SearchResult extends SearchPage, Suggestions, GalleryFields {}

/** One search's results, before corrections and related searches. */
interface SearchPage {
  /** The viewer's licence to download per asset id among these results (signed-in viewers holding any). */
  licensed?: Readonly<Record<string, number>>;
  /** Normalised parameters as in the address (defaults left out). */
  searchParameters: SearchParameters;
  availableSearchParameters: readonly ParameterName[];
  assets: AssetCard[];
  /** Per asset type, for the scope tabs (spec section 3 counts images and films; templates are counted too). */
  counts: { images: number; films: number; videotemplates: number };
  /** False when the total is an estimate (shown as "about N"). */
  totalExact: boolean;
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** The spec's facets (events, specific people, locations) and collections, with counts. */
  filterOptions: Record<FilterOptionKind, FilterOption[]>;
  /** True when facet counts cover every match; otherwise they cover the most relevant ones (repository.FACET_EXACT_LIMIT). */
  facetsExact: boolean;
  /** Images and films of the chosen events, for the rule that drops events a scope cannot show. */
  selectedEvent?: { images: number; films: number };
  /** The picture a search by image compares with. */
  searchImage?: SearchImage;
}

const CHOSEN: Record<FilterOptionKind, ParameterName> = {
  people: 'specificpeople',
  locations: 'locations',
  events: 'events',
  collections: 'collections',
};

export interface SearchOptions {
  /** Count facets too (default). The benchmark measures results with and without them. */
  facets?: boolean;
  /** Told the best matches (related searches' sample) as soon as they are read. */
  onSample?: (ids: readonly number[]) => void;
  /** The visitor's locale: the phrase is parsed in English and in its language (phraseConfigs). */
  locale?: LocaleCode;
  /**
   * Include related previews (default). The search page and API leave them out and the page
   * asks /search/api/related-previews once its results are shown (suggestions.ts).
   */
  previews?: boolean;
  /** The visitor's search profile (default: the site's, without opt-ins). */
  profile?: SearchProfile;
  /** The signed-in customer's premium access agreements (gallery state `paAgreements`). */
  paAgreements?: readonly ActiveAgreement[];
  /** The visitor's search preferences map (gallery state `searchPreferences`). */
  preferences?: SearchPreferences;
}

export function search(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const configs = phraseConfigs(locale);
  // Another language than English is read through its concept vocabulary (issue #21).
  const translate = translatorFor(db, locale);
  return searchWithSuggestions(
    db,
    site,
    params,
    (p, onSample) => searchPage(db, site, p, { ...options, onSample }, configs, translate),
    { configs, previews: options.previews !== false, locale },
  ).then(async ({ sampleIds: _, ...result }) => {
    // The sample only feeds related searches; it is not part of the gallery state.
    const events = await repo.eventsOfAssets(
      db,
      result.assets.map((a) => a.id),
    );
    return {
      ...result,
      ...galleryFields({
        site,
        params,
        profile: options.profile ?? searchProfileFor(site),
        paAgreements: options.paAgreements,
        preferences: options.preferences,
        events: events.map((e) => ({
          id: e.id,
          name: e.name,
          parentId: e.parent_id,
          children: e.children,
          assets: e.assets,
        })),
      }),
    };
  });
}

async function searchPage(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  options: SearchOptions,
  configs: readonly TextSearchConfig[],
  translate: PhraseTranslator | undefined,
): Promise<SearchPage & { sampleIds?: readonly number[] }> {
  const effective = withDefaults(params);
  const page = pageNumber(params);
  // The search and the other scope tabs' searches, prepared once for every statement they run.
  const type = effective.assettype ?? 'image';
  const tabs = scopeTabs(site, params, effective);
  const otherTypes = ASSET_TYPES.filter((t) => t !== type);
  const [asked, ...others] = await prepareSearches(
    db,
    site,
    [effective, ...otherTypes.map((t) => tabs[t])],
    configs,
    translate,
  );
  const prepared = {
    [type]: asked!,
    ...Object.fromEntries(otherTypes.map((t, i) => [t, others[i]!])),
  } as Record<AssetType, PreparedSearch>;
  const {
    rows,
    counts,
    facets = { rows: [], exact: true },
    sampleIds,
  } = await repo.searchAssets(db, asked!, prepared, page, PAGE_SIZE, {
    facets: options.facets !== false,
    onSample: options.onSample,
  });
  const current =
    effective.assettype === 'image'
      ? counts.images
      : effective.assettype === 'film'
        ? counts.films
        : counts.videotemplates;
  const total = current.value;
  const filterOptions: Record<FilterOptionKind, FilterOption[]> = {
    people: [],
    locations: [],
    events: [],
    collections: [],
  };
  for (const r of facets.rows) filterOptions[r.kind].push({ value: r.value, label: r.label, count: r.n });
  await addChosenOutsideSample(db, params, filterOptions);
  const chosenEvents = (params.events ?? []).map(Number).filter(Number.isInteger);
  const selectedEvent = chosenEvents.length ? await repo.eventAssetCounts(db, chosenEvents) : undefined;
  const stacks = stacksOf(params, rows);
  const searchImage = await describeSearchImage(db, params);
  return {
    ...(selectedEvent && { selectedEvent }),
    ...(searchImage && { searchImage }),
    searchParameters: params,
    availableSearchParameters: availableSearchParameters(site, params),
    assets: rows.map((r) => withStack(presentCard(r), stacks)),
    counts: {
      images: counts.images.value,
      films: counts.films.value,
      videotemplates: counts.videotemplates.value,
    },
    total,
    totalExact: current.exact,
    page,
    pageSize: PAGE_SIZE,
    pages: Math.min(SEARCH_PAGE_MAX, Math.ceil(total / PAGE_SIZE)),
    filterOptions,
    facetsExact: facets.exact,
    ...(sampleIds && { sampleIds }),
  };
}

/**
 * What each scope tab leads to: the current search for its own type, and for the others the
 * search after the scope change (whose rules drop what the other type cannot use), so a tab's
 * count is what clicking it shows.
 */
function scopeTabs(
  site: SiteId,
  params: SearchParameters,
  effective: SearchParameters,
): Record<AssetType, SearchParameters> {
  const context = { site, profile: PROFILE_WITHOUT_OPT_INS };
  const tab = (type: AssetType) =>
    type === effective.assettype
      ? effective
      : withDefaults(applySearchAction(params, set('assettype', type), context));
  return { image: tab('image'), film: tab('film'), videotemplate: tab('videotemplate') };
}

/** A chosen filter value always stays visible (so it can be removed), even if the sample lacks it. */
async function addChosenOutsideSample(
  db: Db,
  params: SearchParameters,
  options: Record<FilterOptionKind, FilterOption[]>,
) {
  const missingEvents: number[] = [];
  for (const kind of Object.keys(CHOSEN) as FilterOptionKind[]) {
    const chosen = (params[CHOSEN[kind]] as readonly string[] | undefined) ?? [];
    for (const value of chosen) {
      if (options[kind].some((o) => o.value === value)) continue;
      if (kind === 'events') missingEvents.push(Number(value));
      options[kind].push({ value, label: value, count: null });
    }
  }
  for (const e of await repo.eventNames(db, missingEvents.filter(Number.isInteger))) {
    const option = options.events.find((o) => o.value === String(e.id));
    if (option) option.label = e.name;
  }
}

export type AssetLookup =
  | { kind: 'found'; asset: AssetDetail; related: AssetCard[] }
  | { kind: 'gone'; asset: AssetDetail }
  | { kind: 'missing' };

export async function lookupAsset(db: Db, site: SiteId, id: number): Promise<AssetLookup> {
  const row = await repo.findAsset(db, site, id);
  if (!row) return { kind: 'missing' };
  const asset = presentDetail(row);
  if (row.withdrawn_at) return { kind: 'gone', asset };
  const related = (await repo.findRelated(db, site, row)).map(presentCard);
  return { kind: 'found', asset, related };
}

/** The home page's asset count may lag this long: counting a million rows on each visit is waste. */
export const CATALOGUE_SIZE_TTL_MS = 5 * 60_000;
const catalogueSizes = new WeakMap<Db, Map<SiteId, { total: Promise<number>; at: number }>>();

function cachedCatalogueSize(db: Db, site: SiteId): Promise<number> {
  const sizes = catalogueSizes.get(db) ?? new Map<SiteId, { total: Promise<number>; at: number }>();
  catalogueSizes.set(db, sizes);
  const cached = sizes.get(site);
  if (cached && Date.now() - cached.at < CATALOGUE_SIZE_TTL_MS) return cached.total;
  const total = repo.catalogueSize(db, site);
  sizes.set(site, { total, at: Date.now() });
  // A failed count is not kept: the next visit asks again.
  total.catch(() => sizes.delete(site));
  return total;
}

export async function landing(db: Db, site: SiteId) {
  const [popular, covers, total] = await Promise.all([
    repo.popularAssets(db, site, 24),
    repo.categoryCovers(db, site),
    cachedCatalogueSize(db, site),
  ]);
  return { popular: popular.map(presentCard), covers, total };
}
