import { SaveToBoardButton } from '@lightbox/boards/client';
import { href, type PageContext, type Translator } from '@lightbox/ui';
import type { AssetCard } from '../presenters';

const ROW_HEIGHT = 230;

export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Batch download selection on a results grid. */
export interface TileSelection {
  selected: readonly string[];
  toggle(id: number): void;
  label(title: string): string;
}

/** A justified-grid tile: its share of the row follows the picture's aspect ratio. */
export function AssetTile({
  asset,
  page,
  t,
  eager,
  selection,
}: {
  asset: AssetCard;
  page: PageContext;
  t: Translator;
  eager?: boolean;
  selection?: TileSelection | undefined;
}) {
  const ratio = asset.width / asset.height;
  const selected = selection?.selected.includes(String(asset.id)) ?? false;
  return (
    <li
      className={`lb-tile${selected ? ' lb-tile--selected' : ''}`}
      style={{ flexGrow: Math.round(ratio * 100), width: Math.round(ratio * ROW_HEIGHT) }}
    >
      <a
        href={href(page, `/detail/${asset.id}`)}
        aria-label={t.t('asset.openDetails', { title: asset.title })}
      >
        <img
          src={asset.thumbUrl}
          alt=""
          width={Math.round(ratio * ROW_HEIGHT)}
          height={ROW_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {asset.assetType !== 'image' && asset.durationSeconds !== null && (
          <span className="lb-tile__badge">▶ {formatDuration(asset.durationSeconds)}</span>
        )}
        <span className="lb-tile__meta" aria-hidden="true">
          {asset.title}
        </span>
      </a>
      <SaveToBoardButton asset={asset} page={page} appName="search" />
      {selection && (
        <label className="lb-tile__select">
          <input type="checkbox" checked={selected} onChange={() => selection.toggle(asset.id)} />
          <span className="visually-hidden">{selection.label(asset.title)}</span>
        </label>
      )}
    </li>
  );
}

export function AssetGrid({
  assets,
  page,
  t,
  label,
  selection,
}: {
  assets: AssetCard[];
  page: PageContext;
  t: Translator;
  label: string;
  selection?: TileSelection;
}) {
  return (
    <ul className="lb-grid" aria-label={label}>
      {assets.map((asset, i) => (
        <AssetTile key={asset.id} asset={asset} page={page} t={t} eager={i < 8} selection={selection} />
      ))}
    </ul>
  );
}
