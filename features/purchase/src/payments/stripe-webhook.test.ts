import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../testing/stripe-fake';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe';
import { WebhookSignatureError } from './stripe-webhook';

const clock = new Date('2026-11-25T12:00:00Z');
const seconds = clock.getTime() / 1000;

let fake: StripeFake;
let stripe: PaymentProvider;
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  fake = await startStripeFake({ now: () => clock });
  stripe = createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.url,
    now: () => clock,
  });
  // A webhook endpoint that, like the real one must, verifies the bytes exactly as received.
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const event = stripe.parseEvent!(Buffer.concat(chunks), req.headers);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(event));
      } catch (error) {
        res.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const parse = (delivery: { rawBody: Buffer; headers: Record<string, string> }) =>
  stripe.parseEvent!(delivery.rawBody, delivery.headers);

const pay = (paymentMethod: string) =>
  stripe.pay({
    amount: { minor: 1500, currency: 'USD' },
    idempotencyKey: `webhook-${paymentMethod}-${Math.random()}`,
    description: 'Lightbox order',
    paymentMethod,
    returnUrl: 'http://premium.localhost:3000/checkout/return',
  });

const eventsFor = (intentId: string) =>
  fake.ledger.events.filter((e) => {
    const object = e.data.object as { id: string; payment_intent?: string };
    return object.id === intentId || object.payment_intent === intentId;
  });

describe('Stripe webhooks', () => {
  it('accepts an event signed with the endpoint secret, verified over the raw body', async () => {
    const { providerRef } = await pay('pm_card_visa');
    const [event] = eventsFor(providerRef);

    const response = await fake.sendWebhook(receiverUrl, event!);

    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ id: event!.id, type: 'payment.captured', providerRef });
  });

  it('refuses a tampered body, another secret and a missing or malformed header', () => {
    const event = { id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } };
    const signed = fake.signWebhook(event);
    const tampered = Buffer.from(signed.rawBody.toString('utf8').replace('evt_1', 'evt_2'));

    expect(() => parse({ ...signed, rawBody: tampered })).toThrow(/signature invalid/);
    expect(() => parse(fake.signWebhook(event, { secret: 'whsec_someoneelse' }))).toThrow(
      /signature invalid/,
    );
    expect(() => parse({ rawBody: signed.rawBody, headers: {} })).toThrow(/signature missing/);
    expect(() => parse({ rawBody: signed.rawBody, headers: { 'stripe-signature': 'v1=abc' } })).toThrow(
      /signature malformed/,
    );
    expect(() => parse({ ...signed, rawBody: tampered })).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes, and accepts one just inside', () => {
    const event = { id: 'evt_old', object: 'event', type: 'other.thing', data: { object: {} } };

    expect(() => parse(fake.signWebhook(event, { timestamp: seconds - 301 }))).toThrow(/signature too old/);
    expect(() => parse(fake.signWebhook(event, { timestamp: seconds + 301 }))).toThrow(/from the future/);
    expect(parse(fake.signWebhook(event, { timestamp: seconds - 299 }))).toMatchObject({ id: 'evt_old' });
  });

  it('accepts any one valid v1 signature while a secret is being rolled', () => {
    const event = { id: 'evt_roll', object: 'event', type: 'other.thing', data: { object: {} } };
    const signed = fake.signWebhook(event);
    const header = signed.headers['stripe-signature']!.replace(',v1=', `,v1=${'0'.repeat(64)},v1=`);

    expect(parse({ rawBody: signed.rawBody, headers: { 'Stripe-Signature': header } })).toMatchObject({
      id: 'evt_roll',
    });
  });

  it('maps authorisation and capture to captured, a failure to declined, a refund to refunded', async () => {
    const paid = await pay('pm_card_visa');
    await stripe.refund(paid.providerRef, { minor: 500, currency: 'USD' }, `refund-${paid.providerRef}`);
    const declined = await pay('pm_card_chargeDeclined');

    const mapped = [...eventsFor(paid.providerRef), ...eventsFor(declined.providerRef)].map((event) => {
      const { type, providerRef } = parse(fake.signWebhook(event));
      return { stripe: event.type, type, providerRef };
    });

    expect(mapped).toEqual([
      {
        stripe: 'payment_intent.amount_capturable_updated',
        type: 'payment.captured',
        providerRef: paid.providerRef,
      },
      { stripe: 'payment_intent.succeeded', type: 'payment.captured', providerRef: paid.providerRef },
      { stripe: 'charge.refunded', type: 'payment.refunded', providerRef: paid.providerRef },
      {
        stripe: 'payment_intent.payment_failed',
        type: 'payment.declined',
        providerRef: declined.providerRef,
      },
    ]);
  });

  it('passes other events on as other, keeping the whole event as payload', () => {
    const event = {
      id: 'evt_c',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    };

    expect(parse(fake.signWebhook(event))).toEqual({
      id: 'evt_c',
      type: 'other',
      providerRef: undefined,
      payload: event,
    });
  });

  it('refuses a signed body that is not a Stripe event', () => {
    expect(() => parse(fake.signWebhook({ hello: 'world' }))).toThrow(/not an event/);
  });
});
