/**
 * The browser-safe part of the catalogue's public API: media addresses. No Node or database
 * imports, so the search application's bundle can use it.
 */
export type PublicMediaKind = 'thumb' | 'comp' | 'poster' | 'preview';

export const PUBLIC_MEDIA_FILES: Readonly<Record<PublicMediaKind, string>> = {
  thumb: 'thumb.jpg',
  comp: 'comp.jpg',
  poster: 'poster.jpg',
  preview: 'preview.webm',
};

/** The public address of an asset's derivative, e.g. /media/123456789/thumb.jpg. */
export function mediaUrl(assetId: number, kind: PublicMediaKind): string {
  return `/media/${assetId}/${PUBLIC_MEDIA_FILES[kind]}`;
}
