import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { DEMO_PHOTOS_SOURCE } from './demo-photos';
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
