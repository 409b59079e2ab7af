import path from 'node:path';
import type { MediaStoreConfig } from '../config';
import { LocalObjectStore } from './local-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';

export { LocalObjectStore } from './local-store';
export { checkKey, ObjectKeyError, type ObjectStore } from './object-store';
export { S3ObjectStore } from './s3-store';

/** The configured store; the local one keeps its files in `<dataDir>/media`. */
export function createObjectStore(media: MediaStoreConfig | undefined, dataDir: string): ObjectStore {
  if (media?.kind === 's3') return new S3ObjectStore(media);
  return new LocalObjectStore(path.join(dataDir, 'media'));
}
