/**
 * The marketing feature: the five marketing pages of both storefronts (AI landing, contact
 * sales, search guide, about us, work with us) at every locale's own slug, the contact-sales
 * form and the table its enquiries are stored in, and the pages' translation bundle.
 */
export { marketingMessages } from './messages/index';
export { type MarketingRouteDeps, registerMarketingRoutes, SENT_PARAM } from './routes';
export { ENQUIRY_LIMITS, marketingMigrationsDir } from './schema';

/** This feature's stylesheet, bundled into the page stylesheet after the theme. */
export const marketingStylesEntry = new URL('./ui/marketing.css', import.meta.url).pathname;
