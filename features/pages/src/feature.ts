import type { FeatureModule } from '@lightbox/platform';
import { pagesMessages } from './messages/index';
import { type PagesRouteDeps, registerInfoPages } from './routes';

/** The legal and information pages, the site map, sitemap.xml, robots.txt and the country pages (issue 19). */
export const pagesFeature: FeatureModule<PagesRouteDeps> = {
  name: 'pages',
  messages: pagesMessages,
  globalStyles: [new URL('./ui/pages.css', import.meta.url).pathname],
  register: (app, deps) => {
    registerInfoPages(app, deps);
  },
};
