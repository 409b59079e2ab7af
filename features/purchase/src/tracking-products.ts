import {
  addMoney,
  type TrackingCartProduct,
  trackingCartProducts,
  trackingProductType,
  type UsdMoney,
} from '@lightbox/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PricedItem } from './cart-pricing';
import { createCartService } from './cart-service';
import { CART_COOKIE, hashToken, type PurchaseRouteDeps } from './routes/context';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/** A priced line as the page's tracking data reports it (spec §3 tracking cart product, USD). */
export function trackingProductsOf(items: readonly PricedItem[]): TrackingCartProduct[] {
  return trackingCartProducts(
    items.map((item) => ({
      type: trackingProductType(item.quote.productType),
      sku: item.quote.sku,
      // Quotes are in USD, before any conversion to the visitor's currency.
      price: item.quote.addOnPrices.reduce(
        (sum, addOn) => addMoney(sum, addOn.price),
        item.quote.unitPrice,
      ) as UsdMoney,
      quantity: 1,
      // Everything in this cart was put there by the visitor, without a sales person.
      selfServe: true,
      ...(item.asset && {
        assetFamily: item.asset.family,
        assetType: item.asset.assetType,
        collectionCode: item.asset.collectionCode,
      }),
      licenseType: item.quote.model,
      ...(item.quote.size && { quality: item.quote.size }),
    })),
  );
}

/**
 * The visitor's cart as the page's tracking data lists it (`cart_products`): the signed-in
 * customer's cart, or this browser's anonymous one; empty when there is none. Read only: a
 * page view never creates or merges a cart.
 */
export function createCartProducts(deps: Pick<PurchaseRouteDeps, 'db' | 'accounts'>) {
  const carts = createCartService(deps.db);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<TrackingCartProduct[]> => {
    const viewer = await deps.accounts.viewer(request, reply);
    const cookie = request.cookies[CART_COOKIE];
    const owner = viewer.user
      ? { site: request.site, userId: viewer.user.id }
      : cookie && TOKEN.test(cookie)
        ? { site: request.site, tokenHash: hashToken(cookie) }
        : undefined;
    if (!owner) return [];
    const cartId = await carts.find(owner);
    if (!cartId) return [];
    const pricing = await carts.price(cartId, {
      site: request.site,
      currency: 'USD',
      country: null,
      now: new Date(),
    });
    return trackingProductsOf(pricing.items);
  };
}
