/**
 * Payload builders of spec §3 and §7, pure so the server and the browser build the same shapes:
 * the event asset, the search event, the tracking cart product's use in page globals, and the
 * signal envelope each event travels in to /signals.
 */

/** Event names of spec §7, exactly as they are stored. */
export const EVENT_NAMES = [
  'Page Loaded',
  'Search Results Viewed',
  'Search More Like This Viewed',
  'Asset Impression',
  'Asset Details Viewed',
  'Asset Added To Cart',
  'Asset Purchased',
  'Asset Downloaded',
  'Asset Comp Downloaded',
  'Bulk Downloaded',
  'Asset Added To Board',
  'Board Created',
  'Board Deleted',
  'Board Removed Item',
  'Cart Remove Item',
  'Item Selected',
  'Chat Open',
  'Chat Closed',
  'Chat Request Success',
  'ADP Category Link Click',
  'ADP Category Browse Click',
  'PNP Subscription Term Toggle',
  'PNP FAQ',
  // Spec §7: the search-panel toggle event (experiment group ExpA only).
  'Search Panel Toggle',
  // Spec §4: the sign-in event and the team sign-in event, sent by the server.
  'event12',
  'Team Sign In',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const PIPELINE_ID = 'lightbox-storefront';
export const SIGNAL_SOURCES = ['web', 'server'] as const;
export type SignalSource = (typeof SIGNAL_SOURCES)[number];

/** One event as sent to /signals (spec §7): source, event name, properties, pipeline_id, app_name. */
export interface SignalEvent {
  source: SignalSource;
  event: EventName;
  properties: Record<string, unknown>;
  pipeline_id: string;
  app_name: string;
}

export function signalEvent(
  event: EventName,
  properties: Record<string, unknown>,
  appName: string,
  source: SignalSource = 'web',
): SignalEvent {
  return { source, event, properties, pipeline_id: PIPELINE_ID, app_name: appName };
}

/** The asset as the search and detail pages know it. */
export interface AssetFacts {
  id: number;
  family: 'creative' | 'editorial';
  assetType: 'image' | 'film' | 'videotemplate';
  /** Editorial products the asset belongs to, when known. */
  editorialProducts?: readonly string[];
  hasNudity?: boolean;
}

/** Spec §3 event asset: id, slot, editorial_products, asset_family, asset_type, has_nudity. */
export interface EventAsset {
  id: string;
  slot: number;
  editorial_products: string[];
  asset_family: string;
  asset_type: string;
  has_nudity: boolean;
}

/** Slots count from 1 in the order the assets are shown. */
export function eventAsset(asset: AssetFacts, slot: number): EventAsset {
  return {
    id: String(asset.id),
    slot,
    editorial_products: [...(asset.editorialProducts ?? [])],
    asset_family: asset.family,
    asset_type: asset.assetType,
    has_nudity: asset.hasNudity ?? false,
  };
}

export function eventAssets(assets: readonly AssetFacts[]): EventAsset[] {
  return assets.map((asset, i) => eventAsset(asset, i + 1));
}

/** What a results page knows about its search, in the search model's terms (spec §3). */
export interface SearchFacts {
  parameters: Readonly<Record<string, unknown>>;
  assets: readonly AssetFacts[];
  total: number;
  page: number;
  /** How the results are shown (grid, mosaic, …). */
  format?: string;
  /** The premium access filter applied, when the customer holds agreements. */
  paAgreementFilter?: boolean;
  /** Whether the natural-language ribbon is on screen. */
  nlsRibbonVisible?: boolean;
}

/** Spec §3 search event fields, in order. */
export interface SearchEvent {
  asset_ids: string[];
  asset_family: string;
  creative_assets_type: string;
  exclude_nudity: boolean;
  license: string;
  number_of_concepts: number;
  page_number: number;
  pa_agreement_filter: boolean;
  sbi: boolean;
  search_page_format: string;
  sort_type: string;
  nls_ribbon_visibility: boolean;
  phrase: string;
  queried_keywords_by_clause: string[];
  total_number_of_results: number;
}

const text = (value: unknown, fallback = '') =>
  Array.isArray(value) ? value.join(',') : value === undefined || value === null ? fallback : String(value);

/** Boolean text is false only when it is 'false' or empty (spec §3). */
const flag = (value: unknown) =>
  value === true || (typeof value === 'string' && value !== '' && value !== 'false');

export function searchEvent(facts: SearchFacts): SearchEvent {
  const p = facts.parameters;
  const phrase = text(p.phrase);
  const clauses = phrase
    .split(/\s*,\s*|\s+(?:and|or|not)\s+/i)
    .map((c) => c.trim())
    .filter(Boolean);
  return {
    asset_ids: facts.assets.map((a) => String(a.id)),
    asset_family: text(p.family, 'creative,editorial'),
    creative_assets_type: text(p.assettype, 'image'),
    exclude_nudity: flag(p.excludenudity),
    license: text(p.license),
    number_of_concepts: clauses.length,
    page_number: facts.page,
    pa_agreement_filter: facts.paAgreementFilter ?? false,
    sbi: flag(p.searchbyimage) || p.imageurl !== undefined,
    search_page_format: facts.format ?? 'grid',
    sort_type: text(p.sortorder, 'best'),
    nls_ribbon_visibility: facts.nlsRibbonVisible ?? false,
    phrase,
    queried_keywords_by_clause: clauses,
    total_number_of_results: facts.total,
  };
}

/**
 * Tracking attributes (spec §5) whose action id stands for an event of spec §7: the asset
 * detail page's category links and the search-panel toggle. (The pricing page's PNP events are
 * pushed by the plans feature with their event name.)
 */
export const ACTION_EVENTS: Readonly<Record<string, EventName>> = {
  adp_category_link: 'ADP Category Link Click',
  adp_category_browse: 'ADP Category Browse Click',
  search_panel_toggle: 'Search Panel Toggle',
};

/** The data-layer pushes of other features (spec §7) and the event name each one stands for. */
export function eventNameOfPush(push: Record<string, unknown>): EventName | undefined {
  const named = push.event_name;
  if (typeof named === 'string' && (EVENT_NAMES as readonly string[]).includes(named)) {
    return named as EventName;
  }
  if (push.event === 'interaction' && Array.isArray(push.action_ids)) {
    for (const id of push.action_ids) {
      const name = typeof id === 'string' && Object.hasOwn(ACTION_EVENTS, id) ? ACTION_EVENTS[id] : undefined;
      if (name) return name;
    }
  }
  if (push.event === 'board_interaction') {
    if (push.action === 'add_to_board') return 'Asset Added To Board';
    if (push.action === 'remove_from_board') return 'Board Removed Item';
    if (push.action === 'create_board') return 'Board Created';
    if (push.action === 'delete_board') return 'Board Deleted';
  }
  return undefined;
}

/** A result set as the search application holds it (server HTML or a later fetch). */
export interface ResultSetFacts {
  searchParameters: Readonly<Record<string, unknown>>;
  assets: readonly AssetFacts[];
  total: number;
  page: number;
  paAgreements?: readonly unknown[];
}

/**
 * The events one result set stands for: "Search Results Viewed" with the §3 search event, "Search
 * More Like This Viewed" for a more-like-this search, and its event assets for "Asset
 * Impression", slots counted from 1 in each set.
 */
export function resultSetEvents(result: ResultSetFacts): {
  events: Array<{ event: EventName; properties: Record<string, unknown> }>;
  assets: EventAsset[];
} {
  const properties = {
    ...searchEvent({
      parameters: result.searchParameters,
      assets: result.assets,
      total: result.total,
      page: result.page,
      paAgreementFilter: (result.paAgreements?.length ?? 0) > 0,
    }),
  };
  const events: Array<{ event: EventName; properties: Record<string, unknown> }> = [
    { event: 'Search Results Viewed', properties },
  ];
  if (result.searchParameters.morelikethis !== undefined) {
    events.push({ event: 'Search More Like This Viewed', properties });
  }
  return { events, assets: eventAssets(result.assets) };
}
