import { DEFAULT_LOCALE, isLocaleCode, LOCALES, type Site } from '@lightbox/core';
import type { FastifyInstance } from 'fastify';
import { asPages, requestTranslator, siteNameOf } from '../routes';
import type { SitemapRouteDeps } from '../routes-sitemap';
import { latestStories } from './repository';
import { TheDownload } from './TheDownload';

/** The Download is a premium-site page (spec §2); the subscription site answers 404. */
export function registerTheDownload(app: FastifyInstance, deps: SitemapRouteDeps) {
  app.get('/the-download', async (request, reply) => {
    const site = request.site as Site;
    if (site !== 'premium') return deps.render(request, reply, deps.notFound);
    const locale = isLocaleCode(request.locale) ? request.locale : DEFAULT_LOCALE;
    const [t, stories] = await Promise.all([requestTranslator(request), latestStories(deps.read, site)]);
    const tp = asPages(t);
    const summary = tp.t('pages.download.summary', { site: siteNameOf(t, site) });
    return deps.render(request, reply, {
      name: 'the-download',
      title: tp.t('pages.download.title'),
      description: summary,
      content: ({ page }) => (
        <TheDownload page={page} tp={tp} summary={summary} stories={stories} bcp47={LOCALES[locale].bcp47} />
      ),
    });
  });
}
