import type { Accounts } from '@lightbox/account';
import type { BuiltFile, Config, Db, FeatureModule, MailTransport } from '@lightbox/platform';
import type { OrderHooks, PlanAnalytics } from '@lightbox/purchase';
import type { PageSpec } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { planBySku } from '../catalogue';
import { type Clock, systemClock } from '../clock';
import { fulfilPlanLines } from '../fulfil';
import { licenseMany } from '../license-many';
import { asPlansDb } from '../repository/db';
import { createPlansService, type PlansService } from '../service';
import { registerAgreementRoutes } from './agreements';
import { registerBillingRoutes } from './billing';
import { registerCustomMediaRoutes } from './custom-media';
import { registerPricingRoutes } from './pricing';
import { planBoxHtml, registerSpendRoutes } from './spend';

export interface PlansRouteDeps {
  db: Db;
  config: Config;
  mail: MailTransport;
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
  csrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
  notFound: PageSpec;
  accounts: Accounts;
  orderHooks: OrderHooks;
  /** Tests pass a clock they move; the server uses the system's. */
  clock?: Clock;
  /** This feature's built browser files. */
  client?: Record<string, BuiltFile>;
}

/** How often due renewals, resets and notices are looked for. */
const RENEWAL_POLL_MS = 60_000;

/** Joins the purchase feature's orders, then registers the plans pages. */
export const registerPlans: FeatureModule<PlansRouteDeps>['register'] = async (
  app: FastifyInstance,
  deps,
) => {
  const clock = deps.clock ?? systemClock;
  const plans = createPlansService({
    db: deps.db,
    hooks: deps.orderHooks,
    clock,
    mail: deps.mail,
    config: deps.config,
  });
  joinOrders(deps.orderHooks, plans);
  deps.orderHooks.planPanel = (request, reply, assetId) => planBoxHtml(deps, plans, request, reply, assetId);
  deps.orderHooks.planLicense = (input) => licenseMany(plans, input);
  registerPricingRoutes(app, deps);
  registerSpendRoutes(app, deps, plans);
  registerAgreementRoutes(app, deps, plans);
  registerCustomMediaRoutes(app, deps, plans);
  registerBillingRoutes(app, deps, plans);
  // Renewals run in the background, on every server; the jobs' row locks keep them apart.
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    plans.renewals
      .runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'plan renewals failed'))
      .finally(() => {
        running = false;
      });
  }, RENEWAL_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

/** The plans feature's part in orders: fulfil plan lines, refuse a second subscription, analytics. */
export function joinOrders(hooks: OrderHooks, plans: PlansService) {
  hooks.onOrderPaid.push((tx, order) => fulfilPlanLines(asPlansDb(tx), order, plans.clock));
  // One subscription at a time: a second one is an upgrade, made from the customer's plans page.
  hooks.planRefusal = async (db, userId, sku) => {
    const plan = await planBySku(asPlansDb(db), sku);
    if (plan?.kind !== 'subscription') return undefined;
    const held = await asPlansDb(db)
      .selectFrom('plan_agreements as a')
      .innerJoin('plan_products as p', 'p.sku', 'a.sku')
      .select('a.id')
      .where('a.user_id', '=', userId)
      .where('p.kind', '=', 'subscription')
      .where('a.status', 'in', ['active', 'cancelled', 'past_due'])
      .executeTakeFirst();
    return held
      ? 'You already have a subscription: change it to a bigger plan from your plans page.'
      : undefined;
  };
  hooks.planAnalytics = async (db, skus) => {
    const facts = new Map<string, PlanAnalytics>();
    for (const sku of skus) {
      const plan = await planBySku(asPlansDb(db), sku);
      if (plan)
        facts.set(sku, {
          ...(plan.duration && { duration: plan.duration }),
          ...(plan.billingFrequency && { billingFrequency: plan.billingFrequency }),
          downloadLimit: plan.allowance,
        });
    }
    return facts;
  };
}
