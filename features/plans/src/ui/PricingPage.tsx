import {
  PACK_REFUND_DAYS,
  RENEWAL_RETRY_DAYS,
  SUBSCRIPTION_USE_DAYS,
  type SubscriptionTerm,
} from '@lightbox/core';
import type { PageContext } from '@lightbox/ui';
import type { ReactNode } from 'react';
import type { PlanView } from '../routes/pricing-view';
import { CreditCosts, RETRY_SPAN_DAYS } from './PlanTerms';
import { PricingGrid } from './PricingCard';
import { RatesNote } from './PricingPlanPage';
import { AgreementOffer } from './PricingPremiumPage';
import type { PlansT } from './PricingShared';

export type ShownTerm = Extract<SubscriptionTerm, 'monthly' | 'annual'>;

export interface PricingListing {
  credits: PlanView[];
  subscriptions: PlanView[];
  video: PlanView[];
  imagePacks: PlanView[];
  custom: PlanView[];
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="lb-plans__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="lb-plans__intro">{intro}</p>
      {children}
    </section>
  );
}

/** Both terms' cards; CSS shows the checked term's (the radios work without a script). */
function TermGrids({ page, t, plans }: { page: PageContext; t: PlansT; plans: readonly PlanView[] }) {
  return (
    <>
      {(['monthly', 'annual'] as const).map((term) => (
        <PricingGrid
          key={term}
          page={page}
          t={t}
          plans={plans.filter((p) => p.term === term)}
          className={`lb-plans__grid--${term}`}
        />
      ))}
    </>
  );
}

function Faq({ t }: { t: PlansT }) {
  const items = [
    ['cancel', t.t('plans.pricing.faq.cancel.q'), t.t('plans.pricing.faq.cancel.a')],
    ['rollover', t.t('plans.pricing.faq.rollover.q'), t.t('plans.pricing.faq.rollover.a')],
    [
      'expiry',
      t.t('plans.pricing.faq.expiry.q'),
      t.t('plans.pricing.faq.expiry.a', { days: PACK_REFUND_DAYS }),
    ],
    [
      'licence',
      t.t('plans.pricing.faq.licence.q'),
      t.t('plans.pricing.faq.licence.a', { days: SUBSCRIPTION_USE_DAYS }),
    ],
    [
      'payment',
      t.t('plans.pricing.faq.payment.q'),
      t.t('plans.pricing.faq.payment.a', {
        count: RENEWAL_RETRY_DAYS.length,
        days: RETRY_SPAN_DAYS,
      }),
    ],
    ['tax', t.t('plans.pricing.faq.tax.q'), t.t('plans.terms.tax')],
  ] as const;
  return (
    <section id="faq" className="lb-plans__section lb-plans__faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{t.t('plans.pricing.faq.title')}</h2>
      {items.map(([id, question, answer]) => (
        <details key={id} data-faq={id}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </section>
  );
}

/** /plans-and-pricing: every plan the subscription site sells, each linking to its terms. */
export function PricingPage({
  page,
  t,
  listing,
  term,
  currency,
  ratesDate,
}: {
  page: PageContext;
  t: PlansT;
  listing: PricingListing;
  term: ShownTerm;
  currency: string;
  ratesDate: string;
}) {
  return (
    <div className="container lb-plans">
      <header className="lb-plans__hero">
        <h1>{t.t('plans.pricing.title')}</h1>
        <p>{t.t('plans.pricing.intro')}</p>
      </header>
      <Section
        id="credit-packs"
        title={t.t('plans.pricing.credits.title')}
        intro={t.t('plans.pricing.credits.intro')}
      >
        <PricingGrid page={page} t={t} plans={listing.credits} className="lb-plans__grid--compact" />
        <CreditCosts t={t} />
      </Section>
      <div className="lb-plans__terms-switch">
        <Section
          id="subscriptions"
          title={t.t('plans.pricing.subscriptions.title')}
          intro={t.t('plans.pricing.subscriptions.intro')}
        >
          <fieldset className="lb-plans__toggle">
            <legend className="visually-hidden">{t.t('plans.pricing.term.legend')}</legend>
            {(['monthly', 'annual'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name="lb-term" value={value} defaultChecked={value === term} />
                <span>{t.t(`plans.pricing.term.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <TermGrids page={page} t={t} plans={listing.subscriptions} />
        </Section>
        <Section
          id="premium-plus-video"
          title={t.t('plans.pricing.video.title')}
          intro={t.t('plans.pricing.video.intro')}
        >
          <TermGrids page={page} t={t} plans={listing.video} />
        </Section>
      </div>
      <Section
        id="image-packs"
        title={t.t('plans.pricing.imagePacks.title')}
        intro={t.t('plans.pricing.imagePacks.intro')}
      >
        <PricingGrid page={page} t={t} plans={listing.imagePacks} />
      </Section>
      <Section
        id="custom-media"
        title={t.t('plans.pricing.custom.title')}
        intro={t.t('plans.pricing.custom.intro')}
      >
        <ul className="lb-plans__agreements">
          {listing.custom.map((plan) => (
            <AgreementOffer key={plan.sku} page={page} t={t} plan={plan} level={3} />
          ))}
        </ul>
      </Section>
      <Faq t={t} />
      <p className="lb-plans__muted">{t.t('plans.terms.tax')}</p>
      <RatesNote t={t} currency={currency} ratesDate={ratesDate} />
    </div>
  );
}
