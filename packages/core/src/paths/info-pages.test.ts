import { describe, expect, it } from 'vitest';
import { SITES } from '../sites';
import { INFO_PAGES, INFO_PATHS, infoPath, isInfoPage } from './info-pages';

describe('info page paths', () => {
  it('gives each site the spec §2 paths of its own legal texts', () => {
    expect(infoPath('terms', 'premium')).toBe('/company/terms');
    expect(infoPath('terms', 'subscription')).toBe('/legal/terms-of-use');
    expect(infoPath('eula', 'subscription')).toBe('/legal/license-agreement');
    expect(infoPath('api', 'subscription')).toBeUndefined();
    expect(infoPath('faq-basics', 'premium')).toBeUndefined();
  });

  it('offers terms, privacy and the licence agreement on both sites, each path once per site', () => {
    for (const site of SITES) {
      for (const page of ['terms', 'privacy', 'eula'] as const) expect(infoPath(page, site)).toMatch(/^\//);
      const paths = Object.values(INFO_PATHS[site]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('knows its page names', () => {
    expect(INFO_PAGES.every(isInfoPage)).toBe(true);
    expect(isInfoPage('careers')).toBe(false);
  });
});
