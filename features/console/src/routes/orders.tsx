import { randomUUID } from 'node:crypto';
import type { OrderHooks } from '@lightbox/purchase';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditOf } from '../assets/repository';
import type { ConsoleMessageKey } from '../messages/en-us';
import { recordOrderAudit } from '../orders/audit';
import { customerView, findOrders, orderDetail } from '../orders/repository';
import type { T } from '../ui/ConsoleFrame';
import { amountText, CustomerPage, OrderPage, OrderSearchPage } from '../ui/OrderPages';
import { back, type ConsoleRouteDeps, one, parseId, translator } from './assets';
import { staffMember } from './gate';

type Form = Record<string, string | string[] | undefined>;
const KEY = /^[A-Za-z0-9-]{16,64}$/;

/** /operator/orders: find an order, refund lines of it, send its mail again; a customer's page. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: ConsoleRouteDeps & { orderHooks: OrderHooks },
) {
  app.get<{ Querystring: Form }>('/operator/orders', async (request, reply) => {
    const query = one(request.query.q).slice(0, 200);
    const rows = await findOrders(deps.db, query);
    return deps.render(request, reply, {
      name: 'console-orders',
      title: (t) => translator(t).t('console.nav.orders'),
      noindex: true,
      content: ({ t, page }) => <OrderSearchPage t={translator(t)} page={page} query={query} rows={rows} />,
    });
  });

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    state: { notice?: (t: T) => string; error?: ConsoleMessageKey; status?: number } = {},
  ) {
    const order = await orderDetail(deps.db, id);
    if (!order) return deps.render(request, reply, deps.notFound);
    const audit = await auditOf(deps.db, 'order', id);
    return deps.render(request, reply, {
      name: 'console-order',
      ...(state.status && { status: state.status }),
      title: (t) => translator(t).t('console.order.heading', { id }),
      noindex: true,
      content: ({ t, page }) => (
        <OrderPage
          t={translator(t)}
          page={page}
          order={order}
          // A fresh key per form shown: submitting the same form twice refunds once.
          refundKey={randomUUID()}
          audit={audit}
          notice={state.notice?.(translator(t))}
          error={state.error && translator(t).t(state.error)}
        />
      ),
    });
  }

  app.get<{ Params: { id: string }; Querystring: Form }>('/operator/orders/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const refunded = one(request.query.refunded);
    const currency = one(request.query.currency);
    if (/^\d{1,12}$/.test(refunded) && /^[A-Z]{3}$/.test(currency))
      return show(request, reply, id, {
        notice: (t) => t.t('console.order.refundDone', { amount: amountText(t, Number(refunded), currency) }),
      });
    if (one(request.query.done) === 'resent') {
      const order = await orderDetail(deps.db, id);
      return show(request, reply, id, {
        notice: (t) => t.t('console.order.resent', { email: order?.email ?? '' }),
      });
    }
    return show(request, reply, id);
  });

  app.post<{ Params: { id: string }; Body: Form }>('/operator/orders/:id/refund', async (request, reply) => {
    const id = parseId(request.params.id);
    if (id === undefined) return deps.render(request, reply, deps.notFound);
    const form = request.body ?? {};
    const key = one(form.key);
    const lineIds = ([] as string[])
      .concat(form.line ?? [])
      .filter((line) => /^\d{1,9}$/.test(line))
      .map(Number);
    if (!KEY.test(key)) return show(request, reply, id, { error: 'console.refund.stale', status: 422 });
    if (!deps.orderHooks.refundLines) throw new Error('The purchase feature did not register refunds');
    const before = await orderDetail(deps.db, id);
    if (!before) return deps.render(request, reply, deps.notFound);
    const result = await deps.orderHooks.refundLines({ orderId: id, lineIds, idempotencyKey: key });
    if (!result.ok)
      return show(request, reply, id, { error: `console.refund.${result.code}`, status: result.status });
    if (!result.repeated) {
      const after = await orderDetail(deps.db, id);
      await recordOrderAudit(deps.db, staffMember(request), id, 'refund', {
        before: { state: before.state, refunded_minor: before.refunded_minor },
        after: {
          state: after?.state,
          refunded_minor: after?.refunded_minor,
          lines: lineIds,
          amount_minor: result.amountMinor,
        },
      });
    }
    return back(request, reply, `/operator/orders/${id}`, {
      refunded: String(result.amountMinor),
      currency: result.currency,
    });
  });

  app.post<{ Params: { id: string } }>('/operator/orders/:id/resend', async (request, reply) => {
    const id = parseId(request.params.id);
    const order = id === undefined ? undefined : await orderDetail(deps.db, id);
    if (!order || id === undefined) return deps.render(request, reply, deps.notFound);
    if (!deps.orderHooks.resendConfirmation)
      throw new Error('The purchase feature did not register its mail');
    await deps.orderHooks.resendConfirmation(id);
    await recordOrderAudit(deps.db, staffMember(request), id, 'resend_mail', {
      before: {},
      after: { to: order.email },
    });
    return back(request, reply, `/operator/orders/${id}`, { done: 'resent' });
  });

  app.get<{ Params: { id: string } }>('/operator/customers/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const customer = id === undefined ? undefined : await customerView(deps.db, id);
    if (!customer) return deps.render(request, reply, deps.notFound);
    return deps.render(request, reply, {
      name: 'console-customer',
      title: (t) => translator(t).t('console.customer.heading', { email: customer.email }),
      noindex: true,
      content: ({ t, page }) => <CustomerPage t={translator(t)} page={page} customer={customer} />,
    });
  });
}
