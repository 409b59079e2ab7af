import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Scene } from '../scene';
import { encodeFrames, rawFramesInput } from './ffmpeg-frames';
import { rasterScene, type Size, watermarkPng } from './raster';

/**
 * Film previews: a handful of frames in which the scene moves (camera pan or zoom, cars,
 * boats, runners, clouds), rendered with sharp and piped raw into ffmpeg, which blends them
 * up to a smooth frame rate and encodes VP8 WebM. A preview lasts as long as the clip it shows
 * (the duration a tile states), and its file says how long it is.
 */

export const PREVIEW_WIDTH = 480;
/** The length of a preview whose clip states no duration. */
export const PREVIEW_SECONDS = 4;
/** Frames we draw per second; ffmpeg blends them up to OUTPUT_FPS. */
export const KEYFRAME_FPS = 6;
/** At most this many frames are drawn: a minute-long clip's slow motion needs no more. */
export const PREVIEW_KEYFRAMES_MAX = 96;
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
  const seconds = options.seconds && options.seconds > 0 ? options.seconds : PREVIEW_SECONDS;
  const frames = Math.min(PREVIEW_KEYFRAMES_MAX, Math.max(2, Math.round(seconds * KEYFRAME_FPS)));
  const overlay = await watermarkPng(size, options.siteName, options.assetId);
  // Written to a file, not a pipe: only a seekable output gets its duration and cues written.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lightbox-preview-'));
  const file = path.join(dir, 'preview.webm');
  const args = [
    ...rawFramesInput(size, frames / seconds),
    '-vf',
    `framerate=fps=${OUTPUT_FPS}`,
    '-t',
    seconds.toFixed(3),
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
    '-y',
    file,
  ];
  try {
    await encodeFrames(
      args,
      frames,
      async (i) => {
        const t = i / (frames - 1);
        return (await rasterScene(scene, renderSeed, width / height, size, { t, overlay })).raw().toBuffer();
      },
      { ffmpegPath: options.ffmpegPath },
    );
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
