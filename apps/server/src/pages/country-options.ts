import {
  COUNTRY_CATALOGUES,
  type CountryPage,
  countryName,
  countryPages,
  LOCALES,
  type LocaleCode,
  type Site,
  WORLD_PAGE,
} from '@lightbox/core';

/** The Footer's country and language choices for a site, labelled in the visitor's language. */
const cache = new Map<string, Array<{ key: string; label: string }>>();

// Every page asks which entry is current: the pages are made once per catalogue, not per request.
const pagesByCatalogue = new WeakMap<object, readonly CountryPage[]>();

export function siteCountryPages(site: Site): readonly CountryPage[] {
  const catalogue = COUNTRY_CATALOGUES[site];
  let pages = pagesByCatalogue.get(catalogue);
  if (!pages) {
    pages = countryPages(catalogue);
    pagesByCatalogue.set(catalogue, pages);
  }
  return pages;
}

export function countryOptions(site: Site, locale: LocaleCode) {
  const cacheKey = `${site}:${locale}`;
  let options = cache.get(cacheKey);
  if (!options) {
    const collator = new Intl.Collator(LOCALES[locale].bcp47);
    const label = (p: CountryPage) => `${countryName(p.countryCode, locale)} · ${LOCALES[p.locale].endonym}`;
    const pages = siteCountryPages(site).filter((p) => p.countryKey !== WORLD_PAGE.countryKey);
    options = [
      { key: WORLD_PAGE.countryKey, label: label(WORLD_PAGE) },
      ...pages
        .map((p) => ({ key: p.countryKey, label: label(p) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    ];
    cache.set(cacheKey, options);
  }
  return options;
}

/** The selected entry: the remembered country in the current language, else the language's default country. */
export function currentCountryKey(site: Site, locale: LocaleCode, country: string | undefined): string {
  const pages = siteCountryPages(site);
  const exact = country && pages.find((p) => p.countryCode === country && p.locale === locale);
  if (exact) return exact.countryKey;
  return (pages.find((p) => p.locale === locale && p.isPrimary) ?? WORLD_PAGE).countryKey;
}
