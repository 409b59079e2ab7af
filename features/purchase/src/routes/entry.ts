import { parseAssetId } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Where a purchase began (spec §4): a plan chosen from an asset's detail page is remembered in
 * the `adp-subscription` or `adp-creditPack` cookie (the asset's id, 5 days like the tracking
 * cookie, §9), and a checkout reached straight from sign-in or registration is flagged by that
 * previous page. Both reach the "Asset Purchased" event of the order they lead to, then go.
 */
export const ENTRY_COOKIES = { subscription: 'adp-subscription', creditPack: 'adp-creditPack' } as const;
export const CHECKOUT_AFTER_COOKIE = 'lb_checkout_after';
const ENTRY_DAYS = 5;

const options = (request: FastifyRequest, maxAge?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  ...(maxAge !== undefined && { maxAge }),
});

/** How the buyer came to the checkout: right after signing in, after registering, or neither. */
export function rememberCheckoutAfter(request: FastifyRequest, reply: FastifyReply): void {
  const referer = request.headers.referer;
  if (!referer) return;
  let path: string;
  try {
    const url = new URL(referer);
    // Only our own pages count (same host), never what another site says.
    if (url.host !== request.headers.host) return;
    path = url.pathname.replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/)/, '');
  } catch {
    return;
  }
  const after = path.startsWith('/sign-in')
    ? 'sign_in'
    : path.startsWith('/register') || path.startsWith('/verify-email')
      ? 'registration'
      : undefined;
  if (after) reply.setCookie(CHECKOUT_AFTER_COOKIE, after, options(request));
}

export interface PurchaseEntry {
  /** 'adp-subscription' or 'adp-creditPack' when the order's plan was chosen from an asset page. */
  entryPoint: string | null;
  /** The asset that purchase began on, to go back to. */
  entryAssetId: number | null;
  checkoutAfter: 'sign_in' | 'registration' | null;
}

/** Reads (and clears) what this browser remembers of how the paid order began. */
export function takePurchaseEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  productTypes: readonly string[],
): PurchaseEntry {
  const cookies = request.cookies;
  const kind = productTypes.includes('RfSubscription')
    ? 'subscription'
    : productTypes.includes('CreditPack')
      ? 'creditPack'
      : undefined;
  const assetId = kind ? parseAssetId(cookies[ENTRY_COOKIES[kind]] ?? '') : undefined;
  const after = cookies[CHECKOUT_AFTER_COOKIE];
  if (kind && cookies[ENTRY_COOKIES[kind]] !== undefined)
    reply.clearCookie(ENTRY_COOKIES[kind], { path: '/' });
  if (after !== undefined) reply.clearCookie(CHECKOUT_AFTER_COOKIE, { path: '/' });
  return {
    entryPoint: kind && assetId !== undefined ? ENTRY_COOKIES[kind] : null,
    entryAssetId: kind && assetId !== undefined ? assetId : null,
    checkoutAfter: after === 'sign_in' || after === 'registration' ? after : null,
  };
}

/** `/purchase/entry/{subscription|creditPack}/{assetId}`: remembers the entry, then shows the plans. */
export function registerEntryRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; assetId: string } }>(
    '/purchase/entry/:kind/:assetId',
    async (request, reply) => {
      const { kind } = request.params;
      const assetId = parseAssetId(request.params.assetId);
      if ((kind !== 'subscription' && kind !== 'creditPack') || assetId === undefined)
        return reply.code(404).send({ error: 'not_found', message: 'No such page.' });
      reply.setCookie(ENTRY_COOKIES[kind], String(assetId), options(request, ENTRY_DAYS * 24 * 3600));
      const anchor = kind === 'subscription' ? 'subscriptions' : 'credit-packs';
      return reply.redirect(`${request.prefix}/plans-and-pricing#${anchor}`, 303);
    },
  );
}
