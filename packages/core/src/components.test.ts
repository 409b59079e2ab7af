import { describe, expect, it } from 'vitest';
import { componentsForSite, mapComponent } from './components';

describe('component registry', () => {
  it('maps a component registered for the site', () => {
    expect(mapComponent('premium', 'Header')).toBe('Header');
    expect(mapComponent('subscription', 'SearchBar')).toBe('SearchBar');
  });

  it("mapping an unregistered component throws 'No component mapped for {site}:{component}'", () => {
    expect(() => mapComponent('subscription', 'DownloadDrawerModal')).toThrow(
      'No component mapped for subscription:DownloadDrawerModal',
    );
    expect(() => mapComponent('premium', 'header')).toThrow('No component mapped for premium:header');
  });

  it('registers Header, Footer and SearchBar on both sites', () => {
    for (const site of ['premium', 'subscription'] as const) {
      expect(componentsForSite(site)).toEqual(expect.arrayContaining(['Header', 'Footer', 'SearchBar']));
    }
  });
});
