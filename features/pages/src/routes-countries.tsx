import {
  COUNTRY_CATALOGUES,
  countryName,
  currencyForCountry,
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALES,
  type LocaleCode,
  type Site,
  WORLD_PAGE,
} from '@lightbox/core';
import type { FastifyInstance } from 'fastify';
import { asPages, type PagesRouteDeps, requestTranslator, siteNameOf } from './routes';
import { WORLD_PATH } from './site-links';
import { CountryPage } from './ui/CountryPage';

interface Entry {
  code: string;
  locale: LocaleCode;
  key: string;
  path: string;
}

function entries(site: Site): Entry[] {
  return [
    { code: WORLD_PAGE.countryCode, locale: WORLD_PAGE.locale, key: WORLD_PAGE.countryKey, path: WORLD_PATH },
    ...COUNTRY_CATALOGUES[site].map((e) => ({
      code: e.country_code,
      locale: e.locale,
      key: `${e.country_code.toLowerCase()}-${e.locale}`,
      path: e.autonomy_page_path,
    })),
  ];
}

const currencyName = (currency: string, locale: LocaleCode) =>
  new Intl.DisplayNames([LOCALES[locale].bcp47], { type: 'currency' }).of(currency) ?? currency;

/**
 * `/countries/{slug}` under an entry's own prefix: each catalogue entry's autonomy_page_path,
 * which the Footer's country list and the site map link, plus the World page. The same slug
 * under another prefix moves (301) to the country's default entry; an unknown slug is a 404.
 */
export function registerCountryPages(app: FastifyInstance, deps: PagesRouteDeps) {
  app.get<{ Params: { slug: string } }>('/countries/:slug', async (request, reply) => {
    const site = request.site as Site;
    const all = entries(site);
    const wanted = `${request.prefix}/countries/${request.params.slug}`;
    const entry = all.find((e) => e.path === wanted);
    if (!entry) {
      const suffix = `/countries/${request.params.slug}`;
      const same = all.filter((e) => e.path.endsWith(suffix));
      const home = same.find((e) =>
        COUNTRY_CATALOGUES[site].some((c) => c.is_default && c.autonomy_page_path === e.path),
      );
      const target = home ?? same[0];
      if (target) return reply.redirect(target.path, 301);
      return deps.render(request, reply, deps.notFound);
    }
    const locale = isLocaleCode(request.locale) ? request.locale : DEFAULT_LOCALE;
    const t = await requestTranslator(request);
    const tp = asPages(t);
    const siteName = siteNameOf(t, site);
    const world = entry.key === WORLD_PAGE.countryKey;
    const country = world ? tp.t('pages.world.title') : countryName(entry.code, locale);
    const summary = world
      ? tp.t('pages.world.summary', { site: siteName })
      : tp.t('pages.country.summary', { site: siteName, country, language: LOCALES[entry.locale].endonym });
    const currency = currencyName(world ? 'USD' : currencyForCountry(entry.code), locale);
    return deps.render(request, reply, {
      name: 'country',
      title: country,
      description: summary,
      content: ({ page }) => (
        <CountryPage
          page={page}
          title={country}
          summary={summary}
          prices={tp.t('pages.country.prices', { currency })}
          choice={entry.key}
          labels={{
            choose: tp.t('pages.country.choose', { country }),
            search: tp.t('pages.country.search'),
            other: tp.t('pages.country.other'),
          }}
        />
      ),
    });
  });
}
