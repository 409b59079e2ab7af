import { LOCALE_CODES, MARKETING_PATH_KINDS, marketingPath, SITES } from '@lightbox/core';
import pagesMessages from '@lightbox/pages/messages/en-us';
import { describe, expect, it } from 'vitest';
import { COMPANY_LINKS, infoLinks, localPath, marketingPagePath, NAV } from './nav';

describe('localPath', () => {
  it('gives a marketing page the slug of the page’s language', () => {
    expect(localPath('/ai-image-generator', 'de')).toBe('/ki-bildgenerator');
    expect(localPath('/about-us', 'pt-br')).toBe('/sobre-nos');
    expect(localPath('/about-us', 'ja')).toBe('/about-us');
  });

  it('leaves every other path as it is', () => {
    expect(localPath('/search/2/image', 'de')).toBe('/search/2/image');
    expect(localPath('/license-info', 'fr')).toBe('/license-info');
  });

  it('falls back to the English slug for a locale it does not know', () => {
    expect(marketingPagePath('contact-sales', 'xx')).toBe('/contact-sales');
  });
});

describe('navigation', () => {
  it('links the AI landing page from the main navigation of both sites', () => {
    for (const site of SITES) {
      const ai = NAV[site].find((link) => link.key === 'header.nav.ai');
      for (const locale of LOCALE_CODES) {
        expect(localPath(ai!.path, locale)).toBe(marketingPath('ai-landing', locale));
      }
    }
  });

  it('lists every marketing page but the AI landing in the Footer’s company column', () => {
    expect(COMPANY_LINKS.map((link) => link.kind).sort()).toEqual(
      MARKETING_PATH_KINDS.filter((kind) => kind !== 'ai-landing').sort(),
    );
  });
});

describe('infoLinks', () => {
  it('names each page’s own title key, as a whole key the build can find in the Footer’s code', () => {
    for (const site of SITES)
      for (const column of ['licensing', 'legal', 'company'] as const)
        for (const link of infoLinks(column, site)) {
          expect(link.titleKey).toBe(`pages.${link.page}.title`);
          expect(pagesMessages[link.titleKey]).toBeTruthy();
        }
  });
});
