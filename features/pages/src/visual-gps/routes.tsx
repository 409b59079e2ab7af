import { searchTrends } from '@lightbox/analytics';
import type { Site } from '@lightbox/core';
import { downloadTrends } from '@lightbox/downloads';
import type { FastifyInstance } from 'fastify';
import { asPages, requestTranslator, siteNameOf } from '../routes';
import type { SitemapRouteDeps } from '../routes-sitemap';
import { judge, VISUAL_GPS_DAYS } from './trends';
import { VisualGps, type VisualGpsView } from './VisualGps';

/** The Visual GPS pages (spec §2): the overview and full results are premium, the rest on both. */
export const VISUAL_GPS_PAGES: ReadonlyArray<{ view: VisualGpsView; path: string; sites: readonly Site[] }> =
  [
    { view: 'overview', path: '/visualgps', sites: ['premium'] },
    { view: 'insights', path: '/visual-gps/insights', sites: ['premium', 'subscription'] },
    { view: 'results', path: '/visual-gps/insights/results', sites: ['premium'] },
    { view: 'dashboard', path: '/visual-gps/dashboard', sites: ['premium', 'subscription'] },
  ];

export const visualGpsPages = (site: Site) => VISUAL_GPS_PAGES.filter((p) => p.sites.includes(site));

export function registerVisualGps(app: FastifyInstance, deps: SitemapRouteDeps) {
  for (const { view, path, sites } of VISUAL_GPS_PAGES) {
    app.get(path, async (request, reply) => {
      const site = request.site as Site;
      if (!sites.includes(site)) return deps.render(request, reply, deps.notFound);
      const [t, searches, downloads] = await Promise.all([
        requestTranslator(request),
        searchTrends(deps.read, site, VISUAL_GPS_DAYS),
        downloadTrends(deps.read, VISUAL_GPS_DAYS),
      ]);
      const tp = asPages(t);
      const title = tp.t(`pages.vgps.${view}.title`);
      const summary = tp.t(`pages.vgps.${view}.summary`, {
        site: siteNameOf(t, site),
        days: VISUAL_GPS_DAYS,
      });
      return deps.render(request, reply, {
        name: `visual-gps-${view}`,
        title,
        description: summary,
        content: ({ page, t: pageT }) => (
          <VisualGps
            page={page}
            t={pageT}
            tp={tp}
            view={view}
            title={title}
            summary={summary}
            data={judge(searches, downloads)}
            views={visualGpsPages(site)}
            today={new Date()}
          />
        ),
      });
    });
  }
}
