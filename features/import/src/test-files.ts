import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { DEMO_PHOTOS_SOURCE } from './demo-photos';
import { findGhostscript } from './ghostscript';
import { type XmpFields, xmpPacket } from './xmp';

/** Files for the import tests: real photographs (Debian's scikit-image samples) and made clips. */

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

/** The folder of real photographs, fetched by the project script when it is missing. */
export function realPhotos(): string {
  const dir = path.join(REPO, DEMO_PHOTOS_SOURCE);
  if (!fs.existsSync(path.join(dir, 'coffee.png'))) {
    execFileSync('bash', [path.join(REPO, 'scripts/ensure-demo-photos.sh')], { stdio: 'inherit' });
  }
  if (!fs.existsSync(path.join(dir, 'coffee.png'))) {
    throw new Error(`The real photographs are missing from ${dir}: run bash scripts/ensure-demo-photos.sh`);
  }
  return dir;
}

/** A real photograph re-saved as JPEG with an XMP block and EXIF fields embedded. */
export async function photoWithMetadata(source: string, target: string, xmp: XmpFields, exifArtist?: string) {
  await sharp(source)
    .jpeg({ quality: 90 })
    .withXmp(xmpPacket(xmp))
    .withExif({ IFD0: { ...(exifArtist ? { Artist: exifArtist } : {}), Copyright: 'EXIF copyright' } })
    .toFile(target);
}

/** An H.264 MP4 test pattern of the given size, rate and length, made with the bundled ffmpeg. */
export function testClip(target: string, size: string, rate: number, seconds: number) {
  execFileSync(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=${rate}`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    target,
  ]);
}

/** A small EPS written as text: a coloured shape on a page of the given size, with a title. */
export function testEps(size: { width: number; height: number }, title?: string, xmp?: XmpFields): string {
  const { width, height } = size;
  return [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${width} ${height}`,
    ...(title ? [`%%Title: (${title})`] : []),
    '%%Creator: Lightbox tests',
    '%%EndComments',
    ...(xmp ? ['%begin_xml_code', `%${xmpPacket(xmp)}`, '%end_xml_code'] : []),
    '0.95 0.92 0.85 setrgbcolor',
    `0 0 ${width} ${height} rectfill`,
    '0.85 0.1 0.1 setrgbcolor',
    `newpath ${width / 2} ${height / 2} ${Math.min(width, height) / 3} 0 360 arc fill`,
    '0.1 0.3 0.8 setrgbcolor',
    `0 0 ${width} ${height / 6} rectfill`,
    'showpage',
    '%%EOF',
    '',
  ].join('\n');
}

/** A PDF-compatible AI file (what Illustrator saves by default): one page with coloured shapes. */
export async function testAi(size: { width: number; height: number }, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Lightbox tests');
  const page = pdf.addPage([size.width, size.height]);
  page.drawRectangle({ x: 0, y: 0, width: size.width, height: size.height, color: rgb(0.1, 0.55, 0.3) });
  page.drawEllipse({
    x: size.width / 2,
    y: size.height / 2,
    xScale: size.width / 4,
    yScale: size.height / 4,
    color: rgb(0.98, 0.8, 0.1),
  });
  return pdf.save();
}

/** Ghostscript for the EPS/AI tests, installed by the project script when it is missing. */
export async function ghostscript(): Promise<string> {
  let gs = await findGhostscript();
  if (!gs) {
    execFileSync('bash', [path.join(REPO, 'scripts/ensure-ghostscript.sh')], { stdio: 'inherit' });
    gs = await findGhostscript();
  }
  if (!gs) throw new Error('The EPS/AI tests need Ghostscript: run bash scripts/ensure-ghostscript.sh');
  return gs;
}
