import type { FeatureModule } from '@lightbox/platform';
import { registerBlog } from './blog/routes';
import { registerBrowseLandings } from './browse/routes';
import { pagesMessages } from './messages/index';
import { registerInfoPages } from './routes';
import { registerCountryPages } from './routes-countries';
import { registerSitemap, type SitemapRouteDeps } from './routes-sitemap';
import { registerTheDownload } from './stories/routes';

/**
 * Issue 19's pages: the legal and information texts, the site map, sitemap.xml and robots.txt,
 * the country pages, the premium browse landings and The Download, and the blog.
 */
export const pagesFeature: FeatureModule<SitemapRouteDeps> = {
  name: 'pages',
  messages: pagesMessages,
  globalStyles: [
    new URL('./ui/pages.css', import.meta.url).pathname,
    new URL('./ui/browse.css', import.meta.url).pathname,
  ],
  register: (app, deps) => {
    registerInfoPages(app, deps);
    registerSitemap(app, deps);
    registerCountryPages(app, deps);
    registerBrowseLandings(app, deps);
    registerTheDownload(app, deps);
    registerBlog(app, deps);
  },
};
