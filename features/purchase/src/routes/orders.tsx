import { parseAssetId } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGREEMENTS, agreementById } from '../agreements';
import ThankYouPage from '../exposes/ThankYouPage';
import { invoiceOf, invoicePdf } from '../invoice-pdf';
import { ordersOf } from '../order-views';
import { purchaseDb } from '../repository/db';
import { AgreementsPage } from '../ui/AgreementPages';
import { InvoicesPage, PreviewRequestPage, PurchaseHistoryPage } from '../ui/OrderPages';
import { RemoteMount } from '../ui/shared';
import { asPurchase, type PurchaseRouteDeps, type PurchaseServices, title } from './context';
import { takePurchaseEntry } from './entry';

const PREVIEW_MESSAGE_MAX = 2000;
const NO_STORE = 'private, no-store';

/** Orders after payment: thank-you, purchase history, invoices (PDF), agreements, preview requests. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: PurchaseRouteDeps,
  _services: PurchaseServices,
) {
  const orderId = (raw: string) => parseAssetId(raw);

  app.get<{ Params: { id: string } }>('/purchase/thank-you/:id', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = orderId(request.params.id);
    const [order] =
      id === undefined
        ? []
        : await ordersOf(deps.db, viewer.user.id, request.locale, { orderId: id, paidOnly: true });
    if (!order) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    reply.header('cache-control', NO_STORE);
    const entry = takePurchaseEntry(
      request,
      reply,
      order.purchased.items.map((item) => item.productType),
    );
    order.purchased = { ...order.purchased, ...entry };
    return deps.render(request, reply, {
      name: 'purchase-thank-you',
      title: title('purchase.thanks.title'),
      noindex: true,
      content: ({ page }) => (
        <RemoteMount name="ThankYouPage" props={{ order }}>
          <ThankYouPage page={page} order={order} />
        </RemoteMount>
      ),
    });
  });

  app.get('/account/purchasehistory', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const orders = await ordersOf(deps.db, viewer.user.id, request.locale, { paidOnly: true });
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'purchase-history',
      title: title('purchase.history.title'),
      noindex: true,
      content: ({ page, t }) => <PurchaseHistoryPage page={page} t={asPurchase(t)} orders={orders} />,
    });
  });

  app.get('/account/invoices', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const orders = await ordersOf(deps.db, viewer.user.id, request.locale, { paidOnly: true });
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'purchase-invoices',
      title: title('purchase.invoices.title'),
      noindex: true,
      content: ({ page, t }) => <InvoicesPage page={page} t={asPurchase(t)} orders={orders} />,
    });
  });

  app.get<{ Params: { file: string } }>('/account/invoices/:file', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const match = /^(\d{1,10})\.pdf$/.exec(request.params.file);
    const id = match ? orderId(match[1]!) : undefined;
    const invoice = id === undefined ? undefined : await invoiceOf(deps.db, viewer.user.id, id);
    if (!invoice) return reply.code(404).send({ error: 'not_found', message: 'No such invoice.' });
    const pdf = await invoicePdf(invoice, request.locale);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
      .header('cache-control', NO_STORE)
      .send(Buffer.from(pdf));
  });

  const showAgreements = (ids: string[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const shown = ids.length === 0 ? AGREEMENTS : ids.map(agreementById);
    if (shown.some((a) => !a)) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    return deps.render(request, reply, {
      name: 'purchase-agreements',
      title: title('purchase.agreements.title'),
      content: ({ page, t }) => (
        <AgreementsPage
          page={page}
          t={asPurchase(t)}
          agreements={AGREEMENTS}
          shown={shown as typeof AGREEMENTS}
        />
      ),
    });
  };
  app.get('/purchase/agreements', (request, reply) => showAgreements([])(request, reply));
  app.get<{ Params: { id: string } }>('/purchase/agreements/:id', (request, reply) =>
    showAgreements([request.params.id])(request, reply),
  );
  app.get<{ Params: { id: string; id2: string } }>('/purchase/agreements/:id/:id2', (request, reply) =>
    showAgreements([request.params.id, request.params.id2])(request, reply),
  );

  const previewPage = async (request: FastifyRequest, reply: FastifyReply, sent: boolean) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = parseAssetId((request.params as { assetId: string }).assetId);
    const asset =
      id === undefined
        ? undefined
        : await purchaseDb(deps.db)
            .selectFrom('assets')
            .select(['id', 'title', 'license_type'])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!asset || asset.license_type === 'rf')
      return deps.render(request, reply, { ...deps.notFound, status: 404 });
    if (request.method === 'POST') {
      const raw = (request.body as { message?: unknown } | undefined)?.message;
      const message = typeof raw === 'string' ? raw.trim() : '';
      if (message.length === 0 || message.length > PREVIEW_MESSAGE_MAX)
        return reply.code(400).send({
          error: 'bad_request',
          message: `Describe your use in 1 to ${PREVIEW_MESSAGE_MAX} characters.`,
        });
      await purchaseDb(deps.db)
        .insertInto('purchase_preview_requests')
        .values({ user_id: viewer.user.id, asset_id: asset.id, site: request.site, message })
        .execute();
    }
    return deps.render(request, reply, {
      name: 'purchase-request-preview',
      title: title('purchase.preview.title'),
      noindex: true,
      content: ({ page, t }) => (
        <PreviewRequestPage
          page={page}
          t={asPurchase(t)}
          assetId={asset.id}
          title={asset.title}
          sent={sent}
        />
      ),
    });
  };
  app.get<{ Params: { assetId: string } }>('/purchase/request-preview/:assetId', (request, reply) =>
    previewPage(request, reply, false),
  );
  app.post<{ Params: { assetId: string } }>('/purchase/request-preview/:assetId', (request, reply) =>
    previewPage(request, reply, true),
  );
}
