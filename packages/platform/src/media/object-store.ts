import type { Readable } from 'node:stream';

/**
 * Where media files live, addressed by key (`<assetId>/<file>`): a folder on this machine or
 * an S3-compatible bucket (config MEDIA_STORE). Keys are relative, slash-separated and never
 * climb out of the store.
 */
export interface ObjectStore {
  /** Shown in logs and the import summary, e.g. "folder /srv/media" or "s3 bucket media". */
  readonly description: string;
  /** Writes the whole object at once; a reader sees the old object or the new one, never half. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Uploads a file from this machine without reading it into memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Size of the object, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** The object's bytes (inclusive range when given), or null when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9A-Za-z_-][0-9A-Za-z._-]*(\/[0-9A-Za-z_-][0-9A-Za-z._-]*)*$/;

export class ObjectKeyError extends Error {}

/** Throws for keys that could escape the store (`..`, absolute paths, odd characters). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new ObjectKeyError(`Not a media key: ${JSON.stringify(key)}`);
  }
  return key;
}
