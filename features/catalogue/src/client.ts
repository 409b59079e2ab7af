/**
 * The browser-safe part of the catalogue's public API: media addresses. No Node or database
 * imports, so the search application's bundle can use it.
 */
export type PublicMediaKind = 'thumb' | 'thumb2x' | 'comp' | 'poster' | 'preview';

export const PUBLIC_MEDIA_FILES: Readonly<Record<PublicMediaKind, string>> = {
  thumb: 'thumb.jpg',
  thumb2x: 'thumb2x.jpg',
  comp: 'comp.jpg',
  poster: 'poster.jpg',
  preview: 'preview.webm',
};

/** Long edges of the thumbnails and the watermarked comp (render/index.ts draws them so). */
export const THUMB_LONG_EDGE = 380;
export const COMP_LONG_EDGE = 612;
/**
 * The phone's thumbnail: a result tile on a 360–412 px screen at 1.75–3 device pixels per CSS
 * pixel wants about 600. Kept under the watermarked comp's 612 px, so the free, unwatermarked
 * thumbnail is never the larger picture.
 */
export const THUMB_2X_LONG_EDGE = 600;

/** The public address of an asset's derivative, e.g. /media/123456789/thumb.jpg. */
export function mediaUrl(assetId: number, kind: PublicMediaKind): string {
  return `/media/${assetId}/${PUBLIC_MEDIA_FILES[kind]}`;
}

/** A picture's size once its long edge is fitted to `longEdge` (as render/raster.ts fits it). */
export function fittedSize(
  width: number,
  height: number,
  longEdge: number,
): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
const fittedWidth = (width: number, height: number, longEdge: number) =>
  fittedSize(width, height, longEdge).width;

/** `srcset` of an asset's thumbnail: both files with their real widths. */
export function thumbnailSrcSet(assetId: number, width: number, height: number): string {
  return [
    `${mediaUrl(assetId, 'thumb')} ${fittedWidth(width, height, THUMB_LONG_EDGE)}w`,
    `${mediaUrl(assetId, 'thumb2x')} ${fittedWidth(width, height, THUMB_2X_LONG_EDGE)}w`,
  ].join(', ');
}
