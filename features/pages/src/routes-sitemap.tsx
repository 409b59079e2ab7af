import { DEFAULT_LOCALE, isLocaleCode, SITEMAP_PATHS, type Site } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listedAssetIds } from './repository';
import { asPages, type PagesRouteDeps, requestTranslator, siteNameOf } from './routes';
import {
  accountLinks,
  browseLinks,
  companyLinks,
  countryLinks,
  helpLinks,
  type SiteLink,
} from './site-links';
import { SitemapPage } from './ui/SitemapPage';

export type SitemapRouteDeps = PagesRouteDeps & { read: Db };

/** Paths crawlers should leave alone: private pages and the JSON the pages call. */
const DISALLOWED = [
  '/account',
  '/purchase/cart',
  '/purchase/checkout',
  '/collaboration/boards',
  '/search/api',
  '/sign-out',
];

const xmlEscape = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The address the visitor used, so the sitemap names this installation, whatever its host. */
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Every public address of the site for search engines: pages, countries, then asset details. */
export async function sitemapPaths(db: Db, site: Site): Promise<string[]> {
  const pages: SiteLink[] = [...browseLinks(site), ...helpLinks(site), ...companyLinks(DEFAULT_LOCALE)];
  const countries = countryLinks(site, DEFAULT_LOCALE).map((c) => c.path);
  const assets = (await listedAssetIds(db, site)).map((id) => `/detail/${id}`);
  const all = ['/', ...pages.map((p) => p.path), '/sitemap', ...countries, ...assets];
  return [...new Set(all)];
}

export function registerSitemap(app: FastifyInstance, deps: SitemapRouteDeps) {
  const page = async (request: FastifyRequest, reply: Parameters<PagesRouteDeps['render']>[1]) => {
    const site = request.site as Site;
    const url = request.routeOptions.url ?? '/sitemap';
    if (!SITEMAP_PATHS[site].includes(url)) return deps.render(request, reply, deps.notFound);
    const locale = isLocaleCode(request.locale) ? request.locale : DEFAULT_LOCALE;
    const t = await requestTranslator(request);
    const tp = asPages(t);
    const summary = tp.t('pages.sitemap.summary', { site: siteNameOf(t, site) });
    const sections = [
      {
        id: 'browse',
        title: tp.t('pages.sitemap.browse'),
        links: [{ path: '/', label: { core: 'error.home' } as const }, ...browseLinks(site)],
      },
      { id: 'account', title: tp.t('pages.sitemap.account'), links: accountLinks(site) },
      { id: 'help', title: tp.t('pages.sitemap.help'), links: helpLinks(site) },
      { id: 'company', title: tp.t('pages.sitemap.company'), links: companyLinks(locale) },
    ];
    return deps.render(request, reply, {
      name: 'sitemap',
      title: tp.t('pages.sitemap.title'),
      description: summary,
      content: ({ page: ctx, t: pageT }) => (
        <SitemapPage
          page={ctx}
          t={pageT}
          tp={tp}
          summary={summary}
          sections={sections}
          countries={countryLinks(site, locale)}
        />
      ),
    });
  };
  const paths = new Set(Object.values(SITEMAP_PATHS).flat());
  for (const path of paths) app.get(path, page);

  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(request);
    const urls = (await sitemapPaths(deps.read, request.site as Site))
      .map((path) => `<url><loc>${xmlEscape(base + path)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin(request)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });
}
