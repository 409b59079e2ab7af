import type { Db } from '@lightbox/platform';
import type { CardInput, PaymentProvider } from './payments/provider';
import { purchaseDb } from './repository/db';

export interface PaymentMethodView {
  id: number;
  brand: string;
  last4: string;
  expiry: string;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
/** A card brand as printed on the card ('visa' → 'Visa'). */
export const brandName = (brand: string) =>
  BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * A customer's saved cards (PaymentMethods, UpdatePaymentDetails): kept by the payment provider,
 * remembered here by its token, brand, last four digits and expiry.
 */
export function createPaymentMethods(database: Db, provider: PaymentProvider) {
  const db = purchaseDb(database);
  return {
    /** Whether this provider can keep cards at all. */
    supported: provider.saveCard !== undefined,

    list: async (userId: number): Promise<PaymentMethodView[]> =>
      (
        await db
          .selectFrom('purchase_payment_methods')
          .select(['id', 'brand', 'last4', 'expiry'])
          .where('user_id', '=', userId)
          .where('provider', '=', provider.name)
          .orderBy('id')
          .execute()
      ).map((method) => ({ ...method, brand: brandName(method.brand) })),

    async add(userId: number, card: CardInput) {
      if (!provider.saveCard)
        return { ok: false as const, field: 'number', message: 'Cards are kept at checkout.' };
      const saved = await provider.saveCard(card);
      if (!saved.ok) return saved;
      await db
        .insertInto('purchase_payment_methods')
        .values({ user_id: userId, provider: provider.name, ...saved.card })
        .execute();
      return { ok: true as const };
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('purchase_payment_methods')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },
  };
}

export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
