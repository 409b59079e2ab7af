import type { Site } from './sites';

/**
 * Remote components each site mounts (spec section 2). A component appears here once it is
 * built and served; mapping any other name is an error, as the spec requires.
 */
export const REMOTE_COMPONENTS = ['Header', 'Footer', 'SearchBar'] as const;
export type RemoteComponentName = (typeof REMOTE_COMPONENTS)[number];

const REGISTRY: Record<Site, readonly RemoteComponentName[]> = {
  premium: ['Header', 'Footer', 'SearchBar'],
  subscription: ['Header', 'Footer', 'SearchBar'],
};

export class ComponentNotMappedError extends Error {
  constructor(site: string, component: string) {
    super(`No component mapped for ${site}:${component}`);
    this.name = 'ComponentNotMappedError';
  }
}

export function mapComponent(site: Site, component: string): RemoteComponentName {
  const found = REGISTRY[site].find((name) => name === component);
  if (!found) throw new ComponentNotMappedError(site, component);
  return found;
}

export function componentsForSite(site: Site): readonly RemoteComponentName[] {
  return REGISTRY[site];
}
