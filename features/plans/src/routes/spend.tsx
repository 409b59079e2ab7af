import { randomUUID } from 'node:crypto';
import { parseAssetId } from '@lightbox/core';
import { nextDownloadType } from '@lightbox/downloads/download-event';
import {
  CsrfProvider,
  createTranslator,
  loadMessages,
  type PageContext,
  type Translator,
} from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { CUSTOM_MEDIA_CHOICE_COOKIE } from '../custom-media';
import type { PlansMessageKey } from '../messages/en-us';
import { plansDb } from '../repository/db';
import type { PlansService } from '../service';
import { refusalMessage } from '../spend';
import { PlanBox, type PlansT } from '../ui/PlanBox';
import { ConfirmSpendPage, LicensedPage, type SpendForm } from '../ui/SpendPages';
import type { PlansRouteDeps } from './index';

export const asPlans = (t: Translator) => t as unknown as PlansT;
const title = (key: PlansMessageKey) => (t: Translator) => asPlans(t).t(key);
const KEY = /^[A-Za-z0-9-]{8,64}$/;

function readForm(body: unknown): SpendForm | undefined {
  const b = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const assetId = parseAssetId(text(b.assetId));
  const agreementId = parseAssetId(text(b.agreementId));
  const key = text(b.key);
  if (assetId === undefined || agreementId === undefined || !KEY.test(key)) return undefined;
  return {
    assetId,
    agreementId,
    key,
    extended: text(b.extended) === '1',
    projectCode: text(b.projectCode).slice(0, 200),
    note: text(b.note).slice(0, 1000),
  };
}

async function assetTitle(deps: PlansRouteDeps, assetId: number) {
  const row = await plansDb(deps.db)
    .selectFrom('assets')
    .select('title')
    .where('id', '=', assetId)
    .executeTakeFirst();
  return row?.title;
}

/** The plan box's HTML for the detail page (the purchase feature puts it above the licence options). */
export async function planBoxHtml(
  deps: PlansRouteDeps,
  plans: PlansService,
  request: FastifyRequest,
  reply: FastifyReply,
  assetId: number,
): Promise<string | undefined> {
  const viewer = await deps.accounts.viewer(request, reply);
  const t = asPlans(createTranslator(request.locale, await loadMessages(request.locale)));
  const page = { prefix: request.prefix } as PageContext;
  const offerPlans = request.site === 'subscription';
  if (!viewer.user && !offerPlans) return undefined;
  const options = viewer.user
    ? await plans.spendOptions({ userId: viewer.user.id, site: request.site, assetId, extended: false })
    : [];
  const held = viewer.user
    ? await plans.heldLicence(viewer.user.id, viewer.team?.id ?? null, assetId)
    : undefined;
  const credit = options.find((o) => o.unit === 'credits' && !o.refusal);
  // The custom media agreement the customer picked on the multiple-agreements notice.
  const preferred = parseAssetId(request.cookies[CUSTOM_MEDIA_CHOICE_COOKIE] ?? '');
  const extended =
    credit && viewer.user
      ? (
          await plans.spendOptions({ userId: viewer.user.id, site: request.site, assetId, extended: true })
        ).find((o) => o.agreementId === credit.agreementId)
      : undefined;
  if (options.length === 0 && held === undefined && !offerPlans) return undefined;
  return renderToString(
    <CsrfProvider token={deps.csrfToken(request, reply)}>
      <PlanBox
        page={page}
        t={t}
        assetId={assetId}
        options={options}
        held={held ?? null}
        offerPlans={offerPlans}
        idempotencyKey={randomUUID()}
        {...(credit && extended && { extendedCredits: extended.units - credit.units })}
        {...(preferred !== undefined && { preferredAgreementId: preferred })}
      />
    </CsrfProvider>,
  );
}

/** Licensing an asset from a plan: confirm, then spend once; the licensed page offers the file. */
export function registerSpendRoutes(app: FastifyInstance, deps: PlansRouteDeps, plans: PlansService) {
  app.post('/purchase/plans/license', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const form = readForm(request.body);
    if (!form)
      return reply
        .code(400)
        .send({ error: 'bad_request', message: 'Choose one of your plans for an asset.' });
    const name = await assetTitle(deps, form.assetId);
    if (name === undefined) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    reply.header('cache-control', 'private, no-store');
    const options = await plans.spendOptions({
      userId: viewer.user.id,
      site: request.site,
      assetId: form.assetId,
      extended: form.extended,
    });
    const option = options.find((o) => o.agreementId === form.agreementId);
    if (!option) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const confirmPage = (status: number, error?: { field?: string; message: string }) =>
      deps.render(request, reply, {
        name: 'plans-confirm',
        title: title('plans.spend.confirmTitle'),
        noindex: true,
        status,
        content: ({ page, t }) => (
          <ConfirmSpendPage
            page={page}
            t={asPlans(t)}
            title={name}
            option={option}
            form={form}
            {...(error && { error })}
          />
        ),
      });
    if (option.refusal) return confirmPage(400, { field: 'agreement', message: refusalMessage(option) });
    if ((request.body as { confirm?: unknown }).confirm !== '1') return confirmPage(200);
    const result = await plans.spend({
      userId: viewer.user.id,
      teamId: viewer.team?.id ?? null,
      site: request.site,
      assetId: form.assetId,
      agreementId: form.agreementId,
      extended: form.extended,
      projectCode: form.projectCode || null,
      note: form.note || null,
      idempotencyKey: form.key,
    });
    if (result.status === 'refused')
      return confirmPage(400, { ...(result.field && { field: result.field }), message: result.message });
    return reply.redirect(`${request.prefix}/purchase/plans/licensed/${result.licenceId}`, 303);
  });

  app.get<{ Params: { id: string } }>('/purchase/plans/licensed/:id', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = parseAssetId(request.params.id);
    const licence =
      id === undefined ? undefined : await plans.licenceOf(viewer.user.id, viewer.team?.id ?? null, id);
    if (!licence) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const downloadType = await nextDownloadType(deps.db, licence.id);
    reply.header('cache-control', 'private, no-store');
    return deps.render(request, reply, {
      name: 'plans-licensed',
      title: title('plans.spend.licensedTitle'),
      noindex: true,
      content: ({ page, t }) => (
        <LicensedPage
          page={page}
          t={asPlans(t)}
          title={licence.title}
          assetId={licence.assetId}
          licenceId={licence.id}
          vectorFormat={licence.vectorFormat}
          plan={licence.plan}
          downloadType={downloadType}
          script={deps.client?.['download-event']}
        />
      ),
    });
  });
}
