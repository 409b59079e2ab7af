import type { Db } from '@lightbox/platform';
import { MAX_PAGE, PAGE_SIZE, type SearchQuery } from './domain/query';
import { type AssetCard, type AssetDetail, presentCard, presentDetail } from './presenters';
import * as repo from './repository';

export interface SearchResult {
  searchParameters: SearchQuery;
  assets: AssetCard[];
  counts: { images: number; films: number };
  total: number;
  pageSize: number;
  pages: number;
}

export async function search(db: Db, query: SearchQuery): Promise<SearchResult> {
  const { rows, counts } = await repo.searchAssets(db, query);
  const total = query.assettype === 'image' ? counts.images : counts.films;
  return {
    searchParameters: query,
    assets: rows.map(presentCard),
    counts,
    total,
    pageSize: PAGE_SIZE,
    pages: Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE)),
  };
}

export type AssetLookup =
  | { kind: 'found'; asset: AssetDetail; related: AssetCard[] }
  | { kind: 'gone'; asset: AssetDetail }
  | { kind: 'missing' };

/** Asset ids are positive nine-digit-or-fewer integers; anything else cannot exist. */
export function parseAssetId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export async function lookupAsset(db: Db, id: number): Promise<AssetLookup> {
  const row = await repo.findAsset(db, id);
  if (!row) return { kind: 'missing' };
  const asset = presentDetail(row);
  if (row.withdrawn_at) return { kind: 'gone', asset };
  const related = (await repo.findRelated(db, row)).map(presentCard);
  return { kind: 'found', asset, related };
}

export async function landing(db: Db) {
  const [popular, covers] = await Promise.all([repo.popularAssets(db, 24), repo.categoryCovers(db)]);
  return { popular: popular.map(presentCard), covers };
}
