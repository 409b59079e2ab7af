import { CsrfProvider, createTranslator, type PageContext } from '@lightbox/ui';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import messages, { type PlansMessageKey } from '../messages/en-us';
import { PlanBox } from './PlanBox';
import { LicensedPage } from './SpendPages';

const t = createTranslator<PlansMessageKey>('en-us', messages);
const page = { prefix: '/fr', locale: 'fr', site: 'subscription' } as PageContext;
const html = (element: ReactElement) =>
  renderToStaticMarkup(<CsrfProvider token="t">{element}</CsrfProvider>);
const box = (vectorFormat: 'eps' | 'ai' | null) =>
  html(
    <PlanBox
      page={page}
      t={t}
      assetId={5}
      options={[]}
      held={{ id: 42, vectorFormat }}
      offerPlans
      idempotencyKey="k"
    />,
  );

describe('a held licence on the detail page', () => {
  it('offers the JPEG, and an imported EPS or AI source beside it when the licence delivers one', () => {
    expect(box(null)).toContain('href="/fr/account/licences/42/download"');
    expect(box(null)).not.toContain('format=');
    const eps = box('eps');
    expect(eps).toContain('href="/fr/account/licences/42/download?format=eps"');
    expect(eps).toContain('Download the vector file (EPS)');
    expect(box('ai')).toContain('Download the vector file (AI)');
  });

  it('the page after licensing from a plan offers the vector source too', () => {
    const out = html(
      <LicensedPage
        page={page}
        t={t}
        title="Harbour at dawn"
        assetId={5}
        licenceId={42}
        vectorFormat="eps"
        plan={null}
        downloadType="single"
        script={undefined}
      />,
    );
    expect(out).toContain('href="/fr/account/licences/42/download?format=eps"');
  });
});
