import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { Scene } from '../scene';
import { rasterScene, type Size, watermarkPng } from './raster';

/**
 * Film previews: a handful of frames in which the scene moves (camera pan or zoom, cars,
 * boats, runners, clouds), rendered with sharp and piped raw into ffmpeg, which blends them
 * up to a smooth frame rate and encodes VP8 WebM. ffmpeg is spawned with an argument list,
 * never through a shell.
 */

export const PREVIEW_WIDTH = 480;
export const PREVIEW_SECONDS = 4;
/** Frames we draw per second; ffmpeg blends them up to OUTPUT_FPS. */
export const KEYFRAME_FPS = 6;
export const OUTPUT_FPS = 24;
const PREVIEW_BITRATE = '600k';

export interface PreviewOptions {
  siteName: string;
  assetId: number;
  seconds?: number;
  ffmpegPath?: string;
}

export function previewSize(width: number, height: number): Size {
  // 480 px wide; portrait clips keep 480 on the long side instead, so they stay small.
  const scale = width >= height ? PREVIEW_WIDTH / width : PREVIEW_WIDTH / height;
  const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);
  return { width: even(width * scale), height: even(height * scale) };
}

export async function renderPreview(
  scene: Scene,
  renderSeed: number,
  width: number,
  height: number,
  options: PreviewOptions,
): Promise<Buffer> {
  const size = previewSize(width, height);
  const seconds = options.seconds ?? PREVIEW_SECONDS;
  const frames = Math.max(2, Math.round(seconds * KEYFRAME_FPS));
  const overlay = await watermarkPng(size, options.siteName, options.assetId);
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${size.width}x${size.height}`,
    '-framerate',
    String(KEYFRAME_FPS),
    '-i',
    'pipe:0',
    '-vf',
    `framerate=fps=${OUTPUT_FPS}`,
    '-c:v',
    'libvpx',
    '-b:v',
    PREVIEW_BITRATE,
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-pix_fmt',
    'yuv420p',
    '-an',
    '-f',
    'webm',
    'pipe:1',
  ];
  const child = spawn(options.ffmpegPath ?? ffmpeg.path, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.on('data', (c: Buffer) => err.push(c));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`ffmpeg exited with ${code}: ${Buffer.concat(err).toString().trim().slice(0, 500)}`),
        );
    });
  });
  // A write error (ffmpeg died early) surfaces through `done`.
  child.stdin.on('error', () => {});
  try {
    for (let i = 0; i < frames; i++) {
      const t = i / (frames - 1);
      const frame = await (await rasterScene(scene, renderSeed, width / height, size, { t, overlay }))
        .raw()
        .toBuffer();
      if (!child.stdin.write(frame)) await new Promise<void>((resolve) => child.stdin.once('drain', resolve));
    }
    child.stdin.end();
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  await done;
  return Buffer.concat(out);
}
