import type { Site } from '@lightbox/core';
import { type Db, notFound } from '@lightbox/platform';
import { type BoardAssetView, type CuratedSetView, presentAsset, presentCuratedSet } from './presenters';
import * as repo from './repository';
import * as sets from './sets-repository';

/** Assets shown on one curated set's page (the seeded sets hold 48). */
export const CURATED_SET_PAGE_MAX = 250;
export const SET_NOT_FOUND_MESSAGE = 'There is no such set.';

/** The site's curated sets (spec section 2: signature and essentials per media kind); public. */
export function createSetsService(db: Db) {
  const bdb = repo.boardsDb(db);
  return {
    async list(site: Site): Promise<CuratedSetView[]> {
      return (await sets.curatedSets(bdb, site)).map(presentCuratedSet);
    },
    /** A set by numeric id or slug, with its assets in order. */
    async set(key: string, site: Site): Promise<{ set: CuratedSetView; assets: BoardAssetView[] }> {
      const parsed = /^[1-9]\d{0,8}$/.test(key)
        ? Number(key)
        : /^[a-z0-9-]{1,80}$/.test(key)
          ? key
          : undefined;
      const row = parsed === undefined ? undefined : await sets.findCuratedSet(bdb, parsed);
      if (!row) throw notFound(SET_NOT_FOUND_MESSAGE);
      const assets = await sets.curatedSetAssets(bdb, row.id, site, CURATED_SET_PAGE_MAX);
      const cover = assets[0]?.asset_id ?? null;
      return {
        set: presentCuratedSet({ ...row, asset_count: assets.length, cover_asset_id: cover }),
        assets: assets.map(presentAsset),
      };
    },
  };
}

export type SetsService = ReturnType<typeof createSetsService>;
