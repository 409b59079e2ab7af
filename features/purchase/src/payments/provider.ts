/**
 * What the checkout needs of a payment provider (DESIGN.md §4b): authorise and capture an
 * amount once per idempotency key, finish a challenge (3-D Secure) the buyer completed,
 * refund, and turn the provider's signed webhooks into events. Two implementations: the
 * built-in test processor (default) and Stripe (by configuration).
 */
export interface PaymentAmount {
  /** Integer minor units of `currency`. */
  minor: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** Card details as typed at checkout; only the test processor takes them (Stripe tokenises in the browser). */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name?: string;
}

export interface PaymentRequest {
  amount: PaymentAmount;
  /** Same key, same attempt: a retried request never charges twice. */
  idempotencyKey: string;
  description: string;
  card?: CardInput;
  /** A provider's saved or browser-tokenised payment method (Stripe `pm_…`). */
  paymentMethod?: string;
  /** Keep the card for next time: a successful payment then answers with its token. */
  saveCard?: boolean;
  /** Charged while the customer is away (a plan's renewal): a card that asks them to confirm is declined. */
  offSession?: boolean;
  /** Where the buyer returns after a challenge. */
  returnUrl: string;
}

export type PaymentOutcome =
  | {
      status: 'captured';
      providerRef: string;
      cardBrand?: string;
      cardLast4?: string;
      /** When the request asked to keep the card: what to remember it by. */
      savedCard?: SavedCard;
    }
  | { status: 'requires_action'; providerRef: string; challengeUrl: string }
  | { status: 'declined'; providerRef: string; reason: string; cardBrand?: string; cardLast4?: string };

export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

/** An event a provider sent us (webhook), verified and parsed. */
export interface ProviderEvent {
  id: string;
  type: 'payment.captured' | 'payment.declined' | 'payment.refunded' | 'other';
  providerRef?: string;
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: string;
  pay(request: PaymentRequest): Promise<PaymentOutcome>;
  /** The state of an attempt after the buyer came back from a challenge. */
  confirm(providerRef: string): Promise<PaymentOutcome>;
  refund(providerRef: string, amount: PaymentAmount, idempotencyKey: string): Promise<{ refunded: boolean }>;
  /**
   * What became of an attempt, by its idempotency key, when the answer to `pay` was lost (the
   * server stopped mid-request); undefined when the provider never saw it.
   */
  lookup?(idempotencyKey: string): Promise<PaymentOutcome | undefined>;
  /** Keeps a card without charging it (a customer adds one on their billing page). */
  saveCard?(
    card: CardInput,
  ): Promise<{ ok: true; card: SavedCard } | { ok: false; field: string; message: string }>;
  /** Verifies a webhook over its raw body; throws on a bad signature. */
  parseEvent?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

/** A provider answered in a way the checkout cannot use (network, configuration, protocol). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
