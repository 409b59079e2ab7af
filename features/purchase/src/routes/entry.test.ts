import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEntryRoutes, rememberCheckoutAfter, takePurchaseEntry } from './entry';

const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyCookie);
  app.decorateRequest('prefix', '');
  registerEntryRoutes(app);
  app.get('/purchase/checkout', async (request, reply) => {
    rememberCheckoutAfter(request, reply);
    return 'checkout';
  });
  app.get<{ Querystring: { types: string } }>('/thanks', async (request, reply) =>
    takePurchaseEntry(request, reply, request.query.types.split(',')),
  );
  await app.ready();
});
afterAll(() => app.close());

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

describe('purchase entry points (spec §4)', () => {
  it('a plan chosen from an asset page is remembered in adp-subscription or adp-creditPack', async () => {
    const sub = await app.inject({ url: '/purchase/entry/subscription/1234' });
    expect(sub.statusCode).toBe(303);
    expect(sub.headers.location).toBe('/plans-and-pricing#subscriptions');
    expect(cookieOf(sub, 'adp-subscription')).toBe('1234');
    const credits = await app.inject({ url: '/purchase/entry/creditPack/77' });
    expect(cookieOf(credits, 'adp-creditPack')).toBe('77');
    expect((await app.inject({ url: '/purchase/entry/other/77' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/purchase/entry/creditPack/x' })).statusCode).toBe(404);
  });

  it('the entry reaches the order that buys that kind of plan, once', async () => {
    const thanks = await app.inject({
      url: '/thanks?types=CreditPack',
      cookies: { 'adp-creditPack': '77', 'adp-subscription': '5' },
    });
    expect(thanks.json()).toEqual({ entryPoint: 'adp-creditPack', entryAssetId: 77, checkoutAfter: null });
    expect(thanks.cookies.find((c) => c.name === 'adp-creditPack')?.value).toBe('');
    const unrelated = await app.inject({ url: '/thanks?types=RfImage', cookies: { 'adp-creditPack': '77' } });
    expect(unrelated.json()).toMatchObject({ entryPoint: null, entryAssetId: null });
  });

  it('a checkout reached from sign-in or registration is flagged by that previous page', async () => {
    const host = 'subscription.localhost';
    const afterSignIn = await app.inject({
      url: '/purchase/checkout',
      headers: { host, referer: `http://${host}/sign-in?returnurl=%2Fpurchase%2Fcheckout` },
    });
    expect(cookieOf(afterSignIn, 'lb_checkout_after')).toBe('sign_in');
    const afterRegistration = await app.inject({
      url: '/purchase/checkout',
      headers: { host, referer: `http://${host}/de/verify-email?token=x` },
    });
    expect(cookieOf(afterRegistration, 'lb_checkout_after')).toBe('registration');
    const fromElsewhere = await app.inject({
      url: '/purchase/checkout',
      headers: { host, referer: 'http://evil.example/sign-in' },
    });
    expect(cookieOf(fromElsewhere, 'lb_checkout_after')).toBeUndefined();
    const flagged = await app.inject({
      url: '/thanks?types=RfImage',
      cookies: { lb_checkout_after: 'sign_in' },
    });
    expect(flagged.json()).toMatchObject({ checkoutAfter: 'sign_in' });
  });
});
