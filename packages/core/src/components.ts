import type { Site } from './sites';

/**
 * Every remote component the spec names (section 2). A site mounts only those some feature
 * registers for it; mapping any other name, or a name no feature built, is an error, as the
 * spec requires.
 */
export const REMOTE_COMPONENTS = [
  'AccountBillingInfo',
  'AnonPaymentPage',
  'BillingSchedules',
  'ConfirmationPage',
  'ContentGen',
  'ContentGenHistory',
  'CustomMedia',
  'DownloadDrawerModal',
  'Footer',
  'Header',
  'PaymentMethods',
  'PremiumAccessAutoRenewalPage',
  'PremiumAccessSelfRenewalPage',
  'PurchaseCart',
  'SearchBar',
  'ThankYouPage',
  'UpdateBillingInfo',
  'UpdatePaymentDetails',
] as const;
export type RemoteComponentName = (typeof REMOTE_COMPONENTS)[number];

/** Components the spec mounts on the premium site only. */
export const PREMIUM_ONLY_COMPONENTS: readonly RemoteComponentName[] = [
  'PremiumAccessSelfRenewalPage',
  'PremiumAccessAutoRenewalPage',
  'DownloadDrawerModal',
];

export class ComponentNotMappedError extends Error {
  constructor(site: string, component: string) {
    super(`No component mapped for ${site}:${component}`);
    this.name = 'ComponentNotMappedError';
  }
}

export interface ComponentRegistration {
  name: RemoteComponentName;
  sites: readonly Site[];
}

export interface ComponentRegistry {
  /** The registered name, or ComponentNotMappedError. */
  map(site: Site, component: string): RemoteComponentName;
  forSite(site: Site): readonly RemoteComponentName[];
}

/**
 * Builds a site's registry from what features declare. A premium-only component declared for
 * the subscription site, or one name declared twice for a site, is a programming error.
 */
export function createComponentRegistry(registrations: readonly ComponentRegistration[]): ComponentRegistry {
  const bySite: Record<Site, RemoteComponentName[]> = { premium: [], subscription: [] };
  for (const { name, sites } of registrations) {
    for (const site of sites) {
      if (site === 'subscription' && PREMIUM_ONLY_COMPONENTS.includes(name))
        throw new Error(`${name} is a premium-site component (spec section 2)`);
      if (bySite[site].includes(name)) throw new Error(`${name} is registered twice for ${site}`);
      bySite[site].push(name);
    }
  }
  return {
    map(site, component) {
      const found = bySite[site].find((name) => name === component);
      if (!found) throw new ComponentNotMappedError(site, component);
      return found;
    },
    forSite: (site) => bySite[site],
  };
}
