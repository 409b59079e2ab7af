/** The plans feature's strings: plans and pricing, plan pages, spending a plan, billing. */
export const messages = {
  'plans.title': 'Plans and pricing',
} as const;

export type PlansMessageKey = keyof typeof messages;
export default messages satisfies Record<PlansMessageKey, string>;
