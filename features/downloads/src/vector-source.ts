import { SIZE_LONG_EDGE } from '@lightbox/core';

/** The vector formats an import keeps byte for byte as `<id>/source.<format>` (features/import). */
export const VECTOR_SOURCE_FORMATS = ['eps', 'ai'] as const;
export type VectorSourceFormat = (typeof VECTOR_SOURCE_FORMATS)[number];

export const isVectorSourceFormat = (value: unknown): value is VectorSourceFormat =>
  typeof value === 'string' && (VECTOR_SOURCE_FORMATS as readonly string[]).includes(value);

/** What the browser is told a vector source is, so it saves and opens it as such. */
export const VECTOR_SOURCE_TYPES: Record<VectorSourceFormat, string> = {
  eps: 'application/postscript',
  // Illustrator's own files are PDF-compatible (what the import reads); older ones are PostScript.
  ai: 'application/illustrator',
};

/**
 * The vector file an asset was imported from, when it has one: a vector (media type) whose file
 * type is EPS or AI and whose kept original is that file. Drawn vectors and pictures have none.
 */
export function vectorSourceFormat(asset: {
  id: number;
  mediaType: string;
  fileType: string;
  originalPath: string | null;
}): VectorSourceFormat | null {
  if (asset.mediaType !== 'vector' || !isVectorSourceFormat(asset.fileType)) return null;
  return asset.originalPath === `${asset.id}/source.${asset.fileType}` ? asset.fileType : null;
}

/** The long edge a licence's size allows, or undefined for the full size. */
export function longEdgeOf(size: string | null): number | undefined {
  if (size === 'small') return SIZE_LONG_EDGE.small;
  if (size === 'medium') return SIZE_LONG_EDGE.medium;
  return undefined;
}

/**
 * A vector source scales to any size, so it comes with a full-size licence only (large, or a
 * plan's or RM licence, which have no size): a small or medium licence gets its JPEG, not more.
 */
export const vectorSourceOffered = (licence: {
  size: string | null;
  vectorFormat: VectorSourceFormat | null;
}) => licence.vectorFormat !== null && longEdgeOf(licence.size) === undefined;
