import { createHash, randomBytes } from 'node:crypto';
import type { Accounts } from '@lightbox/account';
import { suggestedCountry } from '@lightbox/account';
import { type CurrencyCode, currencyForCountry } from '@lightbox/core';
import type { BuiltFile, Config, Db, MailTransport } from '@lightbox/platform';
import { createTranslator, loadMessages, type PageSpec, type Translator } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CartService, createCartService } from '../cart-service';
import type { Checkout } from '../checkout-service';
import type { PurchaseMessageKey } from '../messages/en-us';
import type { OrderHooks } from '../order-hooks';
import type { PaymentMethods } from '../payment-methods';
import type { createTestProcessor } from '../payments/test-processor';
import type { CartOwner } from '../repository/carts';

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageSpec,
) => Promise<FastifyReply>;

export interface PurchaseRouteDeps {
  db: Db;
  render: RenderPage;
  csrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
  notFound: PageSpec;
  accounts: Pick<Accounts, 'viewer' | 'guards' | 'billingDetails'>;
  mail: MailTransport;
  config: Config;
  /** Signs order payment links (the server's session secret). */
  signingKey: string;
  /** How other features (plans) take part in orders; purchase fills in `chargeRenewal`. */
  orderHooks?: OrderHooks;
  /** This feature's built browser files (the licence panel's script). */
  client?: Record<string, BuiltFile>;
}

export interface PurchaseServices {
  carts: CartService;
  checkout: Checkout;
  methods: PaymentMethods;
  /** Present when the built-in test processor takes the payments. */
  testProcessor?: ReturnType<typeof createTestProcessor>;
}

/** An anonymous visitor's cart: a random token in a cookie; only its SHA-256 is stored. */
export const CART_COOKIE = 'lb_cart';
const CART_COOKIE_DAYS = 30;

export const asPurchase = (t: Translator) => t as unknown as Translator<PurchaseMessageKey>;
export const title = (key: PurchaseMessageKey) => (t: Translator) => asPurchase(t).t(key);
/** The purchase strings for answers built outside a page render (form errors). */
export const translatorFor = async (request: FastifyRequest) =>
  asPurchase(createTranslator(request.locale, await loadMessages(request.locale)));

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * Whose cart this request is about: the signed-in customer's (an anonymous cart left in this
 * browser is merged into it first), or the visitor's own by cookie. `create` sets the cookie.
 */
export async function cartOwner(
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
  request: FastifyRequest,
  reply: FastifyReply,
  create = false,
): Promise<CartOwner & { signedIn: boolean; userId?: number; teamId?: number | null; email?: string }> {
  const site = request.site;
  const viewer = await deps.accounts.viewer(request, reply);
  const cookie = request.cookies[CART_COOKIE];
  const token = cookie && TOKEN.test(cookie) ? cookie : undefined;
  if (viewer.user && viewer.session) {
    if (token) {
      await services.carts.merge(hashToken(token), viewer.user.id, site);
      reply.clearCookie(CART_COOKIE, { path: '/' });
    }
    return {
      site,
      userId: viewer.user.id,
      signedIn: true,
      teamId: viewer.team?.id ?? null,
      email: viewer.user.email,
    };
  }
  if (token) return { site, tokenHash: hashToken(token), signedIn: false };
  if (!create) return { site, signedIn: false };
  const fresh = randomBytes(24).toString('base64url');
  reply.setCookie(CART_COOKIE, fresh, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: CART_COOKIE_DAYS * 24 * 3600,
  });
  return { site, tokenHash: hashToken(fresh), signedIn: false };
}

/** The Header's cart count: the customer's cart, or this browser's anonymous one. */
export function createCartCounter(deps: Pick<PurchaseRouteDeps, 'db' | 'accounts'>) {
  const carts = createCartService(deps.db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<number> => {
    const viewer = await deps.accounts.viewer(request, reply);
    if (viewer.user) return carts.count({ site: request.site, userId: viewer.user.id });
    const cookie = request.cookies[CART_COOKIE];
    return cookie && TOKEN.test(cookie)
      ? carts.count({ site: request.site, tokenHash: hashToken(cookie) })
      : 0;
  };
}

/** The visitor's country (Footer choice, else their language's home country) and its currency. */
export function visitorCountry(request: FastifyRequest): { country: string; currency: CurrencyCode } {
  const country = suggestedCountry(request.locale, request.cookies.lb_country) || 'USA';
  return { country, currency: currencyForCountry(country) };
}
