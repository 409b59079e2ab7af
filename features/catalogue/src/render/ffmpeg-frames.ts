import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** ffmpeg's input arguments for raw RGB frames of `size` on stdin at `fps`. */
export function rawFramesInput(size: { width: number; height: number }, fps: number): string[] {
  return [
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
    String(fps),
    '-i',
    'pipe:0',
  ];
}

/**
 * Feeds raw RGB frames to ffmpeg (spawned with an argument list, never through a shell) and
 * answers what it wrote to stdout. Frames are made one at a time and written with back-pressure,
 * so memory holds one frame whatever the clip's length.
 */
export async function encodeFrames(
  args: readonly string[],
  frames: number,
  frameAt: (index: number) => Promise<Buffer>,
  options: {
    ffmpegPath?: string | undefined;
    onFrame?: ((done: number) => void) | undefined;
    /** Stops drawing and kills ffmpeg (shutdown); the call then rejects. */
    signal?: AbortSignal | undefined;
  } = {},
): Promise<Buffer> {
  options.signal?.throwIfAborted();
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
  // Awaited below; until then a failure must not count as unhandled.
  done.catch(() => undefined);
  // A write error (ffmpeg died early) surfaces through `done`.
  child.stdin.on('error', () => {});
  const kill = () => child.kill('SIGKILL');
  options.signal?.addEventListener('abort', kill, { once: true });
  // Room in the pipe again, or the pipe gone (ffmpeg ended or was killed).
  const writable = () =>
    new Promise<void>((resolve) => {
      if (child.stdin.destroyed) return resolve();
      const go = () => {
        child.stdin.off('drain', go);
        child.stdin.off('close', go);
        resolve();
      };
      child.stdin.on('drain', go);
      child.stdin.on('close', go);
    });
  try {
    for (let i = 0; i < frames; i++) {
      options.signal?.throwIfAborted();
      const frame = await frameAt(i);
      // ffmpeg went away early: `done` says why.
      if (child.stdin.destroyed) break;
      if (!child.stdin.write(frame)) await writable();
      options.onFrame?.(i + 1);
    }
    child.stdin.end();
    await done;
  } catch (error) {
    kill();
    await done.catch(() => undefined);
    // Killed on purpose: say it was stopped, not that ffmpeg failed.
    options.signal?.throwIfAborted();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', kill);
  }
  return Buffer.concat(out);
}
