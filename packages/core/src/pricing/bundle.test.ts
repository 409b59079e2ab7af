import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

// Core's index re-exports the price rules; a browser bundle that uses none of them must not carry
// any of their code, nor zod (see index.ts). Bundled with esbuild, as apps/server builds remotes.
async function bytesFrom(source: string, pattern: RegExp): Promise<number> {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: path.dirname(import.meta.dirname), loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'iife',
    target: ['es2020'],
    logLevel: 'silent',
  });
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs));
  return inputs
    .filter(([file]) => pattern.test(file))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
}

const PRICING_OR_ZOD = /(core\/src\/pricing\/|node_modules\/zod\/)/;

describe('browser bundles', () => {
  it('carry no price rule and no zod when they use none', async () => {
    expect(await bytesFrom("import { SITES } from './index'; console.log(SITES);", PRICING_OR_ZOD)).toBe(0);
  });

  it('carry what they use', async () => {
    const source = "import { convert } from './index'; console.log(convert);";
    expect(await bytesFrom(source, /core\/src\/pricing\/fx-rates/)).toBeGreaterThan(0);
  });
});
