import { describe, expect, it } from 'vitest';
import { type TrackingFacts, trackingData, USER_AGENT_MAX } from './tracking-data';

const facts: TrackingFacts = {
  site: 'premium',
  locale: 'de',
  authState: 'registered - signedin',
  billingCountry: 'DEU',
  geolocationCountry: 'AUT',
  pageName: 'search',
  pageMode: 'hydrated',
  url: '/search/2/image?phrase=cat',
  userAgent: 'x'.repeat(500),
  requestId: 'req-1',
  visitorId: 'v-1',
  visitorCount: 3,
  userId: 42,
  teamRole: 'Leader',
  cartProducts: [
    {
      type: 'credit_pack',
      sku: 'CP25',
      price: 99,
      quantity: 1,
      self_serve: true,
      asset_family: '',
      asset_type: '',
      license_type: '',
      collection_code: '',
      quality: '',
    },
  ],
  activeAgreements: [{ agreement_type: 'PA', download_cap: 100, downloads_remaining: 40 }],
  experiences: { collabv2toolbox: { is_active: true, active_offers: ['a'] } },
};

describe('tracking data (spec §3 page globals)', () => {
  it('carries the spec fields from the server’s facts', () => {
    const data = trackingData(facts);
    expect(data).toMatchObject({
      site_nickname: 'premium',
      language: 'de',
      auth_state: 'registered - signedin',
      billing_country: 'DEU',
      geolocation_country: 'AUT',
      request_id: 'req-1',
      userid: '42',
      visitor_id: 'v-1',
      visitor_count: 3,
      page_name: 'search',
      page_mode: 'hydrated',
      team_role: 'Leader',
      spectrum_experiences: { collabv2toolbox: { is_active: true, active_offers: ['a'] } },
    });
    expect(data.cart_products).toHaveLength(1);
    expect(data.active_agreements[0]).toEqual({
      agreement_type: 'PA',
      download_cap: 100,
      downloads_remaining: 40,
    });
    expect(data.user_agent).toHaveLength(USER_AGENT_MAX);
  });

  it('leaves an anonymous visitor’s ids empty rather than inventing them', () => {
    const data = trackingData({
      ...facts,
      userId: undefined,
      visitorId: undefined,
      teamRole: undefined,
      billingCountry: undefined,
    });
    expect(data).toMatchObject({ userid: '', visitor_id: '', team_role: '', billing_country: '' });
  });
});
