import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ENTRY = fileURLToPath(new URL('./pglite-thread-worker.ts', import.meta.url));
/**
 * Inside the repository, so the packages left out of the bundle (PGlite with its .wasm and
 * .data files beside it) resolve from node_modules as for any module here.
 */
const OUT = new URL('../../dist/pglite-thread-worker.mjs', import.meta.url);

let built: Promise<URL> | undefined;

/**
 * The database thread's entry as one plain ES module, built from the TypeScript source. A
 * worker thread started on it needs no loader: under tsx's, PGlite.create never returns in a
 * worker thread. Built once per process (a few milliseconds); the file is replaced whole, so
 * processes starting together never read half of one.
 */
export function bundledWorker(): Promise<URL> {
  built ??= build();
  return built;
}

async function build(): Promise<URL> {
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const existing = await fs.readFile(OUT).catch(() => undefined);
  if (existing && Buffer.compare(existing, code) === 0) return OUT;
  await fs.mkdir(new URL('.', OUT), { recursive: true });
  const temporary = new URL(`${OUT.href}.${randomBytes(6).toString('hex')}.tmp`);
  await fs.writeFile(temporary, code);
  await fs.rename(temporary, OUT);
  return OUT;
}
