import { randomUUID } from 'node:crypto';
import { parsePositiveInt4 } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USABLE } from '../access';
import BillingSchedules from '../exposes/BillingSchedules';
import type { PlansMessageKey } from '../messages/en-us';
import { plansDb } from '../repository/db';
import type { PlansService } from '../service';
import { asPlans, RemoteMount } from '../ui/BillingKit';
import { presentSchedules } from '../ui/BillingSchedulesTable';
import { PlanDetailPage, type ShareForm } from '../ui/PlanDetail';
import { CancelPage, type PageMessage, PlansPage, type Problem, UpgradePage } from '../ui/PlanPages';
import { registerBillingActions } from './billing-actions';
import { planOf, presentPlan, savedCards, teamMembers, upgradeOptions } from './billing-data';
import type { PlansRouteDeps } from './index';

const NO_STORE = 'private, no-store';

/** The notices a plans page shows after a change, by the `done` code of its address. */
const NOTICES: Record<string, PlansMessageKey> = {
  cancelled: 'plans.billing.notice.cancelled',
  resumed: 'plans.billing.notice.resumed',
  refunded: 'plans.billing.notice.refunded',
  card: 'plans.billing.notice.card',
  upgraded: 'plans.billing.notice.upgraded',
  shared: 'plans.billing.notice.shared',
  unshared: 'plans.billing.notice.unshared',
};

const noticeOf = (request: FastifyRequest): PlansMessageKey | undefined => {
  const done = (request.query as { done?: unknown } | undefined)?.done;
  return typeof done === 'string' && Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined;
};

export type BillingViewer = { userId: number; teamId: number | null; leader: boolean };

/** The pages of the customer's plans: the list (/account/plans), one plan, cancel and upgrade. */
export function registerBillingRoutes(app: FastifyInstance, deps: PlansRouteDeps, plans: PlansService) {
  const db = plansDb(deps.db);
  const scope = (request: FastifyRequest, viewer: BillingViewer) => ({
    userId: viewer.userId,
    teamId: viewer.teamId,
    site: request.site,
    locale: request.locale,
  });

  async function showList(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: BillingViewer,
    message: PageMessage,
    status = 200,
  ) {
    const all = await plans.agreementsOf({ ...scope(request, viewer), includeEnded: true });
    const now = plans.clock.now();
    const cards = await savedCards(db, viewer.userId);
    const current = all.filter((p) => USABLE.includes(p.status));
    const views = current.map((p) => presentPlan(p, now));
    // An upgraded plan goes on as its successor: only lapsed, refunded and ended ones are past.
    const past = all.filter((p) => !USABLE.includes(p.status) && p.status !== 'replaced');
    const schedules = presentSchedules(current);
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'account-plans',
      title: (t) => asPlans(t).t('plans.billing.title'),
      noindex: true,
      status,
      content: ({ page, t }) => (
        <PlansPage
          page={page}
          t={asPlans(t)}
          plans={views}
          past={past}
          cards={cards}
          message={message}
          schedules={
            <RemoteMount name="BillingSchedules" props={{ schedules }}>
              <BillingSchedules page={page} schedules={schedules} />
            </RemoteMount>
          }
        />
      ),
    });
  }

  async function showPlan(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: BillingViewer,
    id: number,
    options: { message?: PageMessage; form?: ShareForm; status?: number } = {},
  ) {
    const plan = await planOf(plans, scope(request, viewer), id);
    const ledger = plan && (await plans.ledgerOf(viewer.userId, viewer.teamId, id));
    if (!plan || !ledger) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const view = presentPlan(plan, plans.clock.now());
    // Sharing is the team leader's, on a plan of their own.
    const sharing =
      viewer.leader && viewer.teamId !== null && plan.owned
        ? {
            shares: (await plans.sharesOf(id)).map((s) => ({
              userId: s.user_id,
              name: s.display_name || s.email,
              mode: s.mode,
              amount: s.amount,
              used: s.used,
            })),
            members: await teamMembers(db, viewer.teamId, viewer.userId),
            form: options.form ?? { values: {} },
          }
        : undefined;
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'account-plan',
      title: plan.title,
      noindex: true,
      status: options.status ?? 200,
      content: ({ page, t }) => (
        <PlanDetailPage
          page={page}
          t={asPlans(t)}
          plan={view}
          ledger={ledger}
          sharing={sharing}
          message={options.message ?? { notice: noticeOf(request) }}
        />
      ),
    });
  }

  async function showUpgrade(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: BillingViewer,
    id: number,
    error?: Problem,
    status = 200,
  ) {
    const plan = await planOf(plans, scope(request, viewer), id);
    if (!plan?.owned) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const options = await upgradeOptions(plans, viewer.userId, plan, request.site, request.locale);
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'account-plan-upgrade',
      title: (t) => asPlans(t).t('plans.billing.upgradeTitle', { plan: plan.title }),
      noindex: true,
      status,
      content: ({ page, t }) => (
        <UpgradePage
          page={page}
          t={asPlans(t)}
          plan={plan}
          options={options}
          // One key per page shown: a double click or a retried post upgrades once.
          idempotencyKey={randomUUID()}
          error={error}
        />
      ),
    });
  }

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    returnTo?: string,
  ): Promise<BillingViewer | undefined> => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply, returnTo ? { returnTo } : {});
    if (!viewer) return undefined;
    return {
      userId: viewer.user.id,
      teamId: viewer.team?.id ?? null,
      leader: viewer.team?.role === 'leader',
    };
  };

  app.get('/account/plans', async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!viewer) return reply;
    return showList(request, reply, viewer, { notice: noticeOf(request) });
  });

  app.get<{ Params: { id: string } }>('/account/plans/:id', async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!viewer) return reply;
    const id = parsePositiveInt4(request.params.id);
    if (id === undefined) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    return showPlan(request, reply, viewer, id);
  });

  app.get<{ Params: { id: string } }>('/account/plans/:id/cancel', async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!viewer) return reply;
    const id = parsePositiveInt4(request.params.id);
    const plan = id === undefined ? undefined : await planOf(plans, scope(request, viewer), id);
    if (!plan?.owned || !plan.termEndsAt)
      return deps.render(request, reply, { ...deps.notFound, status: 404 });
    const termEndsAt = plan.termEndsAt;
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'account-plan-cancel',
      title: (t) => asPlans(t).t('plans.billing.cancelTitle', { plan: plan.title }),
      noindex: true,
      content: ({ page, t }) => (
        <CancelPage page={page} t={asPlans(t)} plan={{ id: plan.id, title: plan.title, termEndsAt }} />
      ),
    });
  });

  app.get<{ Params: { id: string } }>('/account/plans/:id/upgrade', async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!viewer) return reply;
    const id = parsePositiveInt4(request.params.id);
    if (id === undefined) return deps.render(request, reply, { ...deps.notFound, status: 404 });
    return showUpgrade(request, reply, viewer, id);
  });

  registerBillingActions(app, deps, plans, { signedIn, showList, showPlan, showUpgrade });
}

export type BillingPages = {
  signedIn: (
    request: FastifyRequest,
    reply: FastifyReply,
    returnTo?: string,
  ) => Promise<BillingViewer | undefined>;
  showList: (
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: BillingViewer,
    message: PageMessage,
    status?: number,
  ) => Promise<FastifyReply>;
  showPlan: (
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: BillingViewer,
    id: number,
    options?: { message?: PageMessage; form?: ShareForm; status?: number },
  ) => Promise<FastifyReply>;
  showUpgrade: (
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: BillingViewer,
    id: number,
    error?: Problem,
    status?: number,
  ) => Promise<FastifyReply>;
};
