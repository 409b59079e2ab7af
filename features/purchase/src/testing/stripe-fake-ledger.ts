import { randomBytes } from 'node:crypto';

/**
 * The state behind the Stripe fake: PaymentIntents, their charges and refunds, with Stripe's
 * response shapes and state rules for the test payment methods the adapter's tests use. Each
 * operation returns the HTTP status and body Stripe would send. It also keeps the events
 * Stripe would deliver to a webhook endpoint, in order.
 */

export interface Reply {
  status: number;
  body: unknown;
}

type Behaviour = 'succeeds' | 'declined' | 'challenge';

/** Stripe's test PaymentMethods for the cards 4242…4242, 4000…0002 and 4000 0027 6000 3184. */
export const TEST_PAYMENT_METHODS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> = {
  // Every test card expires 12/2034 in this fake.
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'challenge' },
};

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  currency: string;
  paid: boolean;
  status: 'succeeded' | 'failed';
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  };
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  capture_method: string;
  confirmation_method: 'automatic';
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  return_url: string | null;
  latest_charge: string | null;
  next_action: { type: string; redirect_to_url?: { url: string; return_url: string } } | null;
  last_payment_error: {
    type: string;
    code: string;
    message: string;
    payment_method?: { id: string; card: { brand: string; last4: string } };
  } | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  data: { object: unknown };
}

export type Params = { [key: string]: string | string[] | Params };

export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const invalid = (message: string, extra: Record<string, string> = {}): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

