import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SHARED_MODULES, SHARED_SCOPE_KEY } from '@lightbox/ui/host/shared-scope';
import * as esbuild from 'esbuild';
import { FEATURES } from '../features';
import { type ClientManifest, distDir, manifestPath, publicDir } from './manifest';
import { type MessageScope, messageScopeOf } from './message-scopes';
import { styleRules } from './style-rules';

/**
 * Builds the browser bundles: the host runtime (owns React and shares it), the site
 * stylesheet, every feature's own entries, and one script per remote component. Feature
 * scripts and remotes take React from the host's shared scope, so one copy runs on a page.
 * Every file gets an SRI hash in dist/manifest.json.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const hostEntry = path.join(repoRoot, 'packages/ui/src/host/host-entry.ts');
const bootEntry = path.join(repoRoot, 'packages/ui/src/page/boot-entry.ts');
const themeStyles = path.join(repoRoot, 'packages/ui/src/theme/styles.css');

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
  // Pages send ICU messages parsed (i18n/compile.ts), so the browser needs no ICU parser.
  alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  // The core translation sets load through import.meta.url on the server only (i18n/load.ts).
  logOverride: { 'empty-import-meta': 'silent' },
  metafile: true,
  legalComments: 'none',
  // Chromium (136 and later) then compiles every function of a script on a background thread
  // while it downloads. Without it, each function is compiled on the page's main thread when
  // first called, and most of these bundles' functions are called as the page starts (React
  // DOM's module body alone was half of the host runtime's 30 ms evaluation task).
  banner: { js: '//# allFunctionsCalledOnLoad' },
};

/**
 * The file's SRI hash; beside it, its Brotli and gzip forms at the highest levels, which the
 * server sends as they are to browsers that accept them (SRI covers the decoded bytes).
 */
async function integrityAndCompress(file: string): Promise<string> {
  const body = await fs.readFile(file);
  const brotli = promisify(zlib.brotliCompress)(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = promisify(zlib.gzip)(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  await fs.writeFile(`${file}.br`, await brotli);
  await fs.writeFile(`${file}.gz`, await gzip);
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** Each script's translations (message-scopes.ts), by URL, for the manifest. */
const messageScopes: Record<string, MessageScope> = {};
let featureKeys: Record<string, string[]> = {};

async function loadFeatureKeys(): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    FEATURES.flatMap((feature) => {
      const source = feature.messages?.['en-us'];
      return source ? [source().then((m) => [feature.name, Object.keys(m.default)] as const)] : [];
    }),
  );
  return Object.fromEntries(entries);
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
  const url = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  if (output.endsWith('.js')) {
    const code = await fs.readFile(file, 'utf8');
    messageScopes[url] = messageScopeOf(
      code,
      Object.keys(result.metafile?.outputs[output]?.inputs ?? {}),
      featureKeys,
    );
  }
  return { url, integrity: await integrityAndCompress(file) };
}

/**
 * The page stylesheet's entry: the theme (tokens, base, chrome, kit) first, then each feature's
 * global styles in the order of FEATURES, which is the cascade's order. esbuild bundles the
 * imports into one file.
 */
async function writeStylesEntry(): Promise<string> {
  const files = [themeStyles, ...FEATURES.flatMap((feature) => feature.globalStyles ?? [])];
  const entry = path.join(distDir, 'entries', 'styles.css');
  await fs.mkdir(path.dirname(entry), { recursive: true });
  await fs.writeFile(entry, files.map((file) => `@import ${JSON.stringify(file)};`).join('\n'));
  return entry;
}

async function buildFeature(feature: (typeof FEATURES)[number]) {
  const entries = Object.entries(feature.client ?? {});
  const built = await Promise.all(
    entries.map(async ([name, entry]) => [
      name,
      await buildOne(entry, `${feature.name}/assets`, name, !entry.endsWith('.css')),
    ]),
  );
  return [feature.name, Object.fromEntries(built)] as const;
}

export async function buildClient(): Promise<ClientManifest> {
  const started = performance.now();
  console.log('Building the browser bundles…');
  for (const url of Object.keys(messageScopes)) delete messageScopes[url];
  featureKeys = await loadFeatureKeys();
  await fs.rm(distDir, { recursive: true, force: true });
  await fs.mkdir(publicDir, { recursive: true });
  const remoteEntries = FEATURES.flatMap((feature) =>
    Object.entries(feature.remotes ?? {}).flatMap(([name, remote]) => (remote ? [[name, remote.entry]] : [])),
  );
  const [host, boot, styles, features, remotes] = await Promise.all([
    buildOne(hostEntry, 'assets', 'host', false),
    buildOne(bootEntry, 'assets', 'boot', false),
    writeStylesEntry().then((entry) => buildOne(entry, 'assets', 'styles', false)),
    Promise.all(FEATURES.filter((feature) => feature.client).map(buildFeature)),
    Promise.all(
      remoteEntries.map(async ([name, entry]) => {
        const built = await buildOne(entry as string, `components/${name}/static`, 'remoteEntry', true);
        return [name, { remoteEntry: built.url, integrity: built.integrity }] as const;
      }),
    ),
  ]);
  const stylesheet = await fs.readFile(path.join(publicDir, styles.url), 'utf8');
  const manifest: ClientManifest = {
    host,
    boot,
    styles: { ...styles, rules: styleRules(stylesheet) },
    features: Object.fromEntries(features),
    remotes: Object.fromEntries(remotes),
    messageScopes,
  };
  await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  console.log(`Built client bundles in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildClient();
}
