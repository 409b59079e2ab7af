import type { Accounts } from '@lightbox/account';
import type { Config, Db, FeatureModule, MailTransport } from '@lightbox/platform';
import type { OrderHooks } from '@lightbox/purchase';
import type { PageSpec } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { planBySku } from '../catalogue';
import { type Clock, systemClock } from '../clock';
import { fulfilPlanLines } from '../fulfil';
import { asPlansDb } from '../repository/db';
import { registerPricingRoutes } from './pricing';

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
}

/** Joins the purchase feature's orders, then registers the plans pages. */
export const registerPlans: FeatureModule<PlansRouteDeps>['register'] = async (
  _app: FastifyInstance,
  deps,
) => {
  registerPricingRoutes(_app, deps);
  const clock = deps.clock ?? systemClock;
  deps.orderHooks.onOrderPaid.push((tx, order) => fulfilPlanLines(asPlansDb(tx), order, clock));
  deps.orderHooks.planAnalytics = async (db, skus) => {
    const facts = new Map();
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
};
