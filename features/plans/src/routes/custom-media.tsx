import { parsePositiveInt4 } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CUSTOM_MEDIA_CHOICE_COOKIE,
  checkBrief,
  customMediaChoice,
  customMediaView,
  fileBrief,
} from '../custom-media';
import CustomMedia from '../exposes/CustomMedia';
import { plansDb } from '../repository/db';
import type { PlansService } from '../service';
import { AgreementShell, type Outcome, RemoteMount } from '../ui/AgreementParts';
import { type BriefFormState, CustomMediaChoicePage } from '../ui/CustomMediaPage';
import { asPlans, back, bodyOf, idParam, NO_STORE, outcomeOf, titleOf } from './agreements-context';
import type { PlansRouteDeps } from './index';

const SKU = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** How long a customer's choice of custom media agreement is remembered. */
const CHOICE_COOKIE_DAYS = 90;

/**
 * Custom media (both sites): the CustomMedia page where briefs are filed and deliveries shown,
 * and the notice telling a customer with several agreements which one a purchase uses. The
 * choice is kept in the `lb_custom_media_agreement` cookie (an agreement id), which the spend
 * flow passes to `customMediaChoice` as `chosenId`.
 */
export function registerCustomMediaRoutes(app: FastifyInstance, deps: PlansRouteDeps, plans: PlansService) {
  const db = plansDb(deps.db);

  const page = async (request: FastifyRequest, reply: FastifyReply, form: BriefFormState, status = 200) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = idParam(request);
    const view =
      id === undefined ? undefined : await customMediaView(db, viewer.user.id, id, plans.clock.now());
    if (!view) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    reply.header('cache-control', NO_STORE);
    const outcome: Outcome = status === 200 ? outcomeOf(request) : {};
    return deps.render(request, reply, {
      name: 'custom-media',
      title: titleOf('plans.customMedia.title'),
      noindex: true,
      status,
      content: ({ page: ctx, t }) => (
        <AgreementShell title={asPlans(t).t('plans.customMedia.title')}>
          <RemoteMount name="CustomMedia" props={{ view, form, outcome }}>
            <CustomMedia page={ctx} view={view} form={form} outcome={outcome} />
          </RemoteMount>
        </AgreementShell>
      ),
    });
  };

  app.get<{ Params: { id: string } }>('/purchase/custom-media/:id', (request, reply) =>
    page(request, reply, {}),
  );

  app.post<{ Params: { id: string } }>('/purchase/custom-media/:id', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = idParam(request);
    const checked = checkBrief(bodyOf(request));
    if (!checked.ok)
      return page(
        request,
        reply,
        {
          values: checked.values,
          errors: {
            ...(checked.errors.title && { title: 'plans.customMedia.error.title' }),
            ...(checked.errors.brief && { brief: 'plans.customMedia.error.brief' }),
          },
        },
        400,
      );
    const filed =
      id === undefined ? undefined : await fileBrief(db, viewer.user.id, id, checked.data, plans.clock.now());
    if (!filed?.ok) return page(request, reply, { values: checked.data }, filed?.status ?? 404);
    return back(request, reply, `/purchase/custom-media/${id}`, { done: 'brief' });
  });

  const choice = (unlimited: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const sku = (request.query as { sku?: unknown }).sku;
    if (typeof sku !== 'string' || !SKU.test(sku))
      return reply.code(400).send({ error: 'bad_request', message: 'Name the product: ?sku=…' });
    const path = `/purchase/notifications/multiple-custom-media-agreements${unlimited ? '/unlimited' : ''}`;
    if (request.method === 'POST') {
      const agreement = parsePositiveInt4(String(bodyOf(request).agreement ?? ''));
      if (agreement === undefined)
        return reply.code(400).send({ error: 'bad_request', message: 'Choose one of your agreements.' });
      reply.setCookie(CUSTOM_MEDIA_CHOICE_COOKIE, String(agreement), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: CHOICE_COOKIE_DAYS * 86_400,
      });
      return back(request, reply, path, { sku });
    }
    const chosenId = parsePositiveInt4(request.cookies[CUSTOM_MEDIA_CHOICE_COOKIE] ?? '') ?? null;
    const found = await customMediaChoice(
      db,
      { userId: viewer.user.id, site: request.site, sku, chosenId, unlimited },
      plans.clock.now(),
    );
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'custom-media-agreements',
      title: titleOf('plans.customMedia.choice.title'),
      noindex: true,
      content: ({ page: ctx, t }) => (
        <AgreementShell title={asPlans(t).t('plans.customMedia.choice.title')}>
          <CustomMediaChoicePage
            page={ctx}
            t={asPlans(t)}
            choice={found}
            sku={sku}
            unlimited={unlimited}
            chosen={found.usedId !== null && found.usedId === chosenId}
          />
        </AgreementShell>
      ),
    });
  };
  for (const [suffix, unlimited] of [
    ['', false],
    ['/unlimited', true],
  ] as const) {
    app.get(`/purchase/notifications/multiple-custom-media-agreements${suffix}`, choice(unlimited));
    app.post(`/purchase/notifications/multiple-custom-media-agreements${suffix}`, choice(unlimited));
  }
}
