/**
 * Plans (issue 17): credit packs, subscriptions, image packs, premium access, editorial
 * subscription, easy access and custom media agreements, sold through the purchase feature's
 * cart; spending them on licences; renewals, retries and lapses; team shares; billing.
 */
export { type Clock, manualClock, systemClock } from './clock';
export { plansFeature } from './feature';
export { type BillingSections, createPlansBillingPanel } from './routes/billing-panel';
export { plansMigrationsDir } from './schema';
