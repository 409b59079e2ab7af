import { seedCatalogue } from '@lightbox/catalogue';
import { parseConfig } from '@lightbox/platform';
import { createTestDatabase } from '@lightbox/platform/testing/test-database';
// The whole server: the pages link into every feature's routes, and the site map lists them.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';

const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

/** The page's own content, with React's escapes of apostrophes and ampersands undone. */
export const mainText = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

/** The server on a fresh database with a small seeded catalogue. */
export async function pagesWorld(kind: 'pglite' | 'postgres') {
  const database = await createTestDatabase(
    kind,
    FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
  );
  await seedCatalogue(database.db, { count: 60, seed: 19 });
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SELLER_NAME: 'Harbour Pictures Ltd',
    SELLER_ADDRESS: '1 Quay Street, Bristol',
  });
  const app = await createApp({
    config,
    database,
    manifest: MANIFEST,
    mediaDir: '/nonexistent',
    sessionSecret: 'pages-test-signing-key-0123456789abcdef',
  });
  const get = (host: 'premium' | 'subscription', url: string) =>
    app.inject({ method: 'GET', url, headers: { host: `${host}.localhost`, accept: 'text/html' } });
  return {
    app,
    database,
    get,
    async dispose() {
      await app.close();
      await database.close();
    },
  };
}
