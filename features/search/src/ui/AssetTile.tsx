import { SaveToBoardButton } from '@lightbox/boards/client';
import { mediaUrl, thumbnailSrcSet } from '@lightbox/catalogue/client';
import { href, type PageContext, type Translator, useTranslator } from '@lightbox/ui';
import { useState } from 'react';
import type { SearchMessageKey } from '../messages/en-us';
import type { AssetCard } from '../presenters';
import { justifiedTile, ROW_HEIGHT } from './justified';

/** Below this width (search.css) a row is the screen's width, and a tile may grow to fill it. */
const PHONE_MAX_WIDTH = 600;
/** How much wider than its starting width a tile grows on a phone's row, at most. */
const PHONE_TILE_GROWTH = 1.6;

/**
 * The tile's width for choosing among the srcset's files: its starting width, and on a phone
 * what its row may stretch it to (never wider than the screen).
 */
export function tileSizes(startWidth: number): string {
  return `(max-width: ${PHONE_MAX_WIDTH}px) min(100vw - 32px, ${Math.round(startWidth * PHONE_TILE_GROWTH)}px), ${startWidth}px`;
}

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
  priority,
  selection,
  licenceId,
}: {
  asset: AssetCard;
  page: PageContext;
  t: Translator;
  eager?: boolean;
  /** The first pictures of the page, one of which is its largest paint: fetched first. */
  priority?: boolean;
  selection?: TileSelection | undefined;
  /** The viewer's licence for this asset: the tile offers its download. */
  licenceId?: number | undefined;
}) {
  const box = justifiedTile(asset.width, asset.height);
  const startWidth = box.width;
  const selected = selection?.selected.includes(String(asset.id)) ?? false;
  const film = asset.assetType !== 'image';
  // A clip plays its preview while the pointer is over its tile or the keyboard is on its link.
  const [previewing, setPreviewing] = useState(false);
  const play = film ? () => setPreviewing(true) : undefined;
  const stop = film ? () => setPreviewing(false) : undefined;
  return (
    <li
      className={`lb-tile${selected ? ' lb-tile--selected' : ''}`}
      style={{ flexGrow: box.flexGrow, width: startWidth, maxWidth: box.maxWidth }}
      onMouseEnter={play}
      onMouseLeave={stop}
      onFocus={play}
      onBlur={stop}
    >
      <a
        href={href(page, `/detail/${asset.id}`)}
        aria-label={t.t('asset.openDetails', { title: asset.title })}
        // Shown on hover by search.css (::after), not an element of its own: 60 fewer per page.
        data-title={asset.title}
      >
        <img
          src={asset.thumbUrl}
          srcSet={thumbnailSrcSet(asset.id, asset.width, asset.height)}
          sizes={tileSizes(startWidth)}
          alt=""
          width={startWidth}
          height={ROW_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          // The first screen's pictures are painted in the frame that has them, not a frame later.
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {previewing && (
          <span className="lb-tile__preview" aria-hidden="true">
            <video src={mediaUrl(asset.id, 'preview')} autoPlay muted loop playsInline />
          </span>
        )}
      </a>
      {/* Beside the link, not in it: its text would not match the link's accessible name. */}
      {film && asset.durationSeconds !== null && (
        <span className="lb-tile__badge" aria-hidden="true">
          ▶ {formatDuration(asset.durationSeconds)}
        </span>
      )}
      {asset.stack && <SimilarLink asset={asset} stack={asset.stack} page={page} />}
      {licenceId !== undefined && <LicensedLink asset={asset} licenceId={licenceId} page={page} />}
      <SaveToBoardButton asset={asset} page={page} appName="search" />
      {selection && (
        <input
          type="checkbox"
          className="lb-tile__select"
          aria-label={selection.label(asset.title)}
          checked={selected}
          onChange={() => selection.toggle(asset.id)}
        />
      )}
    </li>
  );
}

/** A licensed asset's download, straight from the results (issue 18). */
function LicensedLink({
  asset,
  licenceId,
  page,
}: {
  asset: AssetCard;
  licenceId: number;
  page: PageContext;
}) {
  const st = useTranslator<SearchMessageKey>(page);
  return (
    <a
      className="lb-tile__licensed"
      href={href(page, `/account/licences/${licenceId}/download`)}
      download
      data-asset-id={asset.id}
      aria-label={st.t('search.tile.licensedLabel', { title: asset.title })}
    >
      {st.t('search.tile.licensed')}
    </a>
  );
}

/** "N similar": the stack of near-duplicates this picture stands for. */
function SimilarLink({
  asset,
  stack,
  page,
}: {
  asset: AssetCard;
  stack: NonNullable<AssetCard['stack']>;
  page: PageContext;
}) {
  const st = useTranslator<SearchMessageKey>(page);
  const type = asset.assetType === 'image' ? 'image' : 'film';
  return (
    <a
      className="lb-tile__similar"
      href={href(page, `/search/2/${type}?stackid=${stack.id}`)}
      aria-label={st.t('search.tile.similarLabel', { count: stack.similar })}
    >
      {st.t('search.tile.similar', { count: stack.similar })}
    </a>
  );
}

export function AssetGrid({
  assets,
  page,
  t,
  label,
  selection,
  licensed,
  belowTheFold = false,
}: {
  assets: AssetCard[];
  page: PageContext;
  t: Translator;
  label: string;
  selection?: TileSelection;
  /** The viewer's licence per asset id, for the tiles of licensed assets. */
  licensed?: Readonly<Record<string, number>> | undefined;
  /**
   * The grid starts below the first screen (home, detail): its pictures load lazily and none
   * is fetched first, so they do not take a phone's bandwidth from the picture that is.
   */
  belowTheFold?: boolean;
}) {
  return (
    <ul className="lb-grid" aria-label={label}>
      {assets.map((asset, i) => (
        <AssetTile
          key={asset.id}
          asset={asset}
          page={page}
          t={t}
          eager={!belowTheFold && i < 8}
          priority={!belowTheFold && i < 2}
          selection={selection}
          licenceId={licensed?.[String(asset.id)]}
        />
      ))}
    </ul>
  );
}
