import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type GeneratedAsset, generateAsset } from '../generate/index';
import { type MasterSource, renderMaster } from './master';
import { renderMasterInWorker } from './master-thread';

/** The first generated film with motion, from a fixed seed. */
function film(): GeneratedAsset {
  const ctx = createContext(77);
  for (let i = 0; ; i++) {
    const a = generateAsset(ctx, i);
    if (a.asset_type === 'film' && a.scene.motion !== undefined) return a;
  }
}

describe('clip masters drawn in a worker thread of their own', () => {
  let dir: string;
  let source: MasterSource;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-master-thread-'));
    const clip = film();
    source = { ...clip, width: 1920, height: 1080, frame_rate: 25, duration_seconds: 2 };
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });
  const small = { width: 320, height: 180 };
  const metadata = { title: 'A clip', copyright: '© Someone' };

  it('writes the same file as drawing on the calling thread, and reports its progress', {
    timeout: 120_000,
  }, async () => {
    const here = path.join(dir, 'here.mp4');
    const there = path.join(dir, 'there.mp4');
    await renderMaster(source, small, here, { metadata });
    const progress: number[] = [];
    await renderMasterInWorker(source, small, there, { metadata, onProgress: (f) => progress.push(f) });
    const [a, b] = await Promise.all([fs.readFile(here), fs.readFile(there)]);
    expect(b.length).toBeGreaterThan(1000);
    expect(b.equals(a)).toBe(true);
    // Two keyframes a second over two seconds, one message each.
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('keeps drawing while the calling thread is blocked: none of the work is done on it', {
    timeout: 300_000,
  }, async () => {
    const out = path.join(dir, 'long.mp4');
    const long = { ...source, duration_seconds: 30 };
    let started = false;
    const drawing = renderMasterInWorker(long, { width: 640, height: 360 }, out, {
      metadata,
      onProgress: () => {
        started = true;
      },
    });
    while (!started) await new Promise((r) => setTimeout(r, 10));
    // Hold this thread without yielding until ffmpeg has written well into the file; had the
    // frames been drawn here, no frame would reach ffmpeg and the file would not grow.
    const bound = Date.now() + 240_000;
    let size = 0;
    while (size < 200_000 && Date.now() < bound) {
      try {
        size = statSync(out).size;
      } catch {
        size = 0;
      }
    }
    expect(size).toBeGreaterThanOrEqual(200_000);
    await drawing;
  });

  it('reports a failure with ffmpeg’s own message, and ends its worker', { timeout: 60_000 }, async () => {
    await expect(
      renderMasterInWorker(source, small, path.join(dir, 'broken.mp4'), {
        metadata,
        ffmpegPath: '/bin/false',
      }),
    ).rejects.toThrow(/ffmpeg exited with 1/);
  });

  it('stops when asked, its ffmpeg killed, and says it was stopped', { timeout: 120_000 }, async () => {
    const controller = new AbortController();
    let frames = 0;
    const drawing = renderMasterInWorker(
      { ...source, duration_seconds: 60 },
      small,
      path.join(dir, 'stopped.mp4'),
      {
        metadata,
        signal: controller.signal,
        onProgress: () => {
          frames++;
          if (frames === 2) controller.abort(new Error('shutting down'));
        },
      },
    );
    await expect(drawing).rejects.toThrow(/abort|shutting down/i);
    expect(frames).toBeLessThan(120);
  });
});
