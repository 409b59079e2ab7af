import { Transform, type TransformCallback } from 'node:stream';

/**
 * Writes an XMP packet into a JPEG as it streams, without decoding the picture: the full-size
 * original keeps every byte of its image data. Only the header segments (before the first
 * non-APPn marker, a few kilobytes) are held; an XMP segment already there is replaced, every
 * other segment kept in place, ours placed after the JFIF/EXIF segments.
 */
const XMP_NAMESPACE = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
/** A JPEG segment's length field counts itself (2 bytes) and the payload. */
const SEGMENT_MAX = 0xffff;
/** More header than this is not a JPEG we made or imported: refuse rather than hold it. */
export const JPEG_HEADER_MAX = 1024 * 1024;

export function xmpSegment(xmp: string): Buffer {
  const payload = Buffer.concat([XMP_NAMESPACE, Buffer.from(xmp, 'utf8')]);
  if (payload.length + 2 > SEGMENT_MAX) throw new Error('The XMP packet is too large for one JPEG segment');
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;

export class JpegXmpWriter extends Transform {
  private header: Buffer = Buffer.alloc(0);
  private passing = false;
  private readonly segment: Buffer;

  constructor(xmp: string) {
    super();
    this.segment = xmpSegment(xmp);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.passing) return done(null, chunk);
    this.header = Buffer.concat([this.header, chunk]);
    if (this.header.length > JPEG_HEADER_MAX) return done(new Error('The JPEG header is too large'));
    const rewritten = this.rewrite();
    if (rewritten instanceof Error) return done(rewritten);
    if (rewritten) {
      this.passing = true;
      this.header = Buffer.alloc(0);
      return done(null, rewritten);
    }
    done();
  }

  override _flush(done: TransformCallback) {
    done(this.passing ? null : new Error('The file ended before its picture began: not a JPEG'));
  }

  /** The rewritten header plus what followed it once the header is complete; undefined while not. */
  private rewrite(): Buffer | Error | undefined {
    const data = this.header;
    if (data.length < 2) return undefined;
    if (data[0] !== 0xff || data[1] !== 0xd8) return new Error('Not a JPEG file');
    const leading: Buffer[] = [];
    const rest: Buffer[] = [];
    let offset = 2;
    while (offset + 4 <= data.length) {
      if (data[offset] !== 0xff) return new Error('A JPEG segment did not start with a marker');
      const marker = data[offset + 1]!;
      if (!isApp(marker) && marker !== 0xfe) {
        // The picture's own segments begin: everything from here passes through untouched.
        return Buffer.concat([data.subarray(0, 2), ...leading, this.segment, ...rest, data.subarray(offset)]);
      }
      const end = offset + 2 + data.readUInt16BE(offset + 2);
      if (end > data.length) return undefined;
      const segment = data.subarray(offset, end);
      const isXmp = marker === 0xe1 && segment.subarray(4, 4 + XMP_NAMESPACE.length).equals(XMP_NAMESPACE);
      // JFIF (APP0) and EXIF (APP1) come first by convention; ours follows them.
      if (!isXmp) (rest.length === 0 && (marker === 0xe0 || marker === 0xe1) ? leading : rest).push(segment);
      offset = end;
    }
    return undefined;
  }
}
