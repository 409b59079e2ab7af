import { sql } from 'kysely';
import type { PurchaseDb } from './db';

/** Carts and their items: one open cart per customer and site, or one per anonymous token. */

export interface CartOwner {
  site: 'premium' | 'subscription';
  userId?: number;
  /** SHA-256 (hex) of an anonymous visitor's cart cookie. */
  tokenHash?: string;
}

export async function findOpenCart(db: PurchaseDb, owner: CartOwner): Promise<number | undefined> {
  let query = db
    .selectFrom('purchase_carts')
    .select('id')
    .where('status', '=', 'open')
    .where('site', '=', owner.site);
  if (owner.userId !== undefined) query = query.where('user_id', '=', owner.userId);
  else if (owner.tokenHash) query = query.where('token_hash', '=', owner.tokenHash);
  else return undefined;
  return (await query.executeTakeFirst())?.id;
}

/** The owner's open cart, created when missing; safe under concurrent calls. */
export async function openCart(db: PurchaseDb, owner: CartOwner): Promise<number> {
  const found = await findOpenCart(db, owner);
  if (found) return found;
  await db
    .insertInto('purchase_carts')
    .values({
      site: owner.site,
      user_id: owner.userId ?? null,
      token_hash: owner.userId ? null : (owner.tokenHash ?? null),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await findOpenCart(db, owner);
  if (!created) throw new Error('cart could not be opened');
  return created;
}

export interface CartItemRow {
  id: number;
  /** Null for a plan. */
  asset_id: number | null;
  sku: string;
  usage: unknown | null;
  add_ons: string[];
}

export function cartItems(db: PurchaseDb, cartId: number): Promise<CartItemRow[]> {
  return db
    .selectFrom('purchase_cart_items')
    .select(['id', 'asset_id', 'sku', 'usage', 'add_ons'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

export function cartPromo(db: PurchaseDb, cartId: number) {
  return db
    .selectFrom('purchase_carts')
    .select(['promo_code', 'status'])
    .where('id', '=', cartId)
    .executeTakeFirst();
}

/** One item per asset: choosing another option for an asset in the cart replaces its choice. */
export async function putItem(
  db: PurchaseDb,
  cartId: number,
  item: { assetId: number; sku: string; usage: unknown | null; addOns: string[] },
): Promise<number> {
  const row = await db
    .insertInto('purchase_cart_items')
    .values({
      cart_id: cartId,
      asset_id: item.assetId,
      sku: item.sku,
      usage: item.usage === null ? null : JSON.stringify(item.usage),
      add_ons: item.addOns,
    })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'asset_id']).doUpdateSet((eb) => ({
        sku: eb.ref('excluded.sku'),
        usage: eb.ref('excluded.usage'),
        add_ons: eb.ref('excluded.add_ons'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await touch(db, cartId);
  return row.id;
}

/** A plan in the cart: one line per plan; adding it again keeps the line there is. */
export async function putPlan(db: PurchaseDb, cartId: number, sku: string): Promise<number> {
  await sql`
    insert into purchase_cart_items (cart_id, asset_id, sku) values (${cartId}, null, ${sku})
    on conflict (cart_id, sku) where asset_id is null do nothing`.execute(db);
  const row = await db
    .selectFrom('purchase_cart_items')
    .select('id')
    .where('cart_id', '=', cartId)
    .where('sku', '=', sku)
    .where('asset_id', 'is', null)
    .executeTakeFirstOrThrow();
  await touch(db, cartId);
  return row.id;
}

export async function removeItem(db: PurchaseDb, cartId: number, itemId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('purchase_cart_items')
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  await touch(db, cartId);
  return deleted.numDeletedRows > 0n;
}

export async function setPromo(db: PurchaseDb, cartId: number, code: string | null) {
  await db
    .updateTable('purchase_carts')
    .set({ promo_code: code, updated_at: sql`now()` })
    .where('id', '=', cartId)
    .execute();
}

const touch = (db: PurchaseDb, cartId: number) =>
  db.updateTable('purchase_carts').set({ updated_at: sql`now()` }).where('id', '=', cartId).execute();

/**
 * Moves an anonymous cart's items into the customer's cart (the customer's own choice wins for
 * an asset in both) and deletes the anonymous cart. The caller runs it in a transaction.
 */
export async function mergeInto(db: PurchaseDb, fromCartId: number, toCartId: number): Promise<void> {
  if (fromCartId === toCartId) return;
  await sql`
    insert into purchase_cart_items (cart_id, asset_id, sku, usage, add_ons, added_at)
    select ${toCartId}, asset_id, sku, usage, add_ons, added_at
    from purchase_cart_items where cart_id = ${fromCartId}
    on conflict do nothing`.execute(db);
  const promo = await cartPromo(db, fromCartId);
  if (promo?.promo_code)
    await db
      .updateTable('purchase_carts')
      .set({ promo_code: promo.promo_code })
      .where('id', '=', toCartId)
      .where('promo_code', 'is', null)
      .execute();
  await db.deleteFrom('purchase_carts').where('id', '=', fromCartId).where('status', '=', 'open').execute();
}

export async function cartCount(db: PurchaseDb, owner: CartOwner): Promise<number> {
  const cartId = await findOpenCart(db, owner);
  if (!cartId) return 0;
  const row = await db
    .selectFrom('purchase_cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
