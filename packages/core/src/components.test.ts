import { describe, expect, it } from 'vitest';
import { createComponentRegistry } from './components';

const registry = createComponentRegistry([
  { name: 'Header', sites: ['premium', 'subscription'] },
  { name: 'SearchBar', sites: ['premium', 'subscription'] },
  { name: 'DownloadDrawerModal', sites: ['premium'] },
]);

describe('component registry', () => {
  it('maps a component registered for the site', () => {
    expect(registry.map('premium', 'Header')).toBe('Header');
    expect(registry.map('subscription', 'SearchBar')).toBe('SearchBar');
    expect(registry.map('premium', 'DownloadDrawerModal')).toBe('DownloadDrawerModal');
  });

  it("mapping an unregistered component throws 'No component mapped for {site}:{component}'", () => {
    expect(() => registry.map('subscription', 'DownloadDrawerModal')).toThrow(
      'No component mapped for subscription:DownloadDrawerModal',
    );
    expect(() => registry.map('premium', 'header')).toThrow('No component mapped for premium:header');
    expect(() => registry.map('premium', 'Footer')).toThrow('No component mapped for premium:Footer');
  });

  it('lists what each site mounts', () => {
    expect(registry.forSite('premium')).toEqual(['Header', 'SearchBar', 'DownloadDrawerModal']);
    expect(registry.forSite('subscription')).toEqual(['Header', 'SearchBar']);
  });

  it('refuses a premium-only component on the subscription site (spec section 2)', () => {
    expect(() => createComponentRegistry([{ name: 'DownloadDrawerModal', sites: ['subscription'] }])).toThrow(
      'premium-site component',
    );
  });

  it('refuses one name registered twice for a site', () => {
    expect(() =>
      createComponentRegistry([
        { name: 'Header', sites: ['premium'] },
        { name: 'Header', sites: ['premium'] },
      ]),
    ).toThrow('registered twice');
  });
});
