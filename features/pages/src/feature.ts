import type { Db, FeatureModule } from '@lightbox/platform';
import { registerBlog } from './blog/routes';
import { registerBrowseLandings } from './browse/routes';
import { pagesMessages } from './messages/index';
import { registerInfoPages } from './routes';
import { registerCountryPages } from './routes-countries';
import { registerSitemap, type SitemapRouteDeps } from './routes-sitemap';
import { pagesMigrationsDir } from './schema';
import { registerTheDownload } from './stories/routes';
import { registerTools } from './tools/routes';
import { registerVisualGps } from './visual-gps/routes';

/**
 * Issue 19's pages: the legal and information texts, the site map, sitemap.xml and robots.txt,
 * the country pages, the premium browse landings and The Download, and the blog.
 */
export const pagesFeature: FeatureModule<SitemapRouteDeps & { db: Db }> = {
  name: 'pages',
  migrationsDir: pagesMigrationsDir,
  messages: pagesMessages,
  client: { tools: new URL('./tools/client.ts', import.meta.url).pathname },
  globalStyles: [
    new URL('./ui/pages.css', import.meta.url).pathname,
    new URL('./ui/browse.css', import.meta.url).pathname,
    new URL('./ui/tools.css', import.meta.url).pathname,
  ],
  register: (app, deps) => {
    registerInfoPages(app, deps);
    registerSitemap(app, deps);
    registerCountryPages(app, deps);
    registerBrowseLandings(app, deps);
    registerTheDownload(app, deps);
    registerBlog(app, deps);
    registerVisualGps(app, deps);
    registerTools(app, deps);
  },
};
