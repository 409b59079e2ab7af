import { buildUrl, parsePositiveInt4 } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShareMode } from '../manage';
import type { PlansMessageKey } from '../messages/en-us';
import { plansDb } from '../repository/db';
import type { PlansService } from '../service';
import type { BillingPages } from './billing';
import { planOf, teamMembers } from './billing-data';
import type { PlansRouteDeps } from './index';

type Params = { Params: { id: string } };
type Body = Record<string, unknown>;

const SKU_MAX = 100;
/** The upgrade page's key: a UUID, or any client's key of the same safe shape. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,80}$/;
const SHARE_MODES: readonly ShareMode[] = ['all', 'fixed', 'monthly'];
/** The service's own ceiling on a shared amount. */
const SHARE_AMOUNT_MAX = 100_000;
/** The service says this when a pack cannot be refunded; other refusals come from the processor. */
const NOT_REFUNDABLE = /^(A pack can be refunded|Only packs)/;

const field = (body: unknown, name: string): string => {
  const value = (body as Body | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The changes a customer makes to their plans: plain form posts, each answered 303 or with the page again. */
export function registerBillingActions(
  app: FastifyInstance,
  deps: PlansRouteDeps,
  plans: PlansService,
  pages: BillingPages,
) {
  const db = plansDb(deps.db);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    deps.render(request, reply, { ...deps.notFound, status: 404 });
  const done = (request: FastifyRequest, reply: FastifyReply, path: string, code: string) =>
    reply.redirect(buildUrl(path, { done: code }, { prefix: request.prefix }), 303);

  /** A post about one plan: the viewer signed in and the plan id well formed, else sign-in or 404. */
  const planPost = (
    path: string,
    handle: (
      request: FastifyRequest<Params>,
      reply: FastifyReply,
      viewer: NonNullable<Awaited<ReturnType<BillingPages['signedIn']>>>,
      id: number,
    ) => Promise<FastifyReply>,
  ) =>
    app.post<Params>(`/account/plans/:id${path}`, async (request, reply) => {
      const viewer = await pages.signedIn(request, reply, '/account/plans');
      if (!viewer) return reply;
      const id = parsePositiveInt4(request.params.id);
      if (id === undefined) return notFound(request, reply);
      return handle(request, reply, viewer, id);
    });

  const refused = (key: PlansMessageKey, values?: Record<string, string>) => ({
    error: { key, ...(values && { values }) },
  });

  planPost('/cancel', async (request, reply, viewer, id) => {
    const result = await plans.cancel(viewer.userId, id);
    if (result.ok) return done(request, reply, '/account/plans', 'cancelled');
    if (result.status === 404) return notFound(request, reply);
    return pages.showList(request, reply, viewer, refused('plans.billing.error.cannotCancel'), result.status);
  });

  planPost('/resume', async (request, reply, viewer, id) => {
    const result = await plans.resume(viewer.userId, id);
    if (result.ok) return done(request, reply, '/account/plans', 'resumed');
    if (result.status === 404) return notFound(request, reply);
    return pages.showList(request, reply, viewer, refused('plans.billing.error.cannotResume'), result.status);
  });

  planPost('/refund', async (request, reply, viewer, id) => {
    const result = await plans.refundPack(viewer.userId, id);
    if (result.ok) return done(request, reply, '/account/plans', 'refunded');
    if (result.status === 404) return notFound(request, reply);
    const problem = NOT_REFUNDABLE.test(result.message)
      ? refused('plans.billing.error.cannotRefund')
      : refused('plans.billing.error.refundFailed', { reason: result.message });
    return pages.showList(request, reply, viewer, problem, result.status);
  });

  planPost('/card', async (request, reply, viewer, id) => {
    const methodId = parsePositiveInt4(field(request.body, 'methodId'));
    const result =
      methodId === undefined
        ? ({ ok: false, status: 400 } as const)
        : await plans.setCard(viewer.userId, id, methodId);
    if (result.ok) return done(request, reply, '/account/plans', 'card');
    if (result.status === 404) return notFound(request, reply);
    return pages.showList(request, reply, viewer, refused('plans.billing.error.chooseCard'), 400);
  });

  planPost('/upgrade', async (request, reply, viewer, id) => {
    const scope = {
      userId: viewer.userId,
      teamId: viewer.teamId,
      site: request.site,
      locale: request.locale,
    };
    if (!(await planOf(plans, scope, id))?.owned) return notFound(request, reply);
    const sku = field(request.body, 'sku');
    const key = field(request.body, 'key');
    if (!sku || sku.length > SKU_MAX || !IDEMPOTENCY_KEY.test(key))
      return pages.showUpgrade(request, reply, viewer, id, { key: 'plans.billing.error.chooseUpgrade' }, 400);
    const result = await plans.upgrade({
      userId: viewer.userId,
      agreementId: id,
      toSku: sku,
      idempotencyKey: key,
    });
    if (result.ok) return done(request, reply, '/account/plans', 'upgraded');
    if (result.status === 402)
      return pages.showUpgrade(
        request,
        reply,
        viewer,
        id,
        { key: 'plans.billing.error.declined', values: { reason: result.message } },
        402,
      );
    if (result.status === 409)
      return pages.showUpgrade(request, reply, viewer, id, { key: 'plans.billing.error.cannotChange' }, 409);
    // 400 and 404 here: the sku is not one of the upgrades this plan is offered.
    return pages.showUpgrade(request, reply, viewer, id, { key: 'plans.billing.error.chooseUpgrade' }, 400);
  });

  planPost('/shares', async (request, reply, viewer, id) => {
    const values = {
      memberId: field(request.body, 'memberId'),
      mode: field(request.body, 'mode'),
      amount: field(request.body, 'amount'),
    };
    const again = (key: PlansMessageKey, status: number) =>
      pages.showPlan(request, reply, viewer, id, { form: { values, error: { key } }, status, message: {} });
    if (!viewer.leader || viewer.teamId === null) return notFound(request, reply);
    const mode = SHARE_MODES.find((m) => m === values.mode);
    if (!mode) return again('plans.billing.error.shareMode', 400);
    const amount = /^\d{1,6}$/.test(values.amount) ? Number(values.amount) : null;
    if (mode !== 'all' && (amount === null || amount < 1 || amount > SHARE_AMOUNT_MAX))
      return again('plans.billing.error.shareAmount', 400);
    const memberId = parsePositiveInt4(values.memberId);
    const members = await teamMembers(db, viewer.teamId, viewer.userId);
    if (memberId === undefined || !members.some((m) => m.id === memberId))
      return again('plans.billing.error.chooseMember', 400);
    const result = await plans.setShare({
      leaderId: viewer.userId,
      agreementId: id,
      memberId,
      mode,
      amount: mode === 'all' ? null : amount,
    });
    if (result.ok) return done(request, reply, `/account/plans/${id}`, 'shared');
    if (result.status === 404) return notFound(request, reply);
    return again(
      result.status === 409 ? 'plans.billing.error.leaderOnly' : 'plans.billing.error.chooseMember',
      result.status,
    );
  });

  app.post<{ Params: { id: string; member: string } }>(
    '/account/plans/:id/shares/:member/delete',
    async (request, reply) => {
      const viewer = await pages.signedIn(request, reply, '/account/plans');
      if (!viewer) return reply;
      const id = parsePositiveInt4(request.params.id);
      const member = parsePositiveInt4(request.params.member);
      if (id === undefined || member === undefined) return notFound(request, reply);
      const result = await plans.removeShare(viewer.userId, id, member);
      if (!result.ok) return notFound(request, reply);
      return done(request, reply, `/account/plans/${id}`, 'unshared');
    },
  );
}