const str = (value: Params[string] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export class StripeLedger {
  readonly intents = new Map<string, FakeIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly refunds: FakeRefund[] = [];
  /** One entry per capture Stripe would have performed (idempotent replays add none). */
  readonly captures: string[] = [];
  readonly events: FakeEvent[] = [];
  /** Customers and the payment methods kept on them for later (setup_future_usage). */
  readonly customers = new Map<string, Set<string>>();

  constructor(
    private readonly challengeBase: () => string,
    private readonly now: () => Date,
  ) {}

  createCustomer(): Reply {
    const id = fakeId('cus');
    this.customers.set(id, new Set());
    return { status: 200, body: { id, object: 'customer' } };
  }

  createIntent(params: Params): Reply {
    const amount = Number(str(params.amount));
    if (!Number.isInteger(amount) || amount < 1) {
      return invalid('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    }
    const currency = str(params.currency);
    if (!currency || !/^[a-z]{3}$/.test(currency)) {
      return invalid(`Invalid currency: ${currency ?? ''}`, { param: 'currency' });
    }
    const captureMethod = str(params.capture_method) ?? 'automatic';
    if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod)) {
      return invalid(`Invalid capture_method: ${captureMethod}`, { param: 'capture_method' });
    }
    const paymentMethod = str(params.payment_method);
    if (paymentMethod !== undefined && !TEST_PAYMENT_METHODS[paymentMethod]) {
      return invalid(`No such PaymentMethod: '${paymentMethod}'`, {
        code: 'resource_missing',
        param: 'payment_method',
      });
    }
    const customer = str(params.customer);
    if (customer !== undefined && !this.customers.has(customer))
      return invalid(`No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    const offSession = str(params.off_session) === 'true';
    // Off-session charges need a card kept on the customer, as Stripe requires.
    if (offSession && (!customer || !this.customers.get(customer)?.has(paymentMethod ?? '')))
      return invalid('The PaymentMethod was not attached to the customer for off-session use.', {
        code: 'payment_method_not_attached',
      });
    if (customer && paymentMethod && str(params.setup_future_usage) === 'off_session')
      this.customers.get(customer)?.add(paymentMethod);
    const confirm = str(params.confirm) === 'true';
    if (confirm && !paymentMethod) {
      return invalid('You cannot confirm this PaymentIntent because it is missing a payment method.', {
        code: 'payment_intent_unexpected_state',
      });
    }
    const metadata =
      typeof params.metadata === 'object' && !Array.isArray(params.metadata) ? params.metadata : {};
    const intent: FakeIntent = {
      id: fakeId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      capture_method: captureMethod,
      confirmation_method: 'automatic',
      payment_method: paymentMethod ?? null,
      description: str(params.description) ?? null,
      metadata: Object.fromEntries(
        Object.entries(metadata).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      return_url: str(params.return_url) ?? null,
      latest_charge: null,
      next_action: null,
      last_payment_error: null,
      created: this.seconds(),
      livemode: false,
    };
    this.intents.set(intent.id, intent);
    return confirm ? this.confirm(intent, params) : { status: 200, body: this.present(intent, params) };
  }

  retrieve(id: string, params: Params): Reply {
    const intent = this.intents.get(id);
    if (!intent) return this.missing('payment_intent', id);
    return { status: 200, body: this.present(intent, params) };
  }

  capture(id: string, params: Params): Reply {
    const intent = this.intents.get(id);
    if (!intent) return this.missing('payment_intent', id);
    if (intent.status !== 'requires_capture') {
      return invalid(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    this.settleCaptured(intent);
    return { status: 200, body: this.present(intent, params) };
  }

  refund(params: Params): Reply {
    const id = str(params.payment_intent);
    if (!id) return invalid('Missing required param: payment_intent.', { code: 'parameter_missing' });
    const intent = this.intents.get(id);
    if (!intent) return this.missing('payment_intent', id);
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (intent.status !== 'succeeded' || !charge) {
      return invalid(`This PaymentIntent (${id}) does not have a successful charge to refund.`);
    }
    const left = charge.amount_captured - charge.amount_refunded;
    if (left === 0) {
      return invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const amount = params.amount === undefined ? left : Number(str(params.amount));
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const refund: FakeRefund = {
      id: fakeId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      status: 'succeeded',
      created: this.seconds(),
    };
    this.refunds.push(refund);
    this.emit('charge.refunded', charge);
    return { status: 200, body: refund };
  }

  /** What the buyer does on the bank's challenge page: pass it (authorised) or fail it (declined). */
  completeChallenge(id: string, ok: boolean): FakeIntent {
    const intent = this.intents.get(id);
    if (intent?.status !== 'requires_action') {
      throw new Error(`No PaymentIntent ${id} waits for a challenge (status ${intent?.status ?? 'none'})`);
    }
    intent.next_action = null;
    if (ok) this.authorise(intent);
    else
      this.decline(
        intent,
        'payment_intent_authentication_failure',
        'The provided PaymentMethod has failed authentication.',
      );
    return intent;
  }

  private confirm(intent: FakeIntent, params: Params): Reply {
    const method = TEST_PAYMENT_METHODS[intent.payment_method ?? '']!;
    const away = str(params.off_session) === 'true';
    if (method.behaviour === 'succeeds') this.authorise(intent);
    else if (method.behaviour === 'challenge' && !away) this.challenge(intent);
    else {
      // A card that wants its holder to confirm cannot be charged while they are away.
      if (method.behaviour === 'challenge')
        this.decline(
          intent,
          'authentication_required',
          'Your card was declined. This transaction requires authentication.',
        );
      else this.decline(intent, 'card_declined', 'Your card was declined.');
      const { last_payment_error } = intent;
      return {
        status: 402,
        body: {
          error: {
            ...last_payment_error,
            decline_code: 'generic_decline',
            charge: intent.latest_charge,
            payment_intent: this.present(intent, {}),
          },
        },
      };
    }
    return { status: 200, body: this.present(intent, params) };
  }

  private challenge(intent: FakeIntent): void {
    if (!intent.return_url) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      return;
    }
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `${this.challengeBase()}/challenge/${intent.id}`,
        return_url: intent.return_url,
      },
    };
  }

  private authorise(intent: FakeIntent): void {
    const charge = this.newCharge(intent, 'succeeded');
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      this.emit('payment_intent.amount_capturable_updated', intent);
    } else {
      this.settleCaptured(intent);
    }
  }

  private settleCaptured(intent: FakeIntent): void {
    const charge = this.charges.get(intent.latest_charge!)!;
    charge.captured = true;
    charge.amount_captured = intent.amount;
    intent.status = 'succeeded';
    intent.amount_capturable = 0;
    intent.amount_received = intent.amount;
    this.captures.push(intent.id);
    this.emit('payment_intent.succeeded', intent);
  }

  private decline(intent: FakeIntent, code: string, message: string): void {
    const charge = this.newCharge(intent, 'failed');
    const { card } = charge.payment_method_details;
    intent.latest_charge = charge.id;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code,
      message,
      payment_method: { id: intent.payment_method!, card },
    };
    this.emit('payment_intent.payment_failed', intent);
  }

  private newCharge(intent: FakeIntent, status: FakeCharge['status']): FakeCharge {
    const method = TEST_PAYMENT_METHODS[intent.payment_method!]!;
    const charge: FakeCharge = {
      id: fakeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: intent.currency,
      paid: status === 'succeeded',
      status,
      payment_intent: intent.id,
      payment_method: intent.payment_method!,
      payment_method_details: {
        type: 'card',
        card: { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: 2034 },
      },
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  /** A copy as Stripe would serialise it now, with latest_charge expanded when asked. */
  private present(intent: FakeIntent, params: Params): unknown {
    const expand = Array.isArray(params.expand) ? params.expand : [];
    const copy = structuredClone(intent) as Omit<FakeIntent, 'latest_charge'> & { latest_charge: unknown };
    if (expand.includes('latest_charge') && intent.latest_charge) {
      copy.latest_charge = structuredClone(this.charges.get(intent.latest_charge));
    }
    return copy;
  }

  private emit(type: string, object: unknown): void {
    this.events.push({
      id: fakeId('evt'),
      object: 'event',
      type,
      api_version: '2024-06-20',
      created: this.seconds(),
      livemode: false,
      data: { object: structuredClone(object) },
    });
  }

  private missing(kind: string, id: string): Reply {
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${kind}: '${id}'`,
        },
      },
    };
  }

  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }
}
