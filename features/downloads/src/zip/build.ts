import { createHash } from 'node:crypto';
import { ensureOriginal, MediaStore } from '@lightbox/catalogue';
import type { Db } from '@lightbox/platform';
import type { LicenceRecord } from '../history';
import { rightsXmp } from '../rights-xmp';
import { type ZipEntry, type ZipLayout, zipLayout } from './archive';
import { licensedFile } from './licensed-file';

/** Files made at once while laying a zip out: enough to overlap disk and resizing on two cores. */
const PREPARE_CONCURRENCY = 4;

export interface ZipContext {
  db: Db;
  mediaDir: string;
  seller: { name: string };
  origin: string;
}

/**
 * The archive of these licences (in this order): each licensed file made once and kept, then
 * laid out, with a strong ETag naming exactly those bytes (for `If-Range`).
 */
export async function buildZip(
  context: ZipContext,
  licences: LicenceRecord[],
  modified: Date,
  /** Told how many files are made so far, as they are made. */
  onPrepared?: (count: number) => void,
): Promise<{ layout: ZipLayout; etag: string } | { missing: number }> {
  const store = new MediaStore(context.mediaDir);
  const entries: ZipEntry[] = new Array(licences.length);
  const names = new Set<string>();
  const nameOf = (licence: LicenceRecord) => {
    // Two licences for one picture (two sizes) both go in, told apart by licence number.
    const plain = `lightbox-${licence.assetId}.jpg`;
    const name = names.has(plain) ? `lightbox-${licence.assetId}-licence-${licence.id}.jpg` : plain;
    names.add(name);
    return name;
  };
  const ordered = licences.map(nameOf);
  let next = 0;
  let made = 0;
  let missing: number | undefined;
  const worker = async () => {
    while (next < licences.length && missing === undefined) {
      const index = next++;
      const licence = licences[index]!;
      const original = await ensureOriginal(context.db, store, licence.assetId);
      if (!original.ok) {
        missing = licence.assetId;
        return;
      }
      const xmp = rightsXmp({
        licence,
        seller: context.seller,
        agreementUrl: `${context.origin}/purchase/agreements`,
        siteUrl: context.origin,
      });
      const file = await licensedFile(context.mediaDir, original.file, licence.assetId, licence.size, xmp);
      entries[index] = { name: ordered[index]!, ...file };
      onPrepared?.(++made);
    }
  };
  await Promise.all(Array.from({ length: PREPARE_CONCURRENCY }, worker));
  if (missing !== undefined) return { missing };
  const hash = createHash('sha256');
  for (const e of entries) hash.update(`${e.name}\0${e.size}\0${e.crc}\n`);
  hash.update(modified.toISOString());
  return { layout: zipLayout(entries, modified), etag: `"${hash.digest('base64url').slice(0, 32)}"` };
}
