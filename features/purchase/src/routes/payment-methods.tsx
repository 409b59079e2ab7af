import { buildUrl, parsePositiveInt4 } from '@lightbox/core';
import { CsrfProvider, loadMessages, type PageContext } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { DECLINE_MESSAGES } from '../domain/test-cards';
import PaymentMethods from '../exposes/PaymentMethods';
import UpdatePaymentDetails from '../exposes/UpdatePaymentDetails';
import { createPaymentMethods } from '../payment-methods';
import type { CardFormState } from '../ui/PaymentMethodsPanel';
import { RemoteMount } from '../ui/shared';
import type { PurchaseRouteDeps, PurchaseServices } from './context';
import { paymentProvider } from './provider';

/** The outcome of the last card form, carried in the billing page's address (?card=…). */
const CARD_STATES: Record<string, CardFormState> = {
  added: { notice: 'added' },
  removed: { notice: 'removed' },
  number: { error: { field: 'number', message: 'Enter a valid card number.' } },
  expiry: { error: { field: 'expiry', message: 'Enter an expiry date (MM/YY) that has not passed.' } },
  cvc: { error: { field: 'cvc', message: 'Enter the 3 or 4 digit security code.' } },
  test: { error: { field: 'number', message: DECLINE_MESSAGES.not_a_test_card! } },
};

/**
 * The Payment methods section of the account's billing page (the accounts feature shows it):
 * the PaymentMethods remote (saved cards) and, where the processor keeps cards, the
 * UpdatePaymentDetails remote (add one). Server-rendered plain forms; the remotes hydrate them.
 */
export function createBillingPanel(deps: PurchaseRouteDeps) {
  const methods = createPaymentMethods(deps.db, paymentProvider(deps));
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> => {
    const viewer = await deps.accounts.viewer(request, reply);
    if (!viewer.user) return undefined;
    const list = await methods.list(viewer.user.id);
    const raw = (request.query as { card?: unknown } | undefined)?.card;
    const state = (typeof raw === 'string' && CARD_STATES[raw]) || {};
    // The server renders these parts alone: the fields of the page they need.
    const parts: Pick<PageContext, 'prefix' | 'locale' | 'messages'> = {
      prefix: request.prefix,
      locale: request.locale,
      messages: await loadMessages(request.locale),
    };
    const page = parts as PageContext;
    return renderToString(
      <CsrfProvider token={deps.csrfToken(request, reply)}>
        <RemoteMount name="PaymentMethods" props={{ methods: list, state }}>
          <PaymentMethods page={page} methods={list} state={state} />
        </RemoteMount>
        {methods.supported && (
          <RemoteMount name="UpdatePaymentDetails" props={{ state }}>
            <UpdatePaymentDetails page={page} state={state} />
          </RemoteMount>
        )}
      </CsrfProvider>,
    );
  };
}

/** Adding and removing saved cards; both answer with the billing page again. */
export function registerPaymentMethodRoutes(
  app: FastifyInstance,
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
) {
  const back = (request: FastifyRequest, card: string) =>
    buildUrl('/account/billing', { card }, { prefix: request.prefix });

  app.post('/account/billing/cards', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireFreshSignIn(request, reply, {
      returnTo: '/account/billing',
    });
    if (!viewer) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const value = (name: string) =>
      typeof body[name] === 'string' ? (body[name] as string).slice(0, 40) : '';
    const added = await services.methods.add(viewer.user.id, {
      number: value('cardNumber'),
      expiry: value('cardExpiry'),
      cvc: value('cardCvc'),
    });
    if (added.ok) return reply.redirect(back(request, 'added'), 303);
    const state = added.message === DECLINE_MESSAGES.not_a_test_card ? 'test' : added.field;
    return reply.redirect(back(request, state in CARD_STATES ? state : 'number'), 303);
  });

  app.post<{ Params: { id: string } }>('/account/billing/cards/:id/delete', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireFreshSignIn(request, reply, {
      returnTo: '/account/billing',
    });
    if (!viewer) return reply;
    const id = parsePositiveInt4(request.params.id);
    if (id !== undefined) await services.methods.remove(viewer.user.id, id);
    return reply.redirect(back(request, 'removed'), 303);
  });
}
