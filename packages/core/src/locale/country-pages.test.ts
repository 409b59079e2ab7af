import { describe, expect, it } from 'vitest';
import { COUNTRY_CATALOGUES, type CountryLanguageEntry, EXAMPLE_PHONE } from './countries';
import { countryName, WORLD_COUNTRY_CODE } from './country-names';
import { countryPages, countrySlug, WORLD_PAGE } from './country-pages';

describe('countryPages', () => {
  const pages = countryPages(COUNTRY_CATALOGUES.subscription);

  it('has one page per entry, then the World page', () => {
    expect(pages).toHaveLength(COUNTRY_CATALOGUES.subscription.length + 1);
    expect(pages.at(-1)).toBe(WORLD_PAGE);
  });

  it('describes the World page as XWW in en-us', () => {
    expect(WORLD_PAGE).toEqual({
      countrySlug: 'world',
      countryKey: 'xww-en-us',
      countryCode: 'XWW',
      countryName: 'World',
      locale: 'en-us',
      isPrimary: true,
    });
    // Written out so the module builds no Intl.DisplayNames: it must stay what ICU says.
    expect(WORLD_PAGE.countryName).toBe(countryName(WORLD_COUNTRY_CODE));
  });

  it('gives unique keys and one primary page per country', () => {
    expect(new Set(pages.map((p) => p.countryKey)).size).toBe(pages.length);
    for (const code of new Set(pages.map((p) => p.countryCode))) {
      expect(
        pages.filter((p) => p.countryCode === code && p.isPrimary),
        code,
      ).toHaveLength(1);
    }
  });

  it('copies code, English name, locale and default flag from the entry', () => {
    expect(pages.filter((p) => p.countryCode === 'CAN')).toEqual([
      {
        countrySlug: 'canada',
        countryKey: 'can-en-us',
        countryCode: 'CAN',
        countryName: 'Canada',
        locale: 'en-us',
        isPrimary: true,
      },
      {
        countrySlug: 'canada',
        countryKey: 'can-fr',
        countryCode: 'CAN',
        countryName: 'Canada',
        locale: 'fr',
        isPrimary: false,
      },
    ]);
  });

  it('has URL-safe slugs', () => {
    for (const page of pages) expect(page.countrySlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('countrySlug', () => {
  it('uses the seeded slug, which does not follow CLDR renames', () => {
    expect(countrySlug('TUR')).toBe('turkey');
    expect(countrySlug('cze')).toBe('czech-republic');
  });

  it('derives an ASCII slug for a country the seed does not know', () => {
    const extra: CountryLanguageEntry = {
      name: 'Curaçao',
      country_code: 'CUW',
      locale: 'nl',
      is_default: true,
      is_master_language: false,
      autonomy_page_path: '/nl/countries/curacao',
      phone: EXAMPLE_PHONE,
    };
    expect(countryPages([extra])[0]!.countrySlug).toBe('curacao');
    expect(countrySlug('CIV')).toBe('cote-d-ivoire');
  });
});
