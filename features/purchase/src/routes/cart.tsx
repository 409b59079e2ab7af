import { buildUrl, parseAssetId } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import PurchaseCart from '../exposes/PurchaseCart';
import { presentCart } from '../presenters';
import { CartPage } from '../ui/CartPage';
import { RemoteMount } from '../ui/shared';
import {
  asPurchase,
  cartOwner,
  type PurchaseRouteDeps,
  type PurchaseServices,
  title,
  visitorCountry,
} from './context';

const USAGE_FIELDS = [
  'media',
  'placement',
  'size',
  'startDate',
  'duration',
  'territory',
  'industry',
  'exclusivity',
] as const;
const list = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));

/** An add-to-cart form or JSON body: the asset, the option's sku, add-ons, and a usage for RM/RR. */
export const addItemBody = z
  .object({
    assetId: z.union([z.string(), z.number()]),
    sku: z.string().min(1).max(64),
    addOns: list.optional(),
    usage: z.record(z.string(), z.string()).optional(),
  })
  .passthrough();

export function readAddItem(body: unknown) {
  const parsed = addItemBody.safeParse(body ?? {});
  if (!parsed.success) return undefined;
  const raw = parsed.data as Record<string, unknown> & z.infer<typeof addItemBody>;
  const assetId = parseAssetId(String(raw.assetId));
  if (assetId === undefined) return undefined;
  // Plain forms send usage as usage.media=…; JSON as usage: { media }.
  const usage =
    raw.usage ??
    Object.fromEntries(
      USAGE_FIELDS.flatMap((f) => (typeof raw[`usage.${f}`] === 'string' ? [[f, raw[`usage.${f}`]]] : [])),
    );
  return {
    assetId,
    sku: raw.sku,
    addOns: raw.addOns ?? [],
    usage: Object.keys(usage).length > 0 ? usage : undefined,
  };
}

/**
 * Adds the asset and licence option a form or JSON body names to the visitor's cart (opening
 * one, with its cookie, when needed): the new item's id, or undefined once a 4xx is sent.
 */
export async function addFromBody(
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<number | undefined> {
  const item = readAddItem(request.body);
  if (!item) {
    reply.code(400).send({ error: 'bad_request', message: 'Choose a licence option for an asset.' });
    return undefined;
  }
  const owner = await cartOwner(deps, services, request, reply, true);
  const result = await services.carts.add(owner, item.assetId, item, new Date());
  if (result.ok) return result.itemId;
  reply.code(result.status).send({
    error: result.status === 404 ? 'not_found' : 'bad_request',
    message: result.message,
    details: { field: result.field },
  });
  return undefined;
}

export async function cartView(
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const owner = await cartOwner(deps, services, request, reply);
  const { country, currency } = visitorCountry(request);
  const cartId = await services.carts.find(owner);
  const pricing = await services.carts.price(cartId, {
    site: owner.site,
    currency,
    country,
    now: new Date(),
  });
  const count = cartId ? await services.carts.count(owner) : 0;
  return { owner, cart: presentCart(pricing, request.locale, count), cartId };
}

const back = (request: FastifyRequest, path: string, query?: Record<string, string>) =>
  buildUrl(path, query, { prefix: request.prefix });

/** The cart page and its plain-form actions: add, remove, promo code. */
export function registerCartRoutes(
  app: FastifyInstance,
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
) {
  const showCart = async (request: FastifyRequest, reply: FastifyReply, promoError = false) => {
    const { cart } = await cartView(deps, services, request, reply);
    reply.header('cache-control', 'private, no-store');
    return deps.render(request, reply, {
      name: 'purchase-cart',
      title: title('purchase.cart.title'),
      noindex: true,
      status: promoError ? 400 : 200,
      content: ({ page, t }) =>
        promoError ? (
          <CartPage page={page} t={asPurchase(t)} cart={cart} promoError />
        ) : (
          <RemoteMount name="PurchaseCart" props={{ cart }}>
            <PurchaseCart page={page} cart={cart} />
          </RemoteMount>
        ),
    });
  };

  app.get('/purchase/cart', (request, reply) => showCart(request, reply));

  app.post('/purchase/cart/items', async (request, reply) => {
    const added = await addFromBody(deps, services, request, reply);
    if (added === undefined) return reply;
    return reply.redirect(back(request, '/purchase/cart', { added: String(added) }), 303);
  });

  // A plan from its page or /plans-and-pricing: a plain form naming the plan's sku.
  app.post('/purchase/cart/plans', async (request, reply) => {
    const sku = (request.body as { sku?: unknown } | undefined)?.sku;
    if (typeof sku !== 'string' || !/^[a-z0-9][a-z0-9_-]{1,63}$/.test(sku))
      return reply.code(400).send({ error: 'bad_request', message: 'Choose a plan.' });
    const owner = await cartOwner(deps, services, request, reply, true);
    const result = await services.carts.addPlan(owner, sku);
    if (!result.ok)
      return reply.code(result.status).send({
        error: result.status === 404 ? 'not_found' : 'bad_request',
        message: result.message,
        details: { field: result.field },
      });
    return reply.redirect(back(request, '/purchase/cart', { added: String(result.itemId) }), 303);
  });

  app.post<{ Params: { id: string } }>('/purchase/cart/items/:id/delete', async (request, reply) => {
    const itemId = parseAssetId(request.params.id);
    const owner = await cartOwner(deps, services, request, reply);
    if (itemId !== undefined) await services.carts.remove(owner, itemId);
    return reply.redirect(back(request, '/purchase/cart'), 303);
  });

  app.post('/purchase/cart/promo', async (request, reply) => {
    const code =
      typeof (request.body as { code?: unknown })?.code === 'string'
        ? (request.body as { code: string }).code
        : '';
    if (code.length > 64) return showCart(request, reply, true);
    const owner = await cartOwner(deps, services, request, reply, true);
    const result = await services.carts.applyPromo(owner, code, new Date());
    if (!result.ok && result.status === 400) return showCart(request, reply, true);
    return reply.redirect(back(request, '/purchase/cart'), 303);
  });

  // The spec's shared promo-code path: the code is entered with the cart.
  app.get('/promo-code', async (request, reply) => reply.redirect(back(request, '/purchase/cart'), 302));
}
