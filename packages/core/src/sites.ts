/** The two storefronts of one installation (DESIGN.md section 5). */
export const SITES = ['premium', 'subscription'] as const;
export type Site = (typeof SITES)[number];

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}
