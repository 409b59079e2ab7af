import { mediaUrl } from '@lightbox/catalogue/client';
import type { Db } from '@lightbox/platform';
import { type AssetCard, presentCard } from '../presenters';
import * as repo from './repository';

/** How many events, people and places the landing shows in each row. */
export const LATEST_EVENTS = 12;
export const TOP_STORIES = 6;
/** Top stories are the most popular of this many latest events. */
export const TOP_STORY_POOL = 36;
export const BROWSE_VALUES = 24;
/** Assets an event page shows; the rest are a search away. */
export const EVENT_PAGE_ASSETS = 30;

export interface EventSummary {
  id: number;
  parentId: number | null;
  name: string;
  editorialProduct: string;
  beginsOn: string;
  endsOn: string;
  location: string;
  assets: number;
  coverUrl: string | null;
  children: number;
}

export interface BrowseValue {
  name: string;
  slug: string;
  assets: number;
  coverUrl: string;
}

export interface EditorialLandingData {
  latest: EventSummary[];
  topStories: EventSummary[];
  people: BrowseValue[];
  locations: BrowseValue[];
}

export interface EventPageData {
  event: EventSummary;
  /** Which parameter reached it: eventid (its own assets) or parenteventid (its family's). */
  by: 'eventid' | 'parenteventid';
  parent: EventSummary | null;
  children: EventSummary[];
  assets: AssetCard[];
}

export function presentEvent(row: repo.EventRow): EventSummary {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    editorialProduct: row.editorial_product,
    beginsOn: row.begins_on,
    endsOn: row.ends_on,
    location: row.location,
    assets: row.assets,
    coverUrl: row.cover_id === null ? null : mediaUrl(row.cover_id, 'thumb'),
    children: row.children,
  };
}

const presentValue = (row: repo.ValueRow): BrowseValue => ({
  name: row.value,
  slug: row.slug,
  assets: row.assets,
  coverUrl: mediaUrl(row.cover_id, 'thumb'),
});

/**
 * The landing may lag this long behind the catalogue: it counts every live editorial asset
 * (a third of a second on PGlite at 5,000 assets), and events, people and places change slowly.
 */
export const LANDING_TTL_MS = 60_000;
const landings = new WeakMap<Db, { data: Promise<EditorialLandingData>; at: number; generation: number }>();
let generation = 0;

/**
 * Staff changed events in the console: this process reads the landing afresh on its next visit.
 * Other application processes still wait out their LANDING_TTL_MS.
 */
export function forgetEditorialLanding(): void {
  generation += 1;
}

export function editorialLanding(db: Db): Promise<EditorialLandingData> {
  const cached = landings.get(db);
  if (cached && cached.generation === generation && Date.now() - cached.at < LANDING_TTL_MS)
    return cached.data;
  const data = readLanding(db);
  landings.set(db, { data, at: Date.now(), generation });
  // A failed read is not kept: the next visit asks again.
  data.catch(() => landings.delete(db));
  return data;
}

async function readLanding(db: Db): Promise<EditorialLandingData> {
  // One connection on PGlite: the reads queue anyway, and on a server they run side by side.
  const [latest, topStories, people, locations] = await Promise.all([
    repo.latestEvents(db, LATEST_EVENTS),
    repo.topStories(db, TOP_STORY_POOL, TOP_STORIES),
    repo.topValues(db, 'specific_people', BROWSE_VALUES),
    repo.topValues(db, 'locations', BROWSE_VALUES),
  ]);
  return {
    latest: latest.map(presentEvent),
    topStories: topStories.map(presentEvent),
    people: people.map(presentValue),
    locations: locations.map(presentValue),
  };
}

/**
 * An event page: `eventid` shows the event's own assets and its children; `parenteventid` shows
 * a parent's children and the assets of the whole family. Undefined when there is no such event.
 */
export async function eventPage(
  db: Db,
  id: number,
  by: 'eventid' | 'parenteventid',
): Promise<EventPageData | undefined> {
  const row = await repo.findEvent(db, id, by === 'parenteventid');
  if (!row) return undefined;
  const [parent, children, assets] = await Promise.all([
    row.parent_id === null ? undefined : repo.findEvent(db, row.parent_id, true),
    repo.childEvents(db, id),
    repo.eventAssets(db, id, by === 'parenteventid', EVENT_PAGE_ASSETS),
  ]);
  return {
    event: presentEvent(row),
    by,
    parent: parent ? presentEvent(parent) : null,
    // A child without a picture on offer has nothing to show.
    children: children.filter((c) => c.assets > 0).map(presentEvent),
    assets: assets.map(presentCard),
  };
}
