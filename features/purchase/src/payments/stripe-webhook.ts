import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderEvent } from './provider';

/**
 * Stripe webhooks: the `Stripe-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" keyed with the endpoint's whsec_ secret>` (more than one v1 while a secret
 * is being rolled). The body must be the bytes as received: re-serialised JSON would not match.
 */

/** Stripe's own default: a signed request older than this is a replay, not a late delivery. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** A webhook that does not come from Stripe with this endpoint's secret, or came too late. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export function signStripePayload(rawBody: Buffer | string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secret: string,
  now: Date,
): void {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new WebhookSignatureError('Stripe webhook signature missing: no Stripe-Signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of value.split(',')) {
    const [key, item] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && item && /^\d+$/.test(item)) timestamp = Number(item);
    if (key === 'v1' && item) signatures.push(item);
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookSignatureError('Stripe webhook signature malformed: expected t=…,v1=…');
  }
  const expected = Buffer.from(signStripePayload(rawBody, secret, timestamp), 'utf8');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) {
    throw new WebhookSignatureError(
      'Stripe webhook signature invalid: it does not match the body and secret',
    );
  }
  const age = now.getTime() / 1000 - timestamp;
  if (age > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(
      `Stripe webhook signature too old: signed ${Math.round(age)} s ago, more than ${STRIPE_SIGNATURE_TOLERANCE_SECONDS} s`,
    );
  }
  if (-age > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("Stripe webhook signature from the future: check this machine's clock");
  }
}

interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: string; object?: string; payment_intent?: string | { id: string } | null } };
}

function isStripeEvent(value: unknown): value is StripeEvent {
  const event = value as StripeEvent | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
}

/** Maps a verified Stripe event to the checkout's vocabulary; providerRef is always a PaymentIntent id. */
export function toProviderEvent(rawBody: Buffer): ProviderEvent {
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('Stripe webhook body is signed but is not JSON');
  }
  if (!isStripeEvent(event))
    throw new WebhookSignatureError('Stripe webhook body is signed but is not an event');
  const object = event.data.object;
  const intentId = object.object === 'payment_intent' ? object.id : undefined;
  switch (event.type) {
    // An authorised intent is captured by the adapter; either event means the money is ours or about to be.
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
      return { id: event.id, type: 'payment.captured', providerRef: intentId, payload: event };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: 'payment.declined', providerRef: intentId, payload: event };
    case 'charge.refunded': {
      const ref = object.payment_intent;
      const providerRef = typeof ref === 'string' ? ref : (ref?.id ?? undefined);
      return { id: event.id, type: 'payment.refunded', providerRef, payload: event };
    }
    default:
      return { id: event.id, type: 'other', providerRef: intentId, payload: event };
  }
}
