import type { Db } from '@lightbox/platform';
import type { HistoryScope } from './history';
import { licencesForAssets, type ZipTables } from './zip/store';

/**
 * The licence to download for each of these assets the viewer (or their team) holds one for,
 * keyed by asset id: search results mark those tiles with their download (issue 18).
 */
export async function licensedAssets(
  db: Db,
  scope: HistoryScope,
  assetIds: readonly number[],
): Promise<Record<string, number>> {
  if (assetIds.length === 0) return {};
  const ids = [...new Set(assetIds)];
  const found = await licencesForAssets(db.withTables<ZipTables>(), scope, ids);
  const held = ids.filter((id) => !found.leftOut.includes(id));
  return Object.fromEntries(held.map((assetId, i) => [String(assetId), found.licenceIds[i]!]));
}
