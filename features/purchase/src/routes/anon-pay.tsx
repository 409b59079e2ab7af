import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { buildUrl, parsePositiveInt4 } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPaid, type OrderState } from '../domain/order-machine';
import { checkCard } from '../domain/test-cards';
import AnonPaymentPage from '../exposes/AnonPaymentPage';
import { siteOrigin } from '../order-mail';
import { ordersOf } from '../order-views';
import { purchaseDb } from '../repository/db';
import { orderById } from '../repository/orders';
import type { AnonPaymentState } from '../ui/AnonPayment';
import { RemoteMount } from '../ui/shared';
import { type PurchaseRouteDeps, type PurchaseServices, title } from './context';

/** The order's payment link: its id, signed with the server's key, so it cannot be guessed or altered. */
export function payLinkToken(key: string, orderId: number): string {
  return createHmac('sha256', key).update(`anon-pay:${orderId}`).digest('base64url').slice(0, 32);
}

function validToken(key: string, orderId: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length !== 32) return false;
  return timingSafeEqual(Buffer.from(token), Buffer.from(payLinkToken(key, orderId)));
}

/**
 * AnonPaymentPage (spec section 2): whoever holds an order's link pays it by card without
 * signing in; the owner asked for the link at checkout ("Ask someone else to pay").
 */
export function registerAnonPaymentRoutes(
  app: FastifyInstance,
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
) {
  const payPath = (orderId: number, token: string) => `/purchase/pay/${orderId}?token=${token}`;

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: number | undefined,
    extra: Partial<AnonPaymentState> = {},
    status = 200,
  ) {
    const token = (request.query as { token?: unknown }).token;
    const valid = orderId !== undefined && validToken(deps.signingKey, orderId, token);
    const order = valid ? await orderById(purchaseDb(deps.db), orderId) : undefined;
    const [view] = order ? await ordersOf(deps.db, order.user_id, request.locale, { orderId: order.id }) : [];
    const state: AnonPaymentState = {
      orderId: orderId ?? 0,
      token: valid ? String(token) : '',
      ...(order && view && { order: { ...view, placedBy: order.billing_name } }),
      paid: order ? isPaid(order.state as OrderState) : false,
      idempotencyKey: randomUUID(),
      errors: {},
      ...extra,
    };
    reply.header('cache-control', 'private, no-store');
    return deps.render(request, reply, {
      name: 'purchase-anon-payment',
      title: title('purchase.anon.title'),
      noindex: true,
      status: order ? status : 404,
      content: ({ page }) => (
        <RemoteMount name="AnonPaymentPage" props={{ state }}>
          <AnonPaymentPage page={page} state={state} />
        </RemoteMount>
      ),
    });
  }

  app.get<{ Params: { id: string }; Querystring: { shared?: string; order?: string } }>(
    '/purchase/pay/:id',
    async (request, reply) => {
      const orderId = parsePositiveInt4(request.params.id);
      const token = (request.query as { token?: unknown }).token;
      if (orderId !== undefined && validToken(deps.signingKey, orderId, token)) {
        const order = await orderById(purchaseDb(deps.db), orderId);
        // Back from a challenge: settle it before showing the order.
        if (order && request.query.order) await services.checkout.confirm(order.user_id, orderId);
        if (request.query.shared === '1' && order)
          return show(request, reply, orderId, {
            shareUrl: `${siteOrigin(deps.config, order.site)}${buildUrl(payPath(orderId, String(token)), undefined, { prefix: request.prefix })}`,
          });
      }
      return show(request, reply, orderId);
    },
  );

  app.post<{ Params: { id: string } }>('/purchase/pay/:id', async (request, reply) => {
    const orderId = parsePositiveInt4(request.params.id);
    const token = (request.query as { token?: unknown }).token;
    if (orderId === undefined || !validToken(deps.signingKey, orderId, token))
      return show(request, reply, undefined);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const value = (name: string) =>
      typeof body[name] === 'string' ? (body[name] as string).trim().slice(0, 40) : '';
    const card = { number: value('cardNumber'), expiry: value('cardExpiry'), cvc: value('cardCvc') };
    const checked = checkCard(card, new Date());
    if (services.testProcessor && !checked.ok)
      return show(request, reply, orderId, { errors: { [checked.field]: checked.message } }, 400);
    const key = /^[A-Za-z0-9-]{8,64}$/.test(value('idempotencyKey')) ? value('idempotencyKey') : randomUUID();
    const result = await services.checkout.payOrder(orderId, {
      card,
      idempotencyKey: `anon-${key}`,
      returnUrl: payPath(orderId, String(token)),
      now: new Date(),
    });
    if (result.status === 'requires_action')
      return reply.redirect(buildUrl(result.challengeUrl, undefined, { prefix: request.prefix }), 303);
    if (result.status === 'paid') return show(request, reply, orderId);
    const notice = result.status === 'declined' || result.status === 'invalid' ? result.message : undefined;
    return show(
      request,
      reply,
      orderId,
      { ...(notice && { notice }) },
      result.status === 'declined' ? 402 : 409,
    );
  });
}
