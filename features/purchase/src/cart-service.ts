import { isPlanProductType } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import {
  type CartPricing,
  isoDay,
  offersOfAsset,
  type PricingContext,
  priceCartItems,
  usageMultipliers,
} from './cart-pricing';
import { type ItemChoice, quoteItem } from './domain/offers';
import type { OrderHooks } from './order-hooks';
import * as carts from './repository/carts';
import { activeProducts, promoCode } from './repository/catalogue';
import { purchaseDb } from './repository/db';

export type CartChange =
  | { ok: true; cartId: number; itemId?: number }
  | { ok: false; status: 400 | 404; field?: string; message: string };

/** Promo codes are typed by people: trimmed, upper-cased, then checked. */
export const normalisePromo = (code: string) => code.trim().toUpperCase();
const PROMO_PATTERN = /^[A-Z0-9-]{3,32}$/;

/**
 * The cart of a customer or an anonymous visitor. Every change is checked against what the
 * asset is offered as on the site; prices are computed when the cart is shown or ordered.
 */
export function createCartService(database: Db, hooks?: OrderHooks) {
  const db = purchaseDb(database);
  return {
    find: (owner: carts.CartOwner) => carts.findOpenCart(db, owner),
    count: (owner: carts.CartOwner) => carts.cartCount(db, owner),

    async add(owner: carts.CartOwner, assetId: number, choice: ItemChoice, now: Date): Promise<CartChange> {
      const found = await offersOfAsset(db, assetId, owner.site);
      if (!found) return { ok: false, status: 404, message: 'No such asset.' };
      const quoted = quoteItem(found.offers, choice, await usageMultipliers(db), isoDay(now));
      if (!quoted.ok) return { ok: false, status: 400, field: quoted.field, message: quoted.message };
      const cartId = await carts.openCart(db, owner);
      const itemId = await carts.putItem(db, cartId, {
        assetId,
        sku: quoted.item.sku,
        usage: quoted.item.usage,
        addOns: quoted.item.addOns,
      });
      return { ok: true, cartId, itemId };
    },

    /** Puts a plan (a product sold without an asset) in the cart. */
    async addPlan(owner: carts.CartOwner, sku: string): Promise<CartChange> {
      const product = (await activeProducts(db, owner.site)).find((p) => p.sku === sku);
      if (!product || !isPlanProductType(product.product_type))
        return { ok: false, status: 404, field: 'sku', message: 'That plan is not sold here.' };
      const refusal =
        owner.userId === undefined ? undefined : await hooks?.planRefusal?.(db, owner.userId, sku);
      if (refusal) return { ok: false, status: 400, field: 'sku', message: refusal };
      const cartId = await carts.openCart(db, owner);
      return { ok: true, cartId, itemId: await carts.putPlan(db, cartId, sku) };
    },

    async remove(owner: carts.CartOwner, itemId: number): Promise<CartChange> {
      const cartId = await carts.findOpenCart(db, owner);
      if (!cartId || !(await carts.removeItem(db, cartId, itemId)))
        return { ok: false, status: 404, message: 'That item is not in your cart.' };
      return { ok: true, cartId };
    },

    async applyPromo(owner: carts.CartOwner, raw: string, now: Date): Promise<CartChange> {
      const code = normalisePromo(raw);
      if (code === '') {
        const cartId = await carts.findOpenCart(db, owner);
        if (cartId) await carts.setPromo(db, cartId, null);
        return cartId ? { ok: true, cartId } : { ok: false, status: 404, message: 'Your cart is empty.' };
      }
      if (!PROMO_PATTERN.test(code) || !(await promoCode(db, code, now)))
        return { ok: false, status: 400, field: 'promo', message: 'This promo code is not valid.' };
      const cartId = await carts.openCart(db, owner);
      await carts.setPromo(db, cartId, code);
      return { ok: true, cartId };
    },

    async price(
      cartId: number | undefined,
      context: PricingContext,
    ): Promise<CartPricing & { promoEntered: string | null }> {
      if (!cartId) return { ...(await priceCartItems(db, [], null, context)), promoEntered: null };
      const [items, head] = await Promise.all([carts.cartItems(db, cartId), carts.cartPromo(db, cartId)]);
      const promo = head?.promo_code ?? null;
      const pricing = await priceCartItems(db, items, promo, context);
      const planSkus = pricing.items.filter((i) => i.asset === null).map((i) => i.quote.sku);
      if (planSkus.length > 0 && hooks?.planAnalytics) {
        const facts = await hooks.planAnalytics(db, planSkus);
        for (const item of pricing.items) {
          const found = item.asset === null ? facts.get(item.quote.sku) : undefined;
          if (found) item.planAnalytics = found;
        }
      }
      return { ...pricing, promoEntered: promo };
    },

    /** At sign-in: the anonymous cart's items join the customer's cart, in one transaction. */
    async merge(tokenHash: string, userId: number, site: carts.CartOwner['site']): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const anonymous = await carts.findOpenCart(tx, { site, tokenHash });
        if (!anonymous) return;
        const own = await carts.openCart(tx, { site, userId });
        await carts.mergeInto(tx, anonymous, own);
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
