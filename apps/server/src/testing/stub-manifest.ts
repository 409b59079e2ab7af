import type { ClientManifest } from '../build/manifest';

const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };

/**
 * A manifest that names no real bundle, for server tests that never run a page's scripts.
 * Building the real bundles replaces `dist/` under any browser test running at the same time.
 */
export const STUB_MANIFEST: ClientManifest = {
  host: NO_BUNDLE,
  styles: NO_BUNDLE,
  features: {},
  remotes: {},
};
