import type { FeatureModule } from '@lightbox/platform';

const BOTH_SITES = ['premium', 'subscription'] as const;
const remote = (file: string) => ({ entry: new URL(file, import.meta.url).pathname, sites: BOTH_SITES });

/** The Header, Footer and SearchBar remote components of every page. */
export const chromeFeature: FeatureModule = {
  name: 'chrome',
  remotes: {
    Header: remote('./remotes/Header.entry.ts'),
    Footer: remote('./remotes/Footer.entry.ts'),
    SearchBar: remote('./remotes/SearchBar.entry.ts'),
  },
};
