// Search by uploaded image: the contract between the SearchBar's dialog and the upload endpoint.

/** Where a picture to search with is posted (its raw bytes, under its own content type). */
export const IMAGE_QUERY_PATH = '/search/api/image-queries';

/** Largest picture accepted. */
export const IMAGE_QUERY_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_QUERY_MAX_MEGABYTES = IMAGE_QUERY_MAX_BYTES / (1024 * 1024);

/** Accepted content types and the format the picture must really be. */
export const IMAGE_QUERY_TYPES = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageQueryType = keyof typeof IMAGE_QUERY_TYPES;

/** Error codes of a refused upload. */
export type ImageQueryErrorCode = 'image_too_large' | 'unsupported_image_type' | 'image_unreadable';

export function isImageQueryType(contentType: string | undefined): contentType is ImageQueryType {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return Object.hasOwn(IMAGE_QUERY_TYPES, type);
}

/** The answer to a successful upload. */
export interface ImageQueryCreated {
  id: string;
  /** The search results for the picture, under the visitor's country-language prefix. */
  searchUrl: string;
  thumbUrl: string;
}
