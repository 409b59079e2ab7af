import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signStripePayload } from '../payments/stripe-webhook';
import { type FakeIntent, type Params, type Reply, StripeLedger } from './stripe-fake-ledger';

/**
 * A local stand-in for Stripe's HTTP API, for tests: the endpoints the Stripe adapter calls,
 * with Stripe's shapes, bearer-key check and Idempotency-Key replay (same key and parameters,
 * same answer; same key with other parameters, an idempotency_error). The challenge page a
 * buyer is sent to is served too, so a browser flow can pass or fail it.
 */
export interface StripeFake {
  /** The API base to give the adapter (STRIPE_API_BASE). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Intents, charges, captures, refunds and the events Stripe would have sent, for assertions. */
  ledger: StripeLedger;
  /** Every API request received, in order. */
  requests: { method: string; path: string; idempotencyKey?: string; replayed: boolean }[];
  completeChallenge(id: string, ok: boolean): FakeIntent;
  /** A webhook delivery as Stripe makes it: the raw JSON body and its Stripe-Signature header. */
  signWebhook(event: object, options?: SignOptions): { rawBody: Buffer; headers: Record<string, string> };
  sendWebhook(url: string, event: object, options?: SignOptions): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export interface SignOptions {
  /** Sign with another secret (a forged or misconfigured sender). */
  secret?: string;
  /** Unix seconds of the signature; defaults to the fake's clock. */
  timestamp?: number;
}

export interface StripeFakeOptions {
  secretKey?: string;
  webhookSecret?: string;
  now?: () => Date;
}

const MAX_BODY_BYTES = 1_000_000;

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? 'sk_test_fake0000000000000000';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake0000000000000000';
  const now = options.now ?? (() => new Date());
  let url = '';
  const ledger = new StripeLedger(() => url, now);
  const requests: StripeFake['requests'] = [];
  const replies = new Map<string, { fingerprint: string; reply: Reply }>();

  function route(method: string, path: string, params: Params): Reply {
    const intent = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/capture)?$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return ledger.createIntent(params);
    if (method === 'GET' && intent && !intent[2]) return ledger.retrieve(intent[1]!, params);
    if (method === 'POST' && intent?.[2]) return ledger.capture(intent[1]!, params);
    if (method === 'POST' && path === '/v1/refunds') return ledger.refund(params);
    if (method === 'POST' && path === '/v1/customers') return ledger.createCustomer();
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  function handleApi(req: IncomingMessage, body: string): Reply & { replayed?: boolean } {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', 'http://fake');
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${secretKey}`) {
      const given = auth?.replace(/^Bearer /, '') ?? '';
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
        : 'You did not provide an API key.';
      return { status: 401, body: { error: { type: 'invalid_request_error', message } } };
    }
    const params = decodeForm(method === 'GET' ? target.search.slice(1) : body);
    const key = header(req, 'idempotency-key');
    if (method !== 'POST' || !key) return route(method, target.pathname, params);
    const fingerprint = `${method} ${target.pathname} ${body}`;
    const earlier = replies.get(key);
    if (earlier && earlier.fingerprint !== fingerprint) {
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    }
    if (earlier) return { ...earlier.reply, replayed: true };
    const reply = route(method, target.pathname, params);
    replies.set(key, { fingerprint, reply });
    return reply;
  }

  function handleChallenge(res: ServerResponse, target: URL): void {
    const [, , id, action] = target.pathname.split('/');
    const intent = id ? ledger.intents.get(id) : undefined;
    if (!intent?.return_url) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such challenge');
      return;
    }
    if (action !== 'complete') {
      const page = `<!doctype html><title>Test authentication</title><h1>Test payment authentication</h1>
<p><a href="/challenge/${id}/complete?ok=1">Complete authentication</a></p>
<p><a href="/challenge/${id}/complete?ok=0">Fail authentication</a></p>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    if (intent.status === 'requires_action')
      ledger.completeChallenge(intent.id, target.searchParams.get('ok') === '1');
    const back = new URL(intent.return_url);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set(
      'redirect_status',
      intent.status === 'requires_payment_method' ? 'failed' : 'succeeded',
    );
    res.writeHead(302, { location: back.toString() }).end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://fake');
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Request body too large.' } }),
        );
        return;
      }
      if (target.pathname.startsWith('/challenge/')) return handleChallenge(res, target);
      const reply = handleApi(req, Buffer.concat(chunks).toString('utf8'));
      requests.push({
        method: req.method ?? 'GET',
        path: target.pathname,
        idempotencyKey: header(req, 'idempotency-key'),
        replayed: reply.replayed === true,
      });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.replayed) headers['idempotent-replayed'] = 'true';
      res.writeHead(reply.status, headers).end(JSON.stringify(reply.body, null, 2));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function signWebhook(event: object, sign: SignOptions = {}) {
    // Stripe sends pretty-printed JSON; a verifier that re-serialises the parsed body would fail on it.
    const rawBody = Buffer.from(JSON.stringify(event, null, 2), 'utf8');
    const timestamp = sign.timestamp ?? Math.floor(now().getTime() / 1000);
    const signature = signStripePayload(rawBody, sign.secret ?? webhookSecret, timestamp);
    return {
      rawBody,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
    };
  }

  return {
    url,
    secretKey,
    webhookSecret,
    ledger,
    requests,
    completeChallenge: (id, ok) => ledger.completeChallenge(id, ok),
    signWebhook,
    async sendWebhook(target, event, sign) {
      const { rawBody, headers } = signWebhook(event, sign);
      const response = await fetch(target, { method: 'POST', headers, body: rawBody });
      return { status: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Stripe's bracketed form keys, one level deep: `metadata[order]=…` and `expand[]=…` (or `expand[0]=…`). */
export function decodeForm(text: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, name, inner] = nested as unknown as [string, string, string];
    if (inner === '' || /^\d+$/.test(inner)) {
      const list = Array.isArray(out[name]) ? (out[name] as string[]) : [];
      list.push(value);
      out[name] = list;
    } else {
      const object = typeof out[name] === 'object' && !Array.isArray(out[name]) ? (out[name] as Params) : {};
      object[inner] = value;
      out[name] = object;
    }
  }
  return out;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
