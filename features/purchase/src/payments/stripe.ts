import type {
  PaymentAmount,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  ProviderEvent,
} from './provider';
import { PaymentProviderError } from './provider';
import {
  apiFailure,
  createStripeClient,
  type StripeCard,
  type StripeClient,
  type StripePaymentIntent,
  type StripeRefund,
} from './stripe-api';
import { toProviderEvent, verifyStripeSignature } from './stripe-webhook';

/**
 * Payments through Stripe PaymentIntents: authorise (capture_method=manual, confirmed at once
 * with the browser-tokenised payment method), then capture. The card is only charged after
 * Stripe said the authorisation holds, and both steps carry idempotency keys, so a retried
 * checkout never charges twice.
 */
export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  fetch?: typeof fetch;
  /** The clock webhook timestamps are checked against. */
  now?: () => Date;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const client = createStripeClient({
    secretKey: options.secretKey,
    apiBase: options.apiBase ?? 'https://api.stripe.com',
    fetch: options.fetch,
  });
  const now = options.now ?? (() => new Date());

  return {
    name: 'stripe',

    async pay(request: PaymentRequest): Promise<PaymentOutcome> {
      if (!request.paymentMethod) {
        throw new PaymentProviderError('Stripe needs a payment method (pm_…) tokenised in the browser');
      }
      // A kept card is "customer:payment method" (Stripe charges a saved card through its customer).
      const [savedCustomer, savedMethod] = request.paymentMethod.includes(':')
        ? request.paymentMethod.split(':', 2)
        : [undefined, request.paymentMethod];
      const customer =
        savedCustomer ??
        (request.saveCard ? await createCustomer(client, `${request.idempotencyKey}:customer`) : undefined);
      const result = await client.post<StripePaymentIntent>(
        '/v1/payment_intents',
        {
          amount: request.amount.minor,
          currency: request.amount.currency.toLowerCase(),
          payment_method: savedMethod,
          capture_method: 'manual',
          confirm: true,
          ...(request.offSession ? { off_session: true } : { return_url: request.returnUrl }),
          ...(customer && { customer }),
          ...(request.saveCard && !savedCustomer && { setup_future_usage: 'off_session' }),
          description: request.description,
          metadata: { lightbox_idempotency_key: request.idempotencyKey },
          expand: ['latest_charge'],
        },
        request.idempotencyKey,
      );
      if (!result.ok) {
        const { error } = result;
        if (error.type !== 'card_error') throw apiFailure('create a payment', result);
        return {
          status: 'declined',
          providerRef: error.payment_intent?.id ?? '',
          reason: error.message ?? 'The card was declined.',
          ...cardOf(
            error.payment_method?.card ?? error.payment_intent?.last_payment_error?.payment_method?.card,
          ),
        };
      }
      const outcome = await settle(client, result.body, `${request.idempotencyKey}:capture`);
      if (outcome.status !== 'captured' || !request.saveCard || savedCustomer || !customer) return outcome;
      const card = keptCard(result.body);
      return card ? { ...outcome, savedCard: { ...card, token: `${customer}:${savedMethod}` } } : outcome;
    },

    async confirm(providerRef: string): Promise<PaymentOutcome> {
      const intent = await retrieve(client, providerRef);
      return settle(client, intent, `${providerRef}:capture`);
    },

    async refund(providerRef: string, amount: PaymentAmount, idempotencyKey: string) {
      const result = await client.post<StripeRefund>(
        '/v1/refunds',
        { payment_intent: providerRef, amount: amount.minor },
        idempotencyKey,
      );
      if (!result.ok) throw apiFailure(`refund payment ${providerRef}`, result);
      return { refunded: result.body.status === 'succeeded' || result.body.status === 'pending' };
    },

    parseEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
      verifyStripeSignature(rawBody, headerValue(headers, 'stripe-signature'), options.webhookSecret, now());
      return toProviderEvent(rawBody);
    },
  };
}

/** Turns an intent's state into the checkout's outcome, capturing an authorisation that holds. */
async function settle(
  client: StripeClient,
  intent: StripePaymentIntent,
  captureKey: string,
): Promise<PaymentOutcome> {
  switch (intent.status) {
    case 'requires_capture':
      return captured(await capture(client, intent.id, captureKey));
    case 'succeeded':
      return captured(intent);
    case 'requires_action': {
      const url = intent.next_action?.redirect_to_url?.url;
      if (!url) {
        throw new PaymentProviderError(
          `Stripe payment ${intent.id} needs a ${intent.next_action?.type ?? 'unknown'} action, not a redirect`,
        );
      }
      return { status: 'requires_action', providerRef: intent.id, challengeUrl: url };
    }
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'declined',
        providerRef: intent.id,
        reason:
          intent.last_payment_error?.message ??
          (intent.status === 'canceled' ? 'The payment was cancelled.' : 'The payment was not authorised.'),
        ...cardOf(intent.last_payment_error?.payment_method?.card),
      };
    default:
      throw new PaymentProviderError(
        `Stripe payment ${intent.id} is ${intent.status}, which the checkout cannot finish`,
      );
  }
}

async function createCustomer(client: StripeClient, key: string): Promise<string> {
  const result = await client.post<{ id: string }>(
    '/v1/customers',
    { description: 'Lightbox customer' },
    key,
  );
  if (!result.ok) throw apiFailure('keep the card', result);
  return result.body.id;
}

/** Brand, last four digits and expiry of the card an intent was paid with. */
function keptCard(intent: StripePaymentIntent): { brand: string; last4: string; expiry: string } | undefined {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : undefined;
  const card = charge?.payment_method_details?.card;
  if (!card?.brand || !card.last4 || !card.exp_month || !card.exp_year) return undefined;
  return {
    brand: card.brand,
    last4: card.last4,
    expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`,
  };
}

async function capture(client: StripeClient, id: string, key: string): Promise<StripePaymentIntent> {
  const result = await client.post<StripePaymentIntent>(
    `/v1/payment_intents/${encodeURIComponent(id)}/capture`,
    { expand: ['latest_charge'] },
    key,
  );
  if (result.ok && result.body.status === 'succeeded') return result.body;
  // Captured meanwhile under another key (the buyer's return and a retry racing): that is the outcome we wanted.
  if (!result.ok && result.error.code === 'payment_intent_unexpected_state') {
    const intent = await retrieve(client, id);
    if (intent.status === 'succeeded') return intent;
  }
  if (!result.ok) throw apiFailure(`capture payment ${id}`, result);
  throw new PaymentProviderError(`Stripe payment ${id} is ${result.body.status} after capture`);
}

async function retrieve(client: StripeClient, id: string): Promise<StripePaymentIntent> {
  if (!id) throw new PaymentProviderError('Stripe payment reference is empty');
  const result = await client.get<StripePaymentIntent>(`/v1/payment_intents/${encodeURIComponent(id)}`, {
    expand: ['latest_charge'],
  });
  if (!result.ok) throw apiFailure(`read payment ${id}`, result);
  return result.body;
}

function captured(intent: StripePaymentIntent): PaymentOutcome {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : undefined;
  return { status: 'captured', providerRef: intent.id, ...cardOf(charge?.payment_method_details?.card) };
}

function cardOf(card: StripeCard | undefined): { cardBrand?: string; cardLast4?: string } {
  return {
    ...(card?.brand ? { cardBrand: card.brand } : {}),
    ...(card?.last4 ? { cardLast4: card.last4 } : {}),
  };
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  if (name in headers) return headers[name];
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

export { WebhookSignatureError } from './stripe-webhook';
