import { CsrfProvider, createTranslator, type PageContext } from '@lightbox/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RenewalView } from '../agreements';
import messages, { type PlansMessageKey } from '../messages/en-us';
import { AgreementUsers, MemberAgreement } from './AgreementUsers';
import { CustomMediaChoicePage } from './CustomMediaPage';
import { AutoRenewal, SelfRenewal } from './PremiumAccessRenewal';

/** The agreement pages' server HTML, with the en-us strings: what each state shows and offers. */
const t = createTranslator<PlansMessageKey>('en-us', messages);
const page = { prefix: '', locale: 'en-us', site: 'premium' } as PageContext;
const html = (element: ReactElement) =>
  renderToStaticMarkup(<CsrfProvider token="t">{element}</CsrfProvider>);
const missing = (text: string) => text.includes('JS translation missing');

const agreement: RenewalView = {
  id: 7,
  title: 'Premium Access, 250 downloads a year',
  status: 'cancelled',
  startedAt: '2027-01-15T10:00:00.000Z',
  termEndsAt: '2028-01-15T10:00:00.000Z',
  cap: 250,
  used: 250,
  remaining: 0,
  overageUsed: 2,
  overageUnitPrice: '$150.00',
  overageTotal: '$300.00',
  price: '$25,000.00',
  renewalTotal: '$25,300.00',
  autoRenew: false,
  card: { id: 3, brand: 'visa', last4: '4242' },
  cards: [{ id: 3, brand: 'visa', last4: '4242', expiry: '12/34' }],
};

describe('agreement pages', () => {
  it('self-renewal of an agreement that does not renew: the overage, the total and a confirm button', () => {
    const out = html(<SelfRenewal page={page} t={t} agreement={agreement} outcome={{}} />);
    expect(out).toContain('2 × $150.00 = $300.00');
    expect(out).toContain('$25,300.00');
    expect(out).toContain('action="/purchase/self-renew/7"');
    expect(out).toMatch(
      /<button type="submit" class="lb-button">Renew automatically on Jan 15, 2028<\/button>/,
    );
    expect(missing(out)).toBe(false);
  });

  it('self-renewal without a card cannot be confirmed; the auto-renewal page offers the cards and adding one', () => {
    const noCard = html(
      <SelfRenewal page={page} t={t} agreement={{ ...agreement, card: null }} outcome={{}} />,
    );
    expect(noCard).toContain('No card chosen');
    expect(noCard).toMatch(/<button type="submit" class="lb-button" disabled="">/);
    const auto = html(
      <AutoRenewal
        page={page}
        t={t}
        agreement={{ ...agreement, autoRenew: true }}
        outcome={{ done: 'plans.agreements.cardSaved' }}
      />,
    );
    expect(auto).toContain('Renews automatically on Jan 15, 2028: $25,300.00.');
    expect(auto).toContain('The card for renewals was changed.');
    expect(auto).toContain('visa ending in 4242');
    expect(auto).toContain('href="/account/billing"');
  });

  it('the owner sees the people on the agreement; members see what their type allows', () => {
    const owner = html(
      <AgreementUsers
        page={page}
        t={t}
        view={{
          agreementId: 7,
          title: agreement.title,
          users: [{ userId: 2, email: 'vera@example.com', name: 'Vera', userType: 'view_only' }],
          candidates: [{ id: 3, email: 'gus@example.com', display_name: null }],
        }}
        outcome={{}}
      />,
    );
    expect(owner).toContain('Vera (vera@example.com)');
    expect(owner).toContain('View-only');
    expect(owner).toContain('<option value="3">gus@example.com</option>');
    const guest = html(
      <MemberAgreement page={page} t={t} view={{ id: 7, title: agreement.title, userType: 'guest' }} />,
    );
    expect(guest).toContain('You are a guest on this agreement.');
    expect(guest).not.toContain('Downloads remaining');
    const viewer = html(
      <MemberAgreement
        page={page}
        t={t}
        view={{
          id: 7,
          title: agreement.title,
          userType: 'view_only',
          remaining: 249,
          cap: 250,
          termEndsAt: null,
          licences: [{ assetId: 40, title: 'Harbour', projectCode: 'P-1', at: '2027-02-01T00:00:00.000Z' }],
        }}
      />,
    );
    expect(viewer).toContain('Downloads remaining');
    expect(viewer).toContain('project code P-1');
  });

  it('the multiple custom media notice says which agreement pays and why, and offers the others', () => {
    const out = html(
      <CustomMediaChoicePage
        page={page}
        t={t}
        sku="custom-media-10"
        unlimited={false}
        chosen={false}
        choice={{
          agreements: [
            { id: 5, title: 'Custom media', remaining: 4, deadline: '2027-03-01T00:00:00.000Z' },
            { id: 9, title: 'Custom media', remaining: 10, deadline: null },
          ],
          usedId: 5,
          firstDueId: 5,
        }}
      />,
    );
    expect(out).toContain('This purchase uses Custom media (#5): its download deadline comes first');
    expect(out).toContain(
      'action="/purchase/notifications/multiple-custom-media-agreements?sku=custom-media-10"',
    );
    expect(out).toContain('value="9"');
    expect(missing(out)).toBe(false);
  });
});
