/**
 * The justified results grid (search.css `.lb-grid`): every tile starts at its picture's width
 * for the row height and grows in proportion to its aspect ratio, so a row's tiles grow by the
 * same height and fill the row. A row that ends early (the next picture is too wide to fit)
 * holds few tiles; without a limit they would grow to twice the row height or more. Each tile
 * may grow to ROW_GROWTH_MAX times its starting width (its height follows), and the rest of such
 * a row stays empty, left-aligned; the last row keeps the row height (the grid's ::after filler).
 */

/** The height, in CSS pixels, every row starts at. */
export const ROW_HEIGHT = 230;
/** How much taller than ROW_HEIGHT a row may grow to fill its width, at most. */
export const ROW_GROWTH_MAX = 1.5;

export interface TileBox {
  /** The picture's width at the row height: the tile's flex basis. */
  width: number;
  /** Its share of the row's free space: in proportion to its aspect ratio. */
  flexGrow: number;
  /** The widest the tile may grow: ROW_GROWTH_MAX times its starting width. */
  maxWidth: number;
}

export function justifiedTile(pictureWidth: number, pictureHeight: number): TileBox {
  const ratio = pictureWidth / pictureHeight;
  const width = Math.round(ratio * ROW_HEIGHT);
  return {
    width,
    flexGrow: Math.round(ratio * 100),
    maxWidth: Math.round(ratio * ROW_HEIGHT * ROW_GROWTH_MAX),
  };
}
