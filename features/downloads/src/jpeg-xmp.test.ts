import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JpegXmpWriter } from './jpeg-xmp';

const packet = (creator: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** Streams `input` through the writer in chunks of `size` bytes. */
async function written(input: Buffer, xmp: string, size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const parts = Array.from({ length: Math.ceil(input.length / size) }, (_, i) =>
    input.subarray(i * size, (i + 1) * size),
  );
  await pipeline(Readable.from(parts), new JpegXmpWriter(xmp), async (source) => {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  return Buffer.concat(chunks);
}

const creatorOf = async (file: Buffer) =>
  ((await exifr.parse(file, { xmp: true, mergeOutput: false })) as { dc?: { creator?: unknown } }).dc
    ?.creator;

describe('writing XMP into a streaming JPEG', () => {
  it('replaces an XMP packet already there, keeps EXIF, and leaves the picture byte for byte', async () => {
    const original = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bc0' } })
      .withExif({ IFD0: { Artist: 'Exif Artist' } })
      .withXmp(packet('Old Creator'))
      .jpeg()
      .toBuffer();
    expect(await creatorOf(original)).toBe('Old Creator');
    for (const size of [1, 7, 4096, original.length]) {
      const file = await written(original, packet('New Creator'), size);
      expect(await creatorOf(file)).toBe('New Creator');
      const exif = (await exifr.parse(file, { mergeOutput: false })) as {
        ifd0?: { Artist?: string };
      };
      expect(exif.ifd0?.Artist).toBe('Exif Artist');
      const [before, after] = await Promise.all([
        sharp(original).raw().toBuffer(),
        sharp(file).raw().toBuffer(),
      ]);
      expect(after.equals(before)).toBe(true);
    }
  });

  it('refuses a file that is not a JPEG, or ends before its picture', async () => {
    await expect(written(Buffer.from('GIF89a not a jpeg at all'), packet('x'), 5)).rejects.toThrow(
      /Not a JPEG/,
    );
    await expect(written(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), packet('x'), 2)).rejects.toThrow(
      /ended before its picture/,
    );
  });
});
