import { PaymentProviderError } from './provider';

/**
 * The few calls of Stripe's HTTP API the adapter makes, over the global fetch: form-encoded
 * bodies with bracketed keys (`metadata[order]=…`, `expand[]=…`), a bearer secret key and an
 * Idempotency-Key on every write, so a retried write returns Stripe's first answer.
 */

/** Pinned so response shapes do not change when the account's default API version moves. */
export const STRIPE_API_VERSION = '2024-06-20';
/** A call that has not answered by then is reported as unreachable; the checkout retries with the same key. */
export const STRIPE_TIMEOUT_MS = 30_000;

export type FormValue = string | number | boolean | undefined | FormValue[] | { [key: string]: FormValue };
export type FormParams = Record<string, FormValue>;

/** Stripe's own encoding of nested parameters; undefined values are left out. */
export function encodeForm(params: FormParams): string {
  const pairs: [string, string][] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) add(`${key}[]`, item);
    } else if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) add(`${key}[${inner}]`, innerValue);
    } else {
      pairs.push([key, String(value)]);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return new URLSearchParams(pairs).toString();
}

/** The `error` member of Stripe's error bodies. */
export interface StripeApiError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: StripePaymentIntent;
  payment_method?: { card?: StripeCard };
}

export interface StripeCard {
  brand?: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
}

export interface StripeCharge {
  id: string;
  payment_method_details?: { card?: StripeCard } | null;
}

export interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  latest_charge?: string | StripeCharge | null;
  next_action?: { type: string; redirect_to_url?: { url: string } } | null;
  last_payment_error?: { message?: string; payment_method?: { card?: StripeCard } } | null;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  status: string;
  amount: number;
}

export type StripeResult<T> = { ok: true; body: T } | { ok: false; status: number; error: StripeApiError };

export interface StripeClientOptions {
  secretKey: string;
  apiBase: string;
  fetch?: typeof fetch;
}

export interface StripeClient {
  post<T>(path: string, params: FormParams, idempotencyKey: string): Promise<StripeResult<T>>;
  get<T>(path: string, query?: FormParams): Promise<StripeResult<T>>;
}

interface Write {
  form: string;
  idempotencyKey: string;
}

export function createStripeClient(options: StripeClientOptions): StripeClient {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.apiBase.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, write?: Write): Promise<StripeResult<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (write) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['idempotency-key'] = write.idempotencyKey;
    }
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: write?.form,
        signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (cause) {
      throw new PaymentProviderError(`Stripe could not be reached (${method} ${path}): ${describe(cause)}`, {
        cause,
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      throw new PaymentProviderError(
        `Stripe answered ${method} ${path} with HTTP ${response.status} and a body that is not JSON`,
        { cause },
      );
    }
    if (response.ok) return { ok: true, body: body as T };
    const error =
      typeof body === 'object' && body !== null ? (body as { error?: StripeApiError }).error : undefined;
    if (typeof error?.type !== 'string') {
      throw new PaymentProviderError(
        `Stripe answered ${method} ${path} with HTTP ${response.status} and no error`,
      );
    }
    return { ok: false, status: response.status, error };
  }

  return {
    post: (path, params, idempotencyKey) => call('POST', path, { form: encodeForm(params), idempotencyKey }),
    get: (path, query) => {
      const search = query ? encodeForm(query) : '';
      return call('GET', search ? `${path}?${search}` : path);
    },
  };
}

/** The exception for an answer the adapter has no outcome for: says what was asked and what Stripe said. */
export function apiFailure(
  what: string,
  result: { status: number; error: StripeApiError },
): PaymentProviderError {
  const { status, error } = result;
  const code = error.code ? ` ${error.code}` : '';
  const hint = status === 401 ? ' (is STRIPE_SECRET_KEY right?)' : '';
  return new PaymentProviderError(
    `Stripe refused to ${what}: HTTP ${status} ${error.type}${code}: ${error.message ?? 'no message'}${hint}`,
  );
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
