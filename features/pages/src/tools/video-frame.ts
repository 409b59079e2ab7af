import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { durationOf, FFMPEG_TIMEOUT_MS, hasVideoStream } from './limits';

/** Runs ffmpeg with an argument list (never a shell); answers stdout, stderr and the exit code. */
function run(args: readonly string[]): Promise<{ code: number | null; out: Buffer; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), FFMPEG_TIMEOUT_MS);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out: Buffer.concat(out), err: Buffer.concat(err).toString() });
    });
  });
}

/** The clip's length in seconds, or undefined when ffmpeg finds no video in the file. */
export async function probeClip(file: string): Promise<number | undefined> {
  // Without an output ffmpeg exits 1 after describing its input; the description is what we need.
  const { err } = await run(['-hide_banner', '-i', file]);
  return hasVideoStream(err) ? durationOf(err) : undefined;
}

/** One frame at `second`, as a JPEG no wider than 1280 px; undefined when none can be decoded. */
export async function frameOf(file: string, second: number): Promise<Buffer | undefined> {
  const { code, out } = await run([
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    second.toFixed(2),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    '-q:v',
    '3',
    'pipe:1',
  ]);
  return code === 0 && out.length > 0 ? out : undefined;
}
