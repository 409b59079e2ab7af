import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { StoredFile } from '@lightbox/catalogue';
import sharp from 'sharp';
import { JpegXmpWriter } from '../jpeg-xmp';
import { longEdgeOf } from '../vector-source';

/** A licensed file as it goes into a zip: on disk, with its size and CRC-32. */
export interface LicensedFile {
  path: string;
  size: number;
  crc: number;
}

/**
 * The licensed file (at the licence's size, its rights in XMP, exactly as the single download
 * makes it) written once to the media store's `licensed/` cache. A zip must know every entry's
 * size and CRC before its first byte and give the same bytes when a download is resumed, and
 * a resize is not guaranteed to be byte-identical across library versions: so the bytes are
 * made once, kept, and named by what they are made of (the original's validator, the size, the
 * XMP). The CRC is kept beside the file; the file is renamed into place last but one, the CRC
 * last, so a reader that finds the CRC finds the whole file.
 */
export async function licensedFile(
  mediaDir: string,
  original: Pick<StoredFile, 'path' | 'etag'>,
  assetId: number,
  size: string | null,
  xmp: string,
): Promise<LicensedFile> {
  const key = createHash('sha256')
    .update(`${original.etag}\n${size ?? 'full'}\n${xmp}`)
    .digest('hex')
    .slice(0, 32);
  const file = path.join(mediaDir, 'licensed', String(assetId), `${key}.jpg`);
  const known = await cached(file);
  if (known) return known;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  let crc = 0;
  let written = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      written += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      createReadStream(original.path),
      licensedTransform(size, xmp),
      measure,
      createWriteStream(temp),
    );
    await fs.rename(temp, file);
    await writeAtomically(`${file}.crc`, `${crc} ${written}`);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return { path: file, size: written, crc };
}

/** The same transform as the single download: rights into the original, or a resize with them. */
function licensedTransform(size: string | null, xmp: string) {
  const edge = longEdgeOf(size);
  if (edge === undefined) return new JpegXmpWriter(xmp);
  return sharp()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .withXmp(xmp);
}

async function cached(file: string): Promise<LicensedFile | undefined> {
  try {
    const [crc, size] = (await fs.readFile(`${file}.crc`, 'utf8')).split(' ').map(Number);
    const st = await fs.stat(file);
    // A file changed behind our back is made again rather than served with a wrong CRC.
    if (st.size === size && Number.isInteger(crc)) {
      // Marks the file as used now, so the cache pruning keeps it (cache-prune.ts).
      const now = new Date();
      await fs.utimes(`${file}.crc`, now, now).catch(() => undefined);
      return { path: file, size: st.size, crc: crc! };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return undefined;
}

async function writeAtomically(file: string, text: string) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, text);
  await fs.rename(temp, file);
}
