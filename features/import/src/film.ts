import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { PREVIEW_SECONDS, previewSize, watermarkPng } from '@lightbox/catalogue';
import type { FilmDefinition } from '@lightbox/core/search';
import sharp from 'sharp';
import { type RenditionOptions, type Renditions, renditionsOf } from './still';

/**
 * Film: what ffmpeg says about a clip (the bundled build has no ffprobe, so its banner is
 * read), a poster frame, and a short watermarked WebM preview cut from the clip.
 */

export interface FilmFacts {
  width: number;
  height: number;
  durationSeconds: number;
  frameRate: number;
  definition: FilmDefinition;
}

export class FilmError extends Error {}

/** Frame rates the search offers (spec: 23.98 … 60); a measured rate snaps to the nearest. */
export const FRAME_RATES = [23.976, 24, 25, 29.97, 30, 50, 59.94, 60] as const;
const PREVIEW_BITRATE = '600k';

export function definitionOf(width: number, height: number): FilmDefinition {
  const short = Math.min(width, height);
  if (short >= 2160 || Math.max(width, height) >= 3840) return '4k';
  if (short >= 720) return 'hd';
  return 'sd';
}

export function snapFrameRate(fps: number): number {
  const nearest = FRAME_RATES.reduce((a, b) => (Math.abs(b - fps) < Math.abs(a - fps) ? b : a));
  return Math.round(nearest * 100) / 100;
}

/** Reads duration, size, frame rate and rotation from ffmpeg's description of its input. */
export function parseFfmpegBanner(banner: string): FilmFacts {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(banner);
  const video = banner.split('\n').find((line) => /Stream #\S+.*: Video: /.test(line));
  if (!video) throw new FilmError('ffmpeg finds no video stream in it');
  const size = /, (\d{2,5})x(\d{2,5})\b/.exec(video);
  const fps = /, ([\d.]+) fps\b/.exec(video) ?? /, ([\d.]+) tbr\b/.exec(video);
  if (!duration || !size || !fps) throw new FilmError('ffmpeg cannot tell its duration, size or frame rate');
  const durationSeconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  if (!(durationSeconds > 0)) throw new FilmError('the clip has no length');
  const rotate = /rotate\s*:\s*(-?\d+)/.exec(banner);
  const turned = rotate ? Math.abs(Number(rotate[1])) % 180 === 90 : false;
  const width = Number(turned ? size[2] : size[1]);
  const height = Number(turned ? size[1] : size[2]);
  return {
    width,
    height,
    durationSeconds: Math.round(durationSeconds * 100) / 100,
    frameRate: snapFrameRate(Number(fps[1])),
    definition: definitionOf(width, height),
  };
}

interface Run {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

function run(args: readonly string[], ffmpegPath = ffmpeg.path): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString() }),
    );
  });
}

export async function probeFilm(file: string, ffmpegPath?: string): Promise<FilmFacts> {
  // Without an output ffmpeg describes its input and exits 1; that description is what we read.
  const { stderr } = await run(['-hide_banner', '-i', file], ffmpegPath);
  if (/Invalid data found|could not find codec|moov atom not found/i.test(stderr)) {
    throw new FilmError('ffmpeg cannot read it (invalid data)');
  }
  return parseFfmpegBanner(stderr);
}

/** Where in the clip its poster and preview come from: a little way in, past fades from black. */
export function posterTime(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 3);
}

export async function filmRenditions(
  file: string,
  facts: FilmFacts,
  options: RenditionOptions & { ffmpegPath?: string },
): Promise<Renditions & { preview: Buffer }> {
  const frame = await run(
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-ss',
      String(posterTime(facts.durationSeconds)),
      '-i',
      file,
    ].concat(['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']),
    options.ffmpegPath,
  );
  if (frame.code !== 0 || frame.stdout.length === 0) {
    throw new FilmError(`ffmpeg could not take a frame: ${frame.stderr.trim().slice(0, 300)}`);
  }
  const stills = await renditionsOf(sharp(frame.stdout), facts.width, facts.height, options);
  return { ...stills, preview: await previewClip(file, facts, options) };
}

async function previewClip(
  file: string,
  facts: FilmFacts,
  options: RenditionOptions & { ffmpegPath?: string },
): Promise<Buffer> {
  const size = previewSize(facts.width, facts.height);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-import-preview-'));
  try {
    const mark = path.join(dir, 'watermark.png');
    await fs.writeFile(mark, await watermarkPng(size, options.siteName, options.assetId));
    const start = facts.durationSeconds > PREVIEW_SECONDS * 2 ? posterTime(facts.durationSeconds) : 0;
    const result = await run(
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-ss',
        String(start),
        '-t',
        String(PREVIEW_SECONDS),
        '-i',
        file,
        '-i',
        mark,
        '-filter_complex',
        `[0:v]scale=${size.width}:${size.height},setsar=1[v];[v][1:v]overlay=0:0`,
        '-an',
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
        '-f',
        'webm',
        'pipe:1',
      ],
      options.ffmpegPath,
    );
    if (result.code !== 0 || result.stdout.length === 0) {
      throw new FilmError(`ffmpeg could not cut a preview: ${result.stderr.trim().slice(0, 300)}`);
    }
    return result.stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
