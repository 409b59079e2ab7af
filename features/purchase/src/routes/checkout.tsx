import { randomUUID } from 'node:crypto';
import { countryChoices } from '@lightbox/account';
import { buildUrl, isCountryCode, isSafeReturnUrl } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkCard } from '../domain/test-cards';
import ConfirmationPage from '../exposes/ConfirmationPage';
import { ChallengePage } from '../ui/ChallengePage';
import type { CheckoutForm } from '../ui/CheckoutPage';
import { RemoteMount, renews } from '../ui/shared';
import { payLinkToken } from './anon-pay';
import { cartView } from './cart';
import {
  asPurchase,
  type PurchaseRouteDeps,
  type PurchaseServices,
  title,
  translatorFor,
  visitorCountry,
} from './context';
import { rememberCheckoutAfter } from './entry';

const FIELD_MAX = 200;
const KEY = /^[A-Za-z0-9-]{8,64}$/;
const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string).trim().slice(0, FIELD_MAX) : '';

/** Checkout: billing, licensee, agreement, card, review and pay; the test processor's challenge. */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
) {
  const to = (request: FastifyRequest, path: string) => buildUrl(path, undefined, { prefix: request.prefix });

  async function showCheckout(
    request: FastifyRequest,
    reply: FastifyReply,
    form: Omit<CheckoutForm, 'savedMethods'> | undefined,
    status = 200,
  ) {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply, {
      returnTo: '/purchase/checkout',
    });
    if (!viewer) return reply;
    const { cart } = await cartView(deps, services, request, reply);
    if (cart.lines.length === 0 && !form) return reply.redirect(to(request, '/purchase/cart'), 303);
    const [billing, savedMethods] = await Promise.all([
      deps.accounts.billingDetails(viewer.user.id),
      services.methods.list(viewer.user.id),
    ]);
    const filled: CheckoutForm = {
      ...(form ?? {
        method: savedMethods[0] ? String(savedMethods[0].id) : 'new',
        saveCard: false,
        billingName: billing.name,
        billingCountry: billing.country,
        licensee: '',
        idempotencyKey: randomUUID(),
        errors: {},
      }),
      savedMethods,
    };
    reply.header('cache-control', 'private, no-store');
    return deps.render(request, reply, {
      name: 'purchase-checkout',
      title: title('purchase.checkout.title'),
      noindex: true,
      status,
      content: ({ page }) => {
        const props = {
          cart,
          form: filled,
          countries: countryChoices(request.locale),
          testProcessor: services.testProcessor !== undefined,
        };
        return (
          <RemoteMount name="ConfirmationPage" props={props}>
            <ConfirmationPage page={page} {...props} />
          </RemoteMount>
        );
      },
    });
  }

  app.get('/purchase/checkout', (request, reply) => {
    rememberCheckoutAfter(request, reply);
    return showCheckout(request, reply, undefined);
  });

  app.post('/purchase/checkout', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply, {
      returnTo: '/purchase/checkout',
    });
    if (!viewer) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const t = await translatorFor(request);
    const method = /^\d{1,10}$/.test(text(body, 'method')) ? text(body, 'method') : 'new';
    const form: Omit<CheckoutForm, 'savedMethods'> = {
      method,
      saveCard: body.saveCard === 'yes',
      billingName: text(body, 'billingName'),
      billingCountry: text(body, 'billingCountry'),
      licensee: text(body, 'licensee'),
      idempotencyKey: KEY.test(text(body, 'idempotencyKey')) ? text(body, 'idempotencyKey') : randomUUID(),
      errors: {},
    };
    const card = {
      number: text(body, 'cardNumber'),
      expiry: text(body, 'cardExpiry'),
      cvc: text(body, 'cardCvc'),
    };
    if (!form.billingName) form.errors.billingName = t.t('purchase.checkout.nameRequired');
    if (!isCountryCode(form.billingCountry))
      form.errors.billingCountry = t.t('purchase.checkout.countryRequired');
    if (body.agreement !== 'accepted')
      form.errors.agreement = t.t('purchase.checkout.agreement', {
        link: t.t('purchase.checkout.agreementLink'),
      });
    const share = body.share === 'yes';
    if (services.testProcessor && method === 'new' && !share) {
      const checked = checkCard(card, new Date());
      if (!checked.ok) form.errors[checked.field] = checked.message;
    }
    if (Object.keys(form.errors).length > 0)
      return showCheckout(request, reply, { ...form, idempotencyKey: form.idempotencyKey }, 400);

    const { cartId, cart } = await cartView(deps, services, request, reply);
    if (!cartId) return reply.redirect(to(request, '/purchase/cart'), 303);
    const { currency } = visitorCountry(request);
    // A plan that renews is charged to this card later: it is kept (the page says so).
    const keepCard = form.saveCard || cart.lines.some((line) => renews(line.productType));
    if (share) {
      const placed = await services.checkout.placeOrder({
        userId: viewer.user.id,
        teamId: viewer.team?.id ?? null,
        email: viewer.user.email,
        site: request.site,
        cartId,
        currency,
        billingName: form.billingName,
        billingCountry: form.billingCountry,
        licenseeName: form.licensee || null,
        agreementAccepted: true,
        idempotencyKey: form.idempotencyKey,
        returnUrl: '/purchase/checkout/return',
        now: new Date(),
      });
      if (placed.status === 'placed')
        return reply.redirect(
          to(
            request,
            `/purchase/pay/${placed.orderId}?token=${payLinkToken(deps.signingKey, placed.orderId)}&shared=1`,
          ),
          303,
        );
      const notice = 'message' in placed ? placed.message : t.t('purchase.checkout.inProgress');
      return showCheckout(request, reply, { ...form, notice }, 409);
    }
    const result = await services.checkout.checkout({
      userId: viewer.user.id,
      teamId: viewer.team?.id ?? null,
      email: viewer.user.email,
      site: request.site,
      cartId,
      currency,
      billingName: form.billingName,
      billingCountry: form.billingCountry,
      licenseeName: form.licensee || null,
      agreementAccepted: true,
      idempotencyKey: form.idempotencyKey,
      ...(method === 'new' ? { card, saveCard: keepCard } : { savedMethodId: Number(method) }),
      returnUrl: '/purchase/checkout/return',
      now: new Date(),
    });
    switch (result.status) {
      case 'paid':
        return reply.redirect(to(request, `/purchase/thank-you/${result.orderId}`), 303);
      case 'requires_action':
        return reply.redirect(to(request, result.challengeUrl), 303);
      case 'declined':
        return showCheckout(
          request,
          reply,
          {
            ...form,
            idempotencyKey: randomUUID(),
            notice: t.t('purchase.checkout.declined', { message: result.message }),
          },
          402,
        );
      case 'in_progress':
        return showCheckout(request, reply, { ...form, notice: t.t('purchase.checkout.inProgress') }, 409);
      case 'placed':
        return reply.redirect(to(request, `/purchase/thank-you/${result.orderId}`), 303);
      default:
        return showCheckout(
          request,
          reply,
          { ...form, idempotencyKey: randomUUID(), notice: result.message },
          400,
        );
    }
  });

  /** Back from a challenge: how did the payment end? */
  app.get<{ Querystring: { order?: string } }>('/purchase/checkout/return', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply, {
      returnTo: '/purchase/checkout',
    });
    if (!viewer) return reply;
    const orderId = Number(request.query.order);
    if (!Number.isSafeInteger(orderId) || orderId < 1)
      return reply.redirect(to(request, '/purchase/checkout'), 303);
    const result = await services.checkout.confirm(viewer.user.id, orderId);
    if (result.status === 'paid') return reply.redirect(to(request, `/purchase/thank-you/${orderId}`), 303);
    const t = await translatorFor(request);
    const billing = await deps.accounts.billingDetails(viewer.user.id);
    return showCheckout(request, reply, {
      method: 'new',
      saveCard: false,
      billingName: billing.name,
      billingCountry: billing.country,
      licensee: '',
      idempotencyKey: randomUUID(),
      errors: {},
      notice:
        result.status === 'declined'
          ? t.t('purchase.checkout.declined', { message: result.message })
          : undefined,
    });
  });

  const processor = services.testProcessor;
  if (!processor) return;

  app.get<{ Params: { ref: string }; Querystring: { return?: string } }>(
    '/purchase/test-processor/challenge/:ref',
    async (request, reply) => {
      const ref = request.params.ref;
      const state = /^tp_[a-f0-9]{24}$/.test(ref) ? await processor.confirm(ref) : undefined;
      const waiting = state?.status === 'requires_action';
      const amount = waiting ? await processor.amountOf(ref, request.locale) : undefined;
      const returnTo = isSafeReturnUrl(request.query.return) ? request.query.return : '/purchase/checkout';
      return deps.render(request, reply, {
        name: 'purchase-challenge',
        title: title('purchase.challenge.title'),
        noindex: true,
        status: waiting ? 200 : 404,
        content: ({ page, t }) => (
          <ChallengePage page={page} t={asPurchase(t)} reference={ref} amount={amount} returnTo={returnTo} />
        ),
      });
    },
  );

  app.post<{ Params: { ref: string } }>('/purchase/test-processor/challenge/:ref', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (/^tp_[a-f0-9]{24}$/.test(request.params.ref))
      await processor.completeChallenge(request.params.ref, body.result === 'complete');
    const back = isSafeReturnUrl(body.return) ? body.return : '/purchase/checkout';
    return reply.redirect(to(request, back), 303);
  });
}
