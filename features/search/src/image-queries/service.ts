import { randomBytes } from 'node:crypto';
import { analyseImage, FOREIGN_IMAGE_MAX_PIXELS, thumbnailOf } from '@lightbox/catalogue';
import { mediaUrl } from '@lightbox/catalogue/client';
import {
  IMAGE_QUERY_MAX_BYTES,
  IMAGE_QUERY_MAX_MEGABYTES,
  IMAGE_QUERY_TYPES,
  type ImageQueryErrorCode,
  isImageQueryType,
  type SearchParameters,
} from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import sharp from 'sharp';
import { imageProbeOf } from '../engine/similar';
import * as repo from './repository';

/**
 * Search by uploaded image: check the upload, measure it exactly as the catalogue measures
 * its own pictures (a thumbnail, then its difference hash and dominant colour), and keep only
 * that, under an unguessable id, for IMAGE_QUERY_TTL_MS.
 */

export { IMAGE_QUERY_MAX_BYTES };

/** How long an uploaded picture's search keeps working. */
export const IMAGE_QUERY_TTL_MS = 24 * 60 * 60 * 1000;
const ID_BYTES = 16;

export type ImageQueryRejection = {
  ok: false;
  status: 413 | 415 | 422;
  code: ImageQueryErrorCode;
  message: string;
};
export type ImageQueryOutcome = { ok: true; id: string } | ImageQueryRejection;

const ACCEPTED = 'a JPEG, PNG, WebP or GIF picture';

export const tooLarge = (): ImageQueryRejection => ({
  ok: false,
  status: 413,
  code: 'image_too_large',
  message: `The picture is larger than ${IMAGE_QUERY_MAX_MEGABYTES} MB. Upload a smaller copy.`,
});

export const unsupportedType = (): ImageQueryRejection => ({
  ok: false,
  status: 415,
  code: 'unsupported_image_type',
  message: `Upload ${ACCEPTED}.`,
});

const unreadable = (): ImageQueryRejection => ({
  ok: false,
  status: 422,
  code: 'image_unreadable',
  message: `This file could not be read as a picture. Upload ${ACCEPTED}.`,
});

export async function createImageQuery(
  db: Db,
  contentType: string | undefined,
  body: Buffer,
): Promise<ImageQueryOutcome> {
  if (!isImageQueryType(contentType)) return unsupportedType();
  if (body.length > IMAGE_QUERY_MAX_BYTES) return tooLarge();
  if (body.length === 0) return unreadable();
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await sharp(body).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    return unreadable();
  }
  if (!format || !(Object.values(IMAGE_QUERY_TYPES) as string[]).includes(format)) return unsupportedType();
  if (pixels > FOREIGN_IMAGE_MAX_PIXELS) return tooLarge();
  let thumb: Awaited<ReturnType<typeof thumbnailOf>>;
  let look: Awaited<ReturnType<typeof analyseImage>>;
  try {
    thumb = await thumbnailOf(body);
    look = await analyseImage(thumb.data);
  } catch {
    // Truncated or corrupt data that the header did not give away.
    return unreadable();
  }
  const id = `q${randomBytes(ID_BYTES).toString('base64url')}`;
  await repo.insertImageQuery(db, {
    id,
    dhash: look.dhash,
    dominantColor: look.dominantColor,
    width: thumb.width,
    height: thumb.height,
    thumb: thumb.data,
  });
  return { ok: true, id };
}

/** The picture a search by image compares with, as the results page shows it. */
export interface SearchImage {
  kind: 'asset' | 'upload';
  /** Null when the uploaded picture has expired (or never existed). */
  thumbUrl: string | null;
}

export function imageQueryThumbPath(id: string): string {
  return `/search/api/image-queries/${id}/thumb.jpg`;
}

export async function describeSearchImage(db: Db, p: SearchParameters): Promise<SearchImage | undefined> {
  const probe = imageProbeOf(p);
  if (!probe) return undefined;
  if (probe.kind === 'asset') return { kind: 'asset', thumbUrl: mediaUrl(probe.id, 'thumb') };
  if (probe.kind === 'none') return { kind: 'upload', thumbUrl: null };
  return {
    kind: 'upload',
    thumbUrl: (await repo.imageQueryExists(db, probe.id)) ? imageQueryThumbPath(probe.id) : null,
  };
}

export function findImageQueryThumb(db: Db, id: string) {
  return repo.findImageQueryThumb(db, id);
}

/** Housekeeping: forgets pictures searched with more than IMAGE_QUERY_TTL_MS ago. */
export function purgeExpiredImageQueries(db: Db, now = new Date()): Promise<number> {
  return repo.deleteImageQueriesBefore(db, new Date(now.getTime() - IMAGE_QUERY_TTL_MS));
}
