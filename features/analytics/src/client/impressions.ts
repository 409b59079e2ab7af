import type { EventAsset } from '../domain/events';
import { VISIBLE_RATIO } from '../domain/tracking-attributes';
import type { Sender } from './sender';

/** Impressions seen within this window go in one "Asset Impression" event. */
const BATCH_MS = 500;
const DETAIL = /\/detail\/(\d+)/;

const assetIdOf = (tile: Element) => DETAIL.exec(tile.querySelector('a')?.getAttribute('href') ?? '')?.[1];

/**
 * "Asset Impression" (spec §7): a results tile counts once it is 10 % visible, with its event
 * asset and slot. Tiles the search application adds later are observed too; "Item Selected"
 * is sent when a tile is opened. Each new result set starts over (see `reset`).
 */
export function watchImpressions(
  root: Element,
  assets: readonly EventAsset[],
  sender: Sender,
): { reset(assets: readonly EventAsset[]): void } {
  let byId = new Map(assets.map((a) => [a.id, a]));
  const seen = new Set<string>();
  let pending: EventAsset[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length > 0) void sender.send('Asset Impression', { assets: batch });
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const id = assetIdOf(entry.target);
        const asset = id ? byId.get(id) : undefined;
        if (!asset || seen.has(asset.id)) continue;
        seen.add(asset.id);
        pending.push(asset);
      }
      if (pending.length > 0 && timer === undefined) timer = setTimeout(flush, BATCH_MS);
    },
    { threshold: VISIBLE_RATIO },
  );

  const observeTiles = () => {
    for (const tile of root.querySelectorAll('.lb-tile')) observer.observe(tile);
  };
  observeTiles();
  new MutationObserver(observeTiles).observe(root, { childList: true, subtree: true });
  addEventListener('pagehide', flush);

  root.addEventListener('click', (event) => {
    const tile = (event.target as Element | null)?.closest('.lb-tile');
    const id = tile && (event.target as Element).closest('a') ? assetIdOf(tile) : undefined;
    const asset = id ? byId.get(id) : undefined;
    if (asset) void sender.send('Item Selected', { asset });
  });

  return {
    /**
     * A new result set replaced the tiles without a page load: what the old set saw is sent,
     * then every tile counts again, with the new set's slots.
     */
    reset(next) {
      flush();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      byId = new Map(next.map((a) => [a.id, a]));
      seen.clear();
      // The search application draws the new tiles after announcing them; tiles it kept
      // (the same asset) are not added again, so all are looked at once the frame is drawn.
      requestAnimationFrame(() => setTimeout(observeTiles, 0));
    },
  };
}
