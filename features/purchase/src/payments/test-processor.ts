import { randomBytes } from 'node:crypto';
import { formatMoney, isCurrencyCode, money } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { type Kysely, sql } from 'kysely';
import { checkCard, DECLINE_MESSAGES } from '../domain/test-cards';
import type { PurchaseTables, TestProcessorPaymentsTable } from '../schema';
import type {
  CardInput,
  PaymentAmount,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  SavedCard,
} from './provider';

/** Where the buyer confirms a challenge card; the purchase routes serve it. */
export const TEST_CHALLENGE_PATH = '/purchase/test-processor/challenge';

type Row = Pick<
  TestProcessorPaymentsTable,
  'ref' | 'status' | 'card_brand' | 'card_last4' | 'decline_reason'
>;

/**
 * The built-in payment processor, the default: it behaves like a card processor's test mode on
 * the conventional test numbers (domain/test-cards.ts). Its ledger is a table of its own, so an
 * attempt's answer survives a restart and the same idempotency key always gets the same answer.
 * It never stores a card number, only the brand and last four digits, as a processor shows them.
 */
export function createTestProcessor(
  db: Db,
  options: { now?: () => Date } = {},
): PaymentProvider & {
  completeChallenge(ref: string, passed: boolean): Promise<PaymentOutcome | undefined>;
  amountOf(ref: string, locale: string): Promise<string | undefined>;
} {
  const now = options.now ?? (() => new Date());
  const ledger = (): Kysely<PurchaseTables> => db.withTables<PurchaseTables>();

  const outcomeOf = (row: Row, returnUrl?: string): PaymentOutcome => {
    const card = { cardBrand: row.card_brand, cardLast4: row.card_last4 };
    if (row.status === 'captured' || row.status === 'refunded')
      return { status: 'captured', providerRef: row.ref, ...card };
    if (row.status === 'requires_action') {
      const back = returnUrl ? `?return=${encodeURIComponent(returnUrl)}` : '';
      return {
        status: 'requires_action',
        providerRef: row.ref,
        challengeUrl: `${TEST_CHALLENGE_PATH}/${row.ref}${back}`,
      };
    }
    return {
      status: 'declined',
      providerRef: row.ref,
      reason: row.decline_reason ?? DECLINE_MESSAGES.declined!,
      ...card,
    };
  };

  const byKey = (key: string) =>
    ledger()
      .selectFrom('purchase_test_processor_payments')
      .select(['ref', 'status', 'card_brand', 'card_last4', 'decline_reason'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();

  const vaultCard = async (token: string) => {
    const row = await ledger()
      .selectFrom('purchase_test_processor_cards')
      .select(['number', 'expiry'])
      .where('token', '=', token)
      .executeTakeFirst();
    return row && { number: row.number, expiry: row.expiry, cvc: '000' };
  };
  const keep = async (number: string, expiry: string, brand: string, last4: string): Promise<SavedCard> => {
    const token = `tpcard_${randomBytes(12).toString('hex')}`;
    await ledger()
      .insertInto('purchase_test_processor_cards')
      .values({ token, number, expiry: expiry.trim() })
      .execute();
    return { token, brand, last4, expiry: expiry.trim() };
  };

  return {
    name: 'test',

    async saveCard(card: CardInput) {
      const check = checkCard(card, now());
      if (!check.ok) return { ok: false as const, field: check.field, message: check.message };
      if (check.outcome === 'not_a_test_card')
        return { ok: false as const, field: 'number', message: DECLINE_MESSAGES.not_a_test_card! };
      return { ok: true as const, card: await keep(check.number, card.expiry, check.brand, check.last4) };
    },

    async pay(request: PaymentRequest) {
      const earlier = await byKey(request.idempotencyKey);
      if (earlier) return outcomeOf(earlier, request.returnUrl);
      const card = request.paymentMethod ? await vaultCard(request.paymentMethod) : request.card;
      if (request.paymentMethod && !card)
        return { status: 'declined', providerRef: '', reason: 'This saved card is no longer available.' };
      const check = card ? checkCard(card, now()) : undefined;
      if (!check?.ok) {
        // Nothing is recorded for a card that is not a card, as a processor refuses it outright.
        return { status: 'declined', providerRef: '', reason: check?.message ?? 'Enter your card details.' };
      }
      // A card that asks its holder to confirm cannot be charged while they are away (renewals).
      const away = request.offSession === true && check.outcome === 'challenge';
      const status =
        check.outcome === 'succeeds'
          ? 'captured'
          : check.outcome === 'challenge' && !away
            ? 'requires_action'
            : 'declined';
      await ledger()
        .insertInto('purchase_test_processor_payments')
        .values({
          ref: `tp_${randomBytes(12).toString('hex')}`,
          idempotency_key: request.idempotencyKey,
          amount_minor: request.amount.minor,
          currency: request.amount.currency,
          status,
          card_brand: check.brand,
          card_last4: check.last4,
          decline_reason:
            status !== 'declined'
              ? null
              : away
                ? 'Your bank asks you to confirm this payment: pay from your account instead.'
                : (DECLINE_MESSAGES[check.outcome] ?? DECLINE_MESSAGES.declined!),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      // A concurrent request with the same key may have won the insert: both answer with its row.
      const stored = await byKey(request.idempotencyKey);
      if (!stored) throw new Error('test processor: the attempt was not stored');
      const outcome = outcomeOf(stored, request.returnUrl);
      if (outcome.status !== 'captured' || !request.saveCard || request.paymentMethod || !card)
        return outcome;
      return { ...outcome, savedCard: await keep(check.number, card.expiry, check.brand, check.last4) };
    },

    async confirm(ref: string) {
      const row = await ledger()
        .selectFrom('purchase_test_processor_payments')
        .select(['ref', 'status', 'card_brand', 'card_last4', 'decline_reason'])
        .where('ref', '=', ref)
        .executeTakeFirst();
      if (!row) return { status: 'declined', providerRef: ref, reason: 'No such payment.' };
      return outcomeOf(row);
    },

    async completeChallenge(ref: string, passed: boolean) {
      const row = await ledger()
        .updateTable('purchase_test_processor_payments')
        .set(
          passed
            ? { status: 'captured' }
            : { status: 'declined', decline_reason: DECLINE_MESSAGES.challenge_failed ?? null },
        )
        .where('ref', '=', ref)
        .where('status', '=', 'requires_action')
        .returning(['ref', 'status', 'card_brand', 'card_last4', 'decline_reason'])
        .executeTakeFirst();
      return row ? outcomeOf(row) : undefined;
    },

    async refund(ref: string, amount: PaymentAmount) {
      const row = await ledger()
        .updateTable('purchase_test_processor_payments')
        .set((eb) => ({
          refunded_minor: eb('refunded_minor', '+', amount.minor),
          status: sql<
            TestProcessorPaymentsTable['status']
          >`case when refunded_minor + ${amount.minor} = amount_minor then 'refunded' else status end`,
        }))
        .where('ref', '=', ref)
        .where('status', 'in', ['captured', 'refunded'])
        .where('currency', '=', amount.currency)
        .where((eb) => eb(eb('refunded_minor', '+', amount.minor), '<=', eb.ref('amount_minor')))
        .returning('ref')
        .executeTakeFirst();
      return { refunded: row !== undefined };
    },

    /** The amount of an attempt, formatted for the confirmation page. */
    async amountOf(ref: string, locale: string): Promise<string | undefined> {
      const row = await ledger()
        .selectFrom('purchase_test_processor_payments')
        .select(['amount_minor', 'currency'])
        .where('ref', '=', ref)
        .executeTakeFirst();
      if (!row || !isCurrencyCode(row.currency)) return undefined;
      return formatMoney(money(row.amount_minor, row.currency), locale);
    },

    async lookup(idempotencyKey: string) {
      const row = await byKey(idempotencyKey);
      return row && outcomeOf(row);
    },
  };
}
