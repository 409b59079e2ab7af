import { parseConfig } from '@lightbox/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../testing/stripe-fake';
import { PaymentProviderError, type PaymentRequest } from './provider';
import { createStripeProvider } from './stripe';

let fake: StripeFake;
let keyCounter = 0;

beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(() => fake.close());

const stripe = (secretKey = fake.secretKey) =>
  createStripeProvider({ secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url });

const request = (paymentMethod: string, overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  amount: { minor: 4900, currency: 'EUR' },
  idempotencyKey: `order-${++keyCounter}-attempt-1`,
  description: 'Lightbox order',
  paymentMethod,
  returnUrl: 'http://premium.localhost:3000/checkout/return',
  ...overrides,
});

const capturesOf = (id: string) => fake.ledger.captures.filter((c) => c === id).length;

describe('Stripe adapter against a local fake of Stripe', () => {
  it('authorises then captures a card that succeeds, with its brand and last four digits', async () => {
    const attempt = request('pm_card_visa');
    const outcome = await stripe().pay(attempt);

    expect(outcome).toMatchObject({ status: 'captured', cardBrand: 'visa', cardLast4: '4242' });
    const intent = fake.ledger.intents.get(outcome.providerRef)!;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 4900,
      currency: 'eur',
      capture_method: 'manual',
      amount_received: 4900,
      description: 'Lightbox order',
      return_url: attempt.returnUrl,
      metadata: { lightbox_idempotency_key: attempt.idempotencyKey },
    });
    expect(capturesOf(intent.id)).toBe(1);
    const keys = fake.requests.filter((r) => r.method === 'POST').map((r) => r.idempotencyKey);
    expect(keys).toContain(attempt.idempotencyKey);
    expect(keys).toContain(`${attempt.idempotencyKey}:capture`);
  });

  it('keeps a card on a customer when asked, and charges it later while the customer is away', async () => {
    const first = await stripe().pay(request('pm_card_visa', { saveCard: true }));
    expect(first).toMatchObject({
      status: 'captured',
      savedCard: { brand: 'visa', last4: '4242', expiry: '12/34' },
    });
    const token = first.status === 'captured' ? first.savedCard?.token : undefined;
    expect(token).toMatch(/^cus_[0-9a-f]+:pm_card_visa$/);
    const renewal = await stripe().pay(request(token!, { offSession: true }));
    expect(renewal).toMatchObject({ status: 'captured', cardLast4: '4242' });
    expect(renewal.status === 'captured' && renewal.savedCard).toBeFalsy();
  });

  it('declines, rather than challenges, a kept card that asks its holder to confirm while they are away', async () => {
    const first = await stripe().pay(request('pm_card_authenticationRequired', { saveCard: true }));
    expect(first.status).toBe('requires_action');
    fake.ledger.completeChallenge(first.providerRef, true);
    const confirmed = await stripe().confirm(first.providerRef);
    expect(confirmed.status).toBe('captured');
    const [customer] = [...fake.ledger.customers.entries()].find(([, methods]) =>
      methods.has('pm_card_authenticationRequired'),
    )!;
    const renewal = await stripe().pay(
      request(`${customer}:pm_card_authenticationRequired`, { offSession: true }),
    );
    expect(renewal).toMatchObject({ status: 'declined' });
  });

  it('refuses to charge a card while the customer is away unless it was kept for that', async () => {
    await expect(stripe().pay(request('pm_card_visa', { offSession: true }))).rejects.toThrow(
      PaymentProviderError,
    );
  });

  it('reports a declined card as declined, with Stripe’s message, and captures nothing', async () => {
    const outcome = await stripe().pay(request('pm_card_chargeDeclined'));

    expect(outcome).toMatchObject({
      status: 'declined',
      reason: 'Your card was declined.',
      cardBrand: 'visa',
      cardLast4: '0002',
    });
    expect(fake.ledger.intents.get(outcome.providerRef)?.status).toBe('requires_payment_method');
    expect(capturesOf(outcome.providerRef)).toBe(0);
  });

  it('sends the buyer to a challenge, and captures once it is passed', async () => {
    const provider = stripe();
    const outcome = await provider.pay(request('pm_card_authenticationRequired'));
    if (outcome.status !== 'requires_action') throw new Error(`expected a challenge, got ${outcome.status}`);
    expect(outcome.challengeUrl).toBe(`${fake.url}/challenge/${outcome.providerRef}`);

    expect(await provider.confirm(outcome.providerRef)).toMatchObject({ status: 'requires_action' });
    fake.completeChallenge(outcome.providerRef, true);
    expect(await provider.confirm(outcome.providerRef)).toEqual({
      status: 'captured',
      providerRef: outcome.providerRef,
      cardBrand: 'visa',
      cardLast4: '3184',
    });
    // The buyer's return and a late retry both confirm: still one capture.
    expect(await provider.confirm(outcome.providerRef)).toMatchObject({ status: 'captured' });
    expect(capturesOf(outcome.providerRef)).toBe(1);
  });

  it('declines a payment whose challenge failed', async () => {
    const provider = stripe();
    const outcome = await provider.pay(request('pm_card_authenticationRequired'));
    fake.completeChallenge(outcome.providerRef, false);

    expect(await provider.confirm(outcome.providerRef)).toMatchObject({
      status: 'declined',
      reason: 'The provided PaymentMethod has failed authentication.',
    });
    expect(capturesOf(outcome.providerRef)).toBe(0);
  });

  it('serves a challenge page whose links bring the buyer back to the return URL', async () => {
    const attempt = request('pm_card_authenticationRequired');
    const outcome = await stripe().pay(attempt);
    if (outcome.status !== 'requires_action') throw new Error(`expected a challenge, got ${outcome.status}`);

    const page = await fetch(outcome.challengeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Complete authentication');
    const done = await fetch(`${outcome.challengeUrl}/complete?ok=1`, { redirect: 'manual' });
    expect(done.status).toBe(302);
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(attempt.returnUrl);
    expect(back.searchParams.get('payment_intent')).toBe(outcome.providerRef);
    expect(await stripe().confirm(outcome.providerRef)).toMatchObject({ status: 'captured' });
  });

  it('reports captured when another confirmation captured the payment first', async () => {
    const other = stripe();
    let raced = false;
    const racing = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
      // The buyer's return confirms (and captures) just before this attempt's own capture arrives.
      fetch: async (input, init) => {
        const url = String(input);
        if (!raced && url.endsWith('/capture')) {
          raced = true;
          await other.confirm(url.split('/').at(-2)!);
        }
        return fetch(input, init);
      },
    });

    const outcome = await racing.pay(request('pm_card_visa'));

    expect(raced).toBe(true);
    expect(outcome).toMatchObject({ status: 'captured', cardBrand: 'visa', cardLast4: '4242' });
    expect(capturesOf(outcome.providerRef)).toBe(1);
  });

  it('refunds in parts up to what was captured, once per key', async () => {
    const provider = stripe();
    const { providerRef } = await provider.pay(request('pm_card_visa'));
    const part = { minor: 1900, currency: 'EUR' };

    expect(await provider.refund(providerRef, part, `${providerRef}-refund-1`)).toEqual({ refunded: true });
    expect(await provider.refund(providerRef, part, `${providerRef}-refund-1`)).toEqual({ refunded: true });
    expect(await provider.refund(providerRef, part, `${providerRef}-refund-2`)).toEqual({ refunded: true });
    const refunds = fake.ledger.refunds.filter((r) => r.payment_intent === providerRef);
    expect(refunds.map((r) => r.amount)).toEqual([1900, 1900]);

    await expect(provider.refund(providerRef, part, `${providerRef}-refund-3`)).rejects.toThrow(
      /amount_too_large/,
    );
    await expect(provider.refund(providerRef, { minor: 1100, currency: 'EUR' }, 'last')).resolves.toEqual({
      refunded: true,
    });
    const intent = fake.ledger.intents.get(providerRef)!;
    expect(fake.ledger.charges.get(intent.latest_charge!)).toMatchObject({
      amount_refunded: 4900,
      refunded: true,
    });
  });

  it('a retried payment with the same key makes one intent and one capture', async () => {
    const attempt = request('pm_card_visa');
    const intentsBefore = fake.ledger.intents.size;

    const first = await stripe().pay(attempt);
    const again = await stripe().pay(attempt);

    expect(again).toEqual(first);
    expect(fake.ledger.intents.size).toBe(intentsBefore + 1);
    expect(capturesOf(first.providerRef)).toBe(1);
    const replays = fake.requests.filter(
      (r) => r.idempotencyKey?.startsWith(attempt.idempotencyKey) && r.replayed,
    );
    expect(replays.map((r) => r.path)).toEqual([
      '/v1/payment_intents',
      `/v1/payment_intents/${first.providerRef}/capture`,
    ]);
  });

  it('refuses a key reused for another amount, rather than charging it', async () => {
    const attempt = request('pm_card_visa');
    await stripe().pay(attempt);
    const error = await stripe()
      .pay({ ...attempt, amount: { minor: 9900, currency: 'EUR' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/idempotency_error/);
  });

  it('throws a PaymentProviderError that names the problem for a wrong key, an unknown method or no method', async () => {
    const wrongKey = await stripe('sk_test_wrong0000000000000000')
      .pay(request('pm_card_visa'))
      .catch((e: unknown) => e);
    expect(wrongKey).toBeInstanceOf(PaymentProviderError);
    expect((wrongKey as Error).message).toMatch(/HTTP 401 .*Invalid API Key.*STRIPE_SECRET_KEY/);

    await expect(stripe().pay(request('pm_card_unknown'))).rejects.toThrow(
      /resource_missing.*pm_card_unknown/,
    );
    await expect(stripe().pay(request('', { paymentMethod: undefined }))).rejects.toThrow(
      PaymentProviderError,
    );
    await expect(stripe().confirm('pi_missing')).rejects.toThrow(/read payment pi_missing: HTTP 404/);
  });

  it('throws a PaymentProviderError when Stripe cannot be reached', async () => {
    const closed = await startStripeFake();
    await closed.close();
    const provider = createStripeProvider({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: closed.url,
    });

    await expect(provider.pay(request('pm_card_visa'))).rejects.toThrow(/Stripe could not be reached/);
  });

  it('throws a PaymentProviderError for an answer that is not Stripe’s, such as a proxy’s error page', async () => {
    const provider = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });

    await expect(provider.pay(request('pm_card_visa'))).rejects.toThrow(
      /HTTP 502 and a body that is not JSON/,
    );
  });

  it('is configured from the environment: the fake’s address and keys pass the configuration checks', async () => {
    const config = parseConfig({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE: fake.url,
    });

    const outcome = await createStripeProvider(config.stripe!).pay(request('pm_card_visa'));

    expect(outcome.status).toBe('captured');
  });
});
