import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * EPS and AI files are drawn with Debian's Ghostscript (`gs`), the one renderer for PostScript
 * and PDF a Debian machine or the npm registry offers. It runs as a separate process with an
 * argument list (no shell), in -dSAFER mode (no file access beyond its input and output), under
 * a time limit, and only on files under a size limit; `-f` before the path keeps a file named
 * like an option from being read as one.
 */

export const GHOSTSCRIPT_MISSING = 'EPS/AI need Ghostscript: apt-get install ghostscript';
/** Files larger than this are refused before Ghostscript sees them. */
export const GS_MAX_INPUT_BYTES = 200 * 1024 * 1024;
/** A drawing that takes longer is stopped and reported. */
export const GS_TIME_LIMIT_MS = 120_000;

/**
 * The gs to run: the given path (or GHOSTSCRIPT_PATH), else `gs` on PATH. Undefined when there
 * is none, so the caller can skip EPS/AI files with GHOSTSCRIPT_MISSING.
 */
export async function findGhostscript(
  given = process.env.GHOSTSCRIPT_PATH,
  searchPath = process.env.PATH ?? '',
): Promise<string | undefined> {
  const candidates = given
    ? [given]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((d) => path.join(d, 'gs'));
  for (const candidate of candidates) {
    try {
      await fs.access(candidate, constants.X_OK);
      if ((await fs.stat(candidate)).isFile()) return candidate;
    } catch {
      // not there, or not runnable
    }
  }
  return undefined;
}

export interface RasteriseRequest {
  gs: string;
  file: string;
  format: 'postscript' | 'pdf';
  /** Pixels per inch that make the page's long edge the wanted size. */
  dpi: number;
}

/** Draws the page (the EPS bounding box, or a PDF's first page crop box) as an sRGB PNG. */
export async function rasterise(request: RasteriseRequest): Promise<Buffer> {
  const { size } = await fs.stat(request.file);
  if (size > GS_MAX_INPUT_BYTES) {
    throw new Error(`the file is larger than ${GS_MAX_INPUT_BYTES / 1024 / 1024} MB, the limit for EPS/AI`);
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-gs-'));
  const output = path.join(dir, 'page.png');
  const args = [
    '-q',
    '-dSAFER',
    '-dBATCH',
    '-dNOPAUSE',
    '-dNOPROMPT',
    '-sDEVICE=png16m',
    '-dTextAlphaBits=4',
    '-dGraphicsAlphaBits=4',
    `-r${request.dpi.toFixed(3)}`,
    ...(request.format === 'postscript' ? ['-dEPSCrop'] : ['-dUseCropBox', '-dFirstPage=1', '-dLastPage=1']),
    `-sOutputFile=${output}`,
    '-f',
    request.file,
  ];
  try {
    await run(request.gs, args);
    const png = await fs.readFile(output).catch(() => undefined);
    if (!png || png.length === 0) throw new Error('Ghostscript drew nothing from the file');
    return png;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    const keep = (chunk: Buffer) => {
      if (said.length < 4000) said += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), GS_TIME_LIMIT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Ghostscript could not start (${error.message}): ${GHOSTSCRIPT_MISSING}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new Error(`Ghostscript took over ${GS_TIME_LIMIT_MS / 1000} s on it`));
      else if (code !== 0) reject(new Error(`Ghostscript could not read it: ${firstError(said)}`));
      else resolve();
    });
  });
}

/** gs says a lot; the line naming the error is the one worth reporting. */
function firstError(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.find((l) => /error/i.test(l)) ?? lines[0] ?? 'no reason given').slice(0, 200);
}
