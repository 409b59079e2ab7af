import {
  CREDIT_COSTS,
  EXTENDED_LICENCE_CREDITS,
  PACK_REFUND_DAYS,
  RENEWAL_NOTICE_DAYS,
  RENEWAL_RETRY_DAYS,
  SUBSCRIPTION_USE_DAYS,
} from '@lightbox/core';
import type { PlanView } from '../routes/pricing-view';
import { type PlansT, planAllowance, priceText } from './PricingShared';

/** The last retry's day after the renewal date: the span a failed card is tried over. */
export const RETRY_SPAN_DAYS = Math.max(...RENEWAL_RETRY_DAYS);

interface TermsLines {
  includes: string[];
  commitment: string[];
  cancellation: string[];
  refund: string[];
  renewal: string[];
}

function subscriptionIncludes(t: PlansT, plan: PlanView): string[] {
  const lines = [t.t(`plans.terms.tier.${plan.tier ?? 'signature'}`)];
  const allowance = planAllowance(t, plan);
  if (allowance) lines.unshift(allowance);
  if (plan.rollover) lines.push(t.t('plans.terms.rollover'));
  if (plan.kind === 'subscription') lines.push(t.t('plans.terms.useBy', { days: SUBSCRIPTION_USE_DAYS }));
  return lines;
}

function agreementIncludes(t: PlansT, plan: PlanView): string[] {
  if (plan.kind === 'custom_media')
    return [
      t.t('plans.pricing.customAssets', { count: plan.allowance }),
      ...(plan.downloadDays ? [t.t('plans.terms.custom.delivery', { days: plan.downloadDays })] : []),
    ];
  return [
    t.t('plans.terms.cap', { count: plan.allowance }),
    ...(plan.projectCodeRequired ? [t.t('plans.terms.projectCode')] : []),
    ...(plan.overage ? [t.t('plans.terms.overage', { price: plan.overage })] : []),
  ];
}

/** Every rule a plan's buyer commits to, in plain words, from the plan's facts and core's constants. */
export function termsLines(t: PlansT, plan: PlanView): TermsLines {
  const price = priceText(t, plan);
  const retries = t.t('plans.terms.retries', { count: RENEWAL_RETRY_DAYS.length, days: RETRY_SPAN_DAYS });
  const includes =
    plan.kind === 'credit_pack'
      ? [t.t('plans.pricing.credits', { count: plan.allowance }), t.t('plans.terms.credits.expiry')]
      : plan.kind === 'image_pack'
        ? [
            t.t('plans.pricing.imagePack', {
              count: plan.allowance,
              size: t.t(`plans.pricing.size.${plan.packSize ?? 'high'}`),
            }),
            t.t('plans.terms.pack.expiry'),
          ]
        : plan.kind === 'subscription'
          ? subscriptionIncludes(t, plan)
          : agreementIncludes(t, plan);
  if (plan.term === 'monthly')
    return {
      includes,
      commitment: [t.t('plans.terms.monthly.commitment', { price })],
      cancellation: [t.t('plans.terms.monthly.cancel')],
      refund: [],
      renewal: [retries],
    };
  if (plan.term !== null)
    return {
      includes,
      commitment: [t.t('plans.terms.annual.commitment', { price, months: plan.termMonths ?? 12 })],
      cancellation: [t.t('plans.terms.annual.cancel')],
      refund: [],
      renewal: [t.t('plans.terms.annual.notice', { days: RENEWAL_NOTICE_DAYS }), retries],
    };
  const packs = plan.kind === 'credit_pack' || plan.kind === 'image_pack';
  return {
    includes,
    commitment: [t.t('plans.terms.pack.commitment', { price })],
    cancellation: [],
    refund: packs ? [t.t('plans.terms.pack.refund', { days: PACK_REFUND_DAYS })] : [],
    renewal: [],
  };
}

/** What a credit costs: the asset tiers and media of core's table, and the extended licence. */
export function CreditCosts({ t }: { t: PlansT }) {
  const rows = [
    ['plans.terms.cost.essentialsImage', CREDIT_COSTS.essentials.image],
    ['plans.terms.cost.signatureImage', CREDIT_COSTS.signature.image],
    ['plans.terms.cost.essentialsVideo', CREDIT_COSTS.essentials.video],
    ['plans.terms.cost.signatureVideo', CREDIT_COSTS.signature.video],
  ] as const;
  return (
    <table className="lb-plans__costs">
      <caption>{t.t('plans.terms.costs')}</caption>
      <tbody>
        {rows.map(([key, credits]) => (
          <tr key={key}>
            <th scope="row">{t.t(key)}</th>
            <td>{t.t('plans.pricing.credits', { count: credits })}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t.t('plans.terms.cost.extended')}</th>
          <td>
            {t.t('plans.terms.cost.extendedCredits', {
              image: EXTENDED_LICENCE_CREDITS.image,
              video: EXTENDED_LICENCE_CREDITS.video,
            })}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The commitment and cancellation terms a plan page shows before "Add to cart". */
export function PlanTerms({
  t,
  plan,
  headingId,
  level = 2,
}: {
  t: PlansT;
  plan: PlanView;
  headingId: string;
  /** The heading's level where the terms sit inside a listing's card. */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const lines = termsLines(t, plan);
  const groups = [
    ['plans.terms.includes', lines.includes],
    ['plans.terms.commitment', lines.commitment],
    ['plans.terms.cancellation', lines.cancellation],
    ['plans.terms.refund', lines.refund],
    ['plans.terms.renewal', lines.renewal],
  ] as const;
  return (
    <section className="lb-plans__terms" aria-labelledby={headingId}>
      <Heading id={headingId}>{t.t('plans.terms.title')}</Heading>
      <dl>
        {groups
          .filter(([, items]) => items.length > 0)
          .map(([key, items]) => (
            <div key={key} className="lb-plans__terms-row">
              <dt>{t.t(key)}</dt>
              {items.map((item) => (
                <dd key={item}>{item}</dd>
              ))}
            </div>
          ))}
      </dl>
      <p className="lb-plans__muted">{t.t('plans.terms.tax')}</p>
    </section>
  );
}
