import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../locale/locales';
import { normalizePath } from './encoding';
import { MARKETING_PATH_KINDS, MARKETING_PATHS, marketingPath, marketingPathKind } from './marketing';

describe('marketingPath', () => {
  it('gives the locale variant', () => {
    expect(marketingPath('about-us', 'de')).toBe('/ueber-uns');
    expect(marketingPath('contact-sales', 'pt-br')).toBe('/fale-com-vendas');
    expect(marketingPath('work-with-us', 'pt-pt')).toBe('/trabalhe-connosco');
  });

  it('falls back to the English slug', () => {
    expect(marketingPath('search-guide', 'ja')).toBe('/search-guide');
    expect(marketingPath('ai-landing', 'en-gb')).toBe('/ai-image-generator');
  });

  it('has a normalised ASCII path for every kind and locale', () => {
    for (const kind of MARKETING_PATH_KINDS) {
      for (const locale of LOCALE_CODES) {
        const path = marketingPath(kind, locale);
        expect(normalizePath(path)).toBe(path);
        expect(path).toMatch(/^\/[a-z0-9-]+$/);
      }
    }
  });

  it('never uses one slug for two kinds, so routing back is unambiguous', () => {
    const kindsBySlug = new Map<string, Set<string>>();
    for (const kind of MARKETING_PATH_KINDS) {
      for (const slug of Object.values(MARKETING_PATHS[kind])) {
        kindsBySlug.set(slug, (kindsBySlug.get(slug) ?? new Set()).add(kind));
      }
    }
    for (const [slug, kinds] of kindsBySlug) expect(kinds.size, slug).toBe(1);
  });
});

describe('marketingPathKind', () => {
  it('routes every variant back to its kind', () => {
    for (const kind of MARKETING_PATH_KINDS) {
      for (const locale of LOCALE_CODES) expect(marketingPathKind(marketingPath(kind, locale))).toBe(kind);
    }
  });

  it('normalises before matching and ignores other paths', () => {
    expect(marketingPathKind('/ueber-uns/')).toBe('about-us');
    expect(marketingPathKind('/search/2/image')).toBeUndefined();
  });
});
