import type { TrackingCartProduct } from '@lightbox/core';

/**
 * Spec §3 tracking data: the page globals every page carries, built from what the server knows
 * about the visitor. Pure; the page shell hands the facts in.
 */

/** Spec §3 active agreement. */
export interface TrackingAgreement {
  agreement_type: string;
  download_cap: number | null;
  downloads_remaining: number | null;
}

export interface TrackingFacts {
  site: string;
  locale: string;
  /** The reported auth label (spec §4), e.g. 'unregistered_logged_out'. */
  authState: string;
  billingCountry: string | undefined;
  /** The country chosen in the Footer (or the language's default country). */
  geolocationCountry: string | undefined;
  pageName: string;
  pageMode: string;
  url: string;
  userAgent: string;
  requestId: string;
  visitorId: string | undefined;
  visitorCount: number;
  userId: number | undefined;
  teamRole: string | undefined;
  cartProducts: readonly TrackingCartProduct[];
  activeAgreements: readonly TrackingAgreement[];
  /** Experiences the visitor takes part in, by name (spec §3 visitor experience). */
  experiences: Readonly<Record<string, { is_active: boolean; active_offers: readonly string[] }>>;
}

/** Spec §3 tracking data fields, snake_case as the spec names them. */
export interface TrackingData {
  site_nickname: string;
  language: string;
  auth_state: string;
  billing_country: string;
  geolocation_country: string;
  spectrum_experiences: Record<string, { is_active: boolean; active_offers: string[] }>;
  industry_segment: string;
  request_id: string;
  has_expansion_bundle: boolean;
  target_search_mix: string;
  url: string;
  user_agent: string;
  userid: string;
  visitor_count: number;
  visitor_id: string;
  page_name: string;
  page_mode: string;
  cart_products: TrackingCartProduct[];
  active_agreements: TrackingAgreement[];
  team_role: string;
}

/** Longest user agent kept: enough to tell browsers apart, short enough for every page. */
export const USER_AGENT_MAX = 300;

export function trackingData(facts: TrackingFacts): TrackingData {
  return {
    site_nickname: facts.site,
    language: facts.locale,
    auth_state: facts.authState,
    billing_country: facts.billingCountry ?? '',
    geolocation_country: facts.geolocationCountry ?? '',
    spectrum_experiences: Object.fromEntries(
      Object.entries(facts.experiences).map(([name, e]) => [
        name,
        { is_active: e.is_active, active_offers: [...e.active_offers] },
      ]),
    ),
    // The store records no industry for its customers.
    industry_segment: '',
    request_id: facts.requestId,
    has_expansion_bundle: false,
    target_search_mix: facts.site === 'premium' ? 'creative,editorial' : 'creative',
    url: facts.url,
    user_agent: facts.userAgent.slice(0, USER_AGENT_MAX),
    userid: facts.userId === undefined ? '' : String(facts.userId),
    visitor_count: facts.visitorCount,
    visitor_id: facts.visitorId ?? '',
    page_name: facts.pageName,
    page_mode: facts.pageMode,
    cart_products: [...facts.cartProducts],
    active_agreements: [...facts.activeAgreements],
    team_role: facts.teamRole ?? '',
  };
}
