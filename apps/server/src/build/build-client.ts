import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { accountStylesEntry } from '@lightbox/account';
import { boardsClientEntry, boardsOverlayStylesEntry, boardsStylesEntry } from '@lightbox/boards';
import { chromeRemoteEntries } from '@lightbox/chrome';
import { marketingStylesEntry } from '@lightbox/marketing';
import { searchClientEntry, searchStylesEntry } from '@lightbox/search';
import { SHARED_MODULES, SHARED_SCOPE_KEY } from '@lightbox/ui/host/shared-scope';
import * as esbuild from 'esbuild';
import { type ClientManifest, distDir, manifestPath, publicDir } from './manifest';

/**
 * Builds the browser bundles: the host runtime (owns React and shares it), the search
 * application, and one script per remote component. Remotes and the search application take
 * React from the host's shared scope, so one copy runs on a page. Every script gets an SRI
 * hash in dist/manifest.json.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const hostEntry = path.join(repoRoot, 'packages/ui/src/host/host-entry.ts');
const themeStyles = path.join(repoRoot, 'packages/ui/src/theme/styles.css');
/** The page stylesheet: the theme (tokens, base, chrome, kit), then each feature's own, in this order. */
const pageStyles = [
  themeStyles,
  searchStylesEntry,
  marketingStylesEntry,
  accountStylesEntry,
  boardsOverlayStylesEntry,
];

/** One entry that imports every stylesheet, so esbuild bundles them into one file. */
async function writeStylesEntry(): Promise<string> {
  const entry = path.join(distDir, 'styles-entry.css');
  await fs.writeFile(entry, pageStyles.map((file) => `@import ${JSON.stringify(file)};\n`).join(''));
  return entry;
}

const sharedScope: esbuild.Plugin = {
  name: 'lightbox-shared-scope',
  setup(build) {
    const filter = new RegExp(`^(${SHARED_MODULES.map((m) => m.replace('/', '\\/')).join('|')})$`);
    build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'lb-shared' }));
    build.onLoad({ filter: /.*/, namespace: 'lb-shared' }, (args) => ({
      contents: `module.exports = globalThis[${JSON.stringify(SHARED_SCOPE_KEY)}][${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

const common: esbuild.BuildOptions = {
  bundle: true,
  minify: true,
  sourcemap: false,
  format: 'iife',
  target: ['es2020'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  metafile: true,
  legalComments: 'none',
};

async function integrityOf(file: string): Promise<string> {
  const body = await fs.readFile(file);
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

async function buildOne(entry: string, outDir: string, name: string, shared: boolean) {
  const result = await esbuild.build({
    ...common,
    entryPoints: { [name]: entry },
    outdir: path.join(publicDir, outDir),
    entryNames: '[name].[hash]',
    plugins: shared ? [sharedScope] : [],
  });
  const output = Object.keys(result.metafile?.outputs ?? {}).find(
    (f) => f.endsWith('.js') || f.endsWith('.css'),
  );
  if (!output) throw new Error(`No output for ${name}`);
  const file = path.resolve(output);
  return {
    url: `/${path.relative(publicDir, file).split(path.sep).join('/')}`,
    integrity: await integrityOf(file),
  };
}

export async function buildClient(): Promise<ClientManifest> {
  const started = performance.now();
  await fs.rm(distDir, { recursive: true, force: true });
  await fs.mkdir(publicDir, { recursive: true });
  const stylesEntry = await writeStylesEntry();
  const [host, searchApp, styles, boardsApp, boardsStyles, ...remotes] = await Promise.all([
    buildOne(hostEntry, 'assets', 'host', false),
    buildOne(searchClientEntry, 'search/assets', 'app', true),
    buildOne(stylesEntry, 'assets', 'styles', false),
    buildOne(boardsClientEntry, 'boards/assets', 'app', true),
    buildOne(boardsStylesEntry, 'boards/assets', 'styles', false),
    ...Object.entries(chromeRemoteEntries).map(async ([name, entry]) => ({
      name,
      ...(await buildOne(entry, `components/${name}/static`, 'remoteEntry', true)),
    })),
  ]);
  const manifest: ClientManifest = {
    host,
    searchApp,
    styles,
    boardsApp,
    boardsStyles,
    remotes: Object.fromEntries(remotes.map((r) => [r.name, { remoteEntry: r.url, integrity: r.integrity }])),
  };
  await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  console.log(`Built client bundles in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClient();
}
