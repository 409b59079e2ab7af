import { parseAssetId } from '@lightbox/core';
import { CsrfProvider, createTranslator, loadMessages, type PageContext } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { isoDay, offersOfAsset } from '../cart-pricing';
import { presentOffers } from '../offers-view';
import { purchaseDb } from '../repository/db';
import { LicencePanel } from '../ui/LicencePanel';
import { addFromBody, cartView } from './cart';
import {
  asPurchase,
  cartOwner,
  type PurchaseRouteDeps,
  type PurchaseServices,
  visitorCountry,
} from './context';

const NO_STORE = 'private, no-store';

/** The licence options of an asset for this visitor, or undefined for an unknown asset. */
export async function offersFor(deps: PurchaseRouteDeps, request: FastifyRequest, assetId: number) {
  const found = await offersOfAsset(purchaseDb(deps.db), assetId, request.site);
  if (!found) return undefined;
  const { currency } = visitorCountry(request);
  return presentOffers(found.asset, found.offers, currency, request.locale, (message) =>
    request.log.warn({ assetId, currency, message }, 'price conversion failed'),
  );
}

/**
 * The licence panel's HTML for the asset detail page (the search feature places it beside the
 * picture). A plain form: it needs the page's CSRF token and works without scripts.
 */
export async function licencePanelHtml(
  deps: PurchaseRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  assetId: number,
): Promise<string | undefined> {
  const offers = await offersFor(deps, request, assetId);
  if (!offers) return undefined;
  const viewer = await deps.accounts.viewer(request, reply);
  const t = asPurchase(createTranslator(request.locale, await loadMessages(request.locale)));
  const page = { prefix: request.prefix, locale: request.locale } as PageContext;
  const planBox = (await deps.orderHooks?.planPanel?.(request, reply, assetId)) ?? '';
  const script = viewer.user ? deps.client?.['licence-panel'] : undefined;
  // Rendered apart from the page, so it gets the page's one CSRF token from the same source.
  return (
    planBox +
    renderToString(
      <CsrfProvider token={deps.csrfToken(request, reply)}>
        <LicencePanel
          page={page}
          t={t}
          offers={offers}
          today={isoDay(new Date())}
          signedIn={Boolean(viewer.user)}
        />
        {script && <script defer src={script.url} integrity={script.integrity} crossOrigin="anonymous" />}
      </CsrfProvider>,
    )
  );
}

/** JSON for the cart remote and scripts: offers, the cart, add and remove. */
export function registerPurchaseApi(
  app: FastifyInstance,
  deps: PurchaseRouteDeps,
  services: PurchaseServices,
) {
  app.get<{ Params: { id: string } }>('/purchase/api/offers/:id', async (request, reply) => {
    const id = parseAssetId(request.params.id);
    const offers = id === undefined ? undefined : await offersFor(deps, request, id);
    if (!offers) return reply.code(404).send({ error: 'not_found', message: 'No such asset.' });
    return reply.header('cache-control', NO_STORE).send(offers);
  });

  app.get('/purchase/api/cart', async (request, reply) => {
    const { cart } = await cartView(deps, services, request, reply);
    return reply.header('cache-control', NO_STORE).send(cart);
  });

  app.post('/purchase/api/cart/items', async (request, reply) => {
    const itemId = await addFromBody(deps, services, request, reply);
    if (itemId === undefined) return reply;
    const { cart } = await cartView(deps, services, request, reply);
    return reply.code(201).header('cache-control', NO_STORE).send({ itemId, cart });
  });

  app.delete<{ Params: { id: string } }>('/purchase/api/cart/items/:id', async (request, reply) => {
    const itemId = parseAssetId(request.params.id);
    const owner = await cartOwner(deps, services, request, reply);
    const result = itemId === undefined ? undefined : await services.carts.remove(owner, itemId);
    if (!result?.ok)
      return reply.code(404).send({ error: 'not_found', message: 'That item is not in your cart.' });
    const { cart } = await cartView(deps, services, request, reply);
    return reply.header('cache-control', NO_STORE).send({ cart });
  });
}
