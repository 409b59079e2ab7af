import type { FeatureModule } from '@lightbox/platform';
import { registerBlog } from './blog/routes';
import { registerBrowseLandings } from './browse/routes';
import { pagesMessages } from './messages/index';
import { registerInfoPages } from './routes';
import { registerCountryPages } from './routes-countries';
import { registerSitemap, type SitemapRouteDeps } from './routes-sitemap';
import { registerTheDownload } from './stories/routes';

/** The legal and information pages, the site map, sitemap.xml, robots.txt and the country pages (issue 19). */
export const pagesFeature: FeatureModule<SitemapRouteDeps> = {
  name: 'pages',
  messages: pagesMessages,
  globalStyles: [new URL('./ui/pages.css', import.meta.url).pathname],
  register: (app, deps) => {
    registerInfoPages(app, deps);
    registerSitemap(app, deps);
    registerCountryPages(app, deps);
    registerBrowseLandings(app, deps);
    registerTheDownload(app, deps);
    registerBlog(app, deps);
  },
};
