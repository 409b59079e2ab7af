import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The search application's browser code (ui/ and the client entry) is bundled for the browser:
 * what it imports must never reach the server's SQL or plumbing. esbuild, which bundles it,
 * resolves the imports here as it does for the client build (imports of types only are erased),
 * and every file and package reached is checked.
 */

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Packages browser code may import: React, the pure core, the UI kit, features' client entries. */
const BROWSER_PACKAGES = [
  /^react(-dom)?(\/.*)?$/,
  /^@lightbox\/(core|ui)(\/.*)?$/,
  /^@lightbox\/[a-z-]+\/client$/,
];

/** Server-side folders and files of a feature, which browser code must not reach. */
const SERVER_FILES = [/^engine\//, /(^|\/)repository\.tsx?$/, /(^|\/)service\.tsx?$/, /(^|\/)routes\.tsx?$/];

/** Every file of `root` and package the entries reach at run time that browser code must not. */
async function serverReach(root: string, entries: readonly string[]): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [...entries],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    outdir: path.join(os.tmpdir(), 'browser-imports'),
    logLevel: 'silent',
  });
  const problems: string[] = [];
  for (const [input, { imports }] of Object.entries(result.metafile.inputs)) {
    const name = path.relative(root, path.resolve(input));
    if (SERVER_FILES.some((p) => p.test(name))) problems.push(`${name}: server code`);
    for (const i of imports) {
      if (i.external && !BROWSER_PACKAGES.some((p) => p.test(i.path)))
        problems.push(`${name}: imports ${i.path}`);
    }
  }
  return problems.sort();
}

function browserFiles(): string[] {
  const ui = fs
    .readdirSync(path.join(SRC, 'ui'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(SRC, 'ui', f));
  return [path.join(SRC, 'client.tsx'), ...ui];
}

describe('browser code of the search application', () => {
  it('reaches no server code and no server package', async () => {
    expect(await serverReach(SRC, browserFiles())).toEqual([]);
  });

  it('reports server code reached through another file, and ignores imports of types', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-imports-'));
    try {
      fs.mkdirSync(path.join(root, 'ui'));
      fs.mkdirSync(path.join(root, 'engine'));
      fs.writeFileSync(
        path.join(root, 'engine', 'filters.ts'),
        "import { sql } from 'kysely';\nexport const where = sql`true`;\n",
      );
      fs.writeFileSync(path.join(root, 'ui', 'rules.ts'), "export { where } from '../engine/filters';\n");
      fs.writeFileSync(
        path.join(root, 'ui', 'Panel.tsx'),
        "import type { Db } from '@lightbox/platform';\nimport { where } from './rules';\nexport const x: Db | typeof where = where;\n",
      );
      expect(await serverReach(root, [path.join(root, 'ui', 'Panel.tsx')])).toEqual([
        'engine/filters.ts: imports kysely',
        'engine/filters.ts: server code',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
