import { FX_RATES_DATE } from '@lightbox/core';
import type { BuiltFile } from '@lightbox/platform';
import { visitorCountry } from '@lightbox/purchase';
import type { PageSpec, Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PlanOffer, plansOf } from '../catalogue';
import type { PlansMessageKey } from '../messages/en-us';
import { plansDb } from '../repository/db';
import { type PricingListing, PricingPage, type ShownTerm } from '../ui/PricingPage';
import { PricingPlanPage } from '../ui/PricingPlanPage';
import { PricingPremiumPage } from '../ui/PricingPremiumPage';
import { type PlansT, planAllowance, planName } from '../ui/PricingShared';
import type { PlansRouteDeps } from './index';
import { type PlanView, presentPlan } from './pricing-view';

const asPlans = (t: Translator) => t as unknown as PlansT;
const title = (key: PlansMessageKey) => (t: Translator) => asPlans(t).t(key);
const PREMIUM_KINDS: readonly PlanOffer['kind'][] = [
  'premium_access',
  'editorial_subscription',
  'easy_access',
  'custom_media',
];

export type PricingRouteDeps = Pick<PlansRouteDeps, 'db' | 'render' | 'notFound'> & {
  /** The built browser script that reports the toggle and FAQ to the data layer (absent in tests). */
  client?: Record<string, BuiltFile>;
};

/** The pricing pages' analytics script: pushes "PNP Subscription Term Toggle" and "PNP FAQ". */
function PricingScript({ file }: { file: BuiltFile | undefined }) {
  return file ? <script defer src={file.url} integrity={file.integrity} crossOrigin="anonymous" /> : null;
}

export function registerPricingRoutes(app: FastifyInstance, deps: PricingRouteDeps) {
  const db = plansDb(deps.db);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    deps.render(request, reply, { ...deps.notFound, status: 404 });

  /** The site's plans in the visitor's currency (a failed conversion is logged, shown as unavailable). */
  async function sitePlans(request: FastifyRequest) {
    const { currency } = visitorCountry(request);
    const report = (message: string) => request.log.warn({ currency }, message);
    const plans = await plansOf(db, request.site);
    return { currency, plans: plans.map((plan) => presentPlan(plan, currency, request.locale, report)) };
  }

  const page = (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => {
    // Prices follow the visitor's country cookie, so shared caches must not keep one answer.
    reply.header('cache-control', 'private, no-cache');
    return deps.render(request, reply, spec);
  };

  app.get<{ Querystring: { term?: string } }>('/plans-and-pricing', async (request, reply) => {
    if (request.site !== 'subscription') return notFound(request, reply);
    const { currency, plans } = await sitePlans(request);
    const term: ShownTerm = request.query.term === 'annual' ? 'annual' : 'monthly';
    const listing: PricingListing = {
      credits: plans.filter((p) => p.kind === 'credit_pack'),
      subscriptions: plans.filter((p) => p.kind === 'subscription' && p.tier !== 'signatureplus'),
      video: plans.filter((p) => p.kind === 'subscription' && p.tier === 'signatureplus'),
      imagePacks: plans.filter((p) => p.kind === 'image_pack'),
      custom: plans.filter((p) => p.kind === 'custom_media'),
    };
    return page(request, reply, {
      name: 'plans-and-pricing',
      title: title('plans.pricing.title'),
      content: ({ page: context, t }) => (
        <>
          <PricingPage
            page={context}
            t={asPlans(t)}
            listing={listing}
            term={term}
            currency={currency}
            ratesDate={FX_RATES_DATE}
          />
          <PricingScript file={deps.client?.pricing} />
        </>
      ),
    });
  });

  const planPage = (kinds: readonly PlanOffer['kind'][]) =>
    async function showPlan(request: FastifyRequest<{ Params: { sku: string } }>, reply: FastifyReply) {
      const { currency, plans } = await sitePlans(request);
      const plan: PlanView | undefined = plans.find(
        (p) => p.sku === request.params.sku && kinds.includes(p.kind),
      );
      if (!plan) return notFound(request, reply);
      return page(request, reply, {
        name: 'plan',
        title: (t) =>
          [planName(asPlans(t), plan), planAllowance(asPlans(t), plan)].filter(Boolean).join(' · '),
        content: ({ page: context, t }) => (
          <PricingPlanPage
            page={context}
            t={asPlans(t)}
            plan={plan}
            currency={currency}
            ratesDate={FX_RATES_DATE}
            backPath={`/plans-and-pricing#${plan.kind === 'credit_pack' ? 'credit-packs' : plan.kind === 'image_pack' ? 'image-packs' : 'subscriptions'}`}
          />
        ),
      });
    };
  app.get('/purchase/credits/:sku', planPage(['credit_pack']));
  app.get('/purchase/subscriptions/:sku', planPage(['subscription', 'image_pack']));

  app.get('/premium-access', async (request, reply) => {
    if (request.site !== 'premium') return notFound(request, reply);
    const { currency, plans } = await sitePlans(request);
    const agreements = plans.filter((p) => PREMIUM_KINDS.includes(p.kind));
    return page(request, reply, {
      name: 'premium-access',
      title: title('plans.pricing.premium.title'),
      content: ({ page: context, t }) => (
        <PricingPremiumPage
          page={context}
          t={asPlans(t)}
          plans={agreements}
          currency={currency}
          ratesDate={FX_RATES_DATE}
        />
      ),
    });
  });
}
