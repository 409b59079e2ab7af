import { parsePositiveInt4 } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { activeAgreementsOf, renewalView, turnOnAutoRenew } from '../agreements';
import { agreementUsers, memberView, setAgreementUser, USER_TYPES, type UserType } from '../agreements-users';
import PremiumAccessAutoRenewalPage from '../exposes/PremiumAccessAutoRenewalPage';
import PremiumAccessSelfRenewalPage from '../exposes/PremiumAccessSelfRenewalPage';
import { plansDb } from '../repository/db';
import type { PlansService } from '../service';
import { AgreementShell, RemoteMount } from '../ui/AgreementParts';
import { AgreementUsers, MemberAgreement } from '../ui/AgreementUsers';
import { asPlans, back, bodyOf, idParam, NO_STORE, outcomeOf, titleOf } from './agreements-context';
import type { PlansRouteDeps } from './index';

/** Which error code a service refusal becomes in the page's address. */
const refusalCode = (message: string) =>
  /card/i.test(message) ? (/saved/i.test(message) ? 'chooseCard' : 'card') : 'ended';

/**
 * Premium access agreements (premium site): self-renewal, the auto-renewal's date, amount and
 * card, and the people on an agreement. Only the owner sees the renewal pages; others get 404.
 */
export function registerAgreementRoutes(app: FastifyInstance, deps: PlansRouteDeps, plans: PlansService) {
  const db = plansDb(deps.db);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    deps.render(request, reply, { ...deps.notFound, status: 404 });

  const signedInOwner = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return undefined;
    const id = idParam(request);
    const view =
      id === undefined || request.site !== 'premium'
        ? undefined
        : await renewalView(db, viewer.user.id, id, request.locale);
    return { viewer, id, view };
  };

  app.get<{ Params: { id: string } }>('/purchase/self-renew/:id', async (request, reply) => {
    const found = await signedInOwner(request, reply);
    if (!found) return reply;
    const { view } = found;
    if (!view) return notFound(request, reply);
    reply.header('cache-control', NO_STORE);
    const outcome = outcomeOf(request);
    return deps.render(request, reply, {
      name: 'premium-access-self-renewal',
      title: titleOf('plans.agreements.selfRenew.title'),
      noindex: true,
      content: ({ page, t }) => (
        <AgreementShell title={asPlans(t).t('plans.agreements.selfRenew.title')}>
          <RemoteMount name="PremiumAccessSelfRenewalPage" props={{ agreement: view, outcome }}>
            <PremiumAccessSelfRenewalPage page={page} agreement={view} outcome={outcome} />
          </RemoteMount>
        </AgreementShell>
      ),
    });
  });

  app.post<{ Params: { id: string } }>('/purchase/self-renew/:id', async (request, reply) => {
    const found = await signedInOwner(request, reply);
    if (!found) return reply;
    if (!found.view) return notFound(request, reply);
    const changed = await turnOnAutoRenew(db, found.viewer.user.id, found.view.id, plans.clock.now());
    const path = `/purchase/self-renew/${found.view.id}`;
    return back(
      request,
      reply,
      path,
      changed.ok ? { done: 'renewing' } : { error: refusalCode(changed.message) },
    );
  });

  const autoRenewal = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await signedInOwner(request, reply);
    if (!found) return reply;
    const { view } = found;
    if (!view) return notFound(request, reply);
    reply.header('cache-control', NO_STORE);
    const outcome = outcomeOf(request);
    return deps.render(request, reply, {
      name: 'premium-access-auto-renewal',
      title: titleOf('plans.agreements.autoRenew.title'),
      noindex: true,
      content: ({ page, t }) => (
        <AgreementShell title={asPlans(t).t('plans.agreements.autoRenew.title')}>
          <RemoteMount name="PremiumAccessAutoRenewalPage" props={{ agreement: view, outcome }}>
            <PremiumAccessAutoRenewalPage page={page} agreement={view} outcome={outcome} />
          </RemoteMount>
        </AgreementShell>
      ),
    });
  };
  app.get('/purchase/premium-access/:id/renewal', autoRenewal);
  app.get('/purchase/auto-renew/:id/payment-details/show', autoRenewal);

  app.post<{ Params: { id: string } }>(
    '/purchase/premium-access/:id/renewal/card',
    async (request, reply) => {
      const found = await signedInOwner(request, reply);
      if (!found) return reply;
      if (!found.view) return notFound(request, reply);
      const card = parsePositiveInt4(String(bodyOf(request).card ?? ''));
      const changed =
        card === undefined
          ? ({ ok: false, message: 'saved card' } as const)
          : await plans.setCard(found.viewer.user.id, found.view.id, card);
      const path = `/purchase/premium-access/${found.view.id}/renewal`;
      return back(request, reply, path, changed.ok ? { done: 'card' } : { error: 'chooseCard' });
    },
  );

  const usersPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = idParam(request);
    if (id === undefined || request.site !== 'premium') return notFound(request, reply);
    const owned = await agreementUsers(db, viewer.user.id, id);
    const member = owned ? undefined : await memberView(db, viewer.user.id, id);
    const title = (
      await plans.agreementsOf({
        userId: viewer.user.id,
        teamId: null,
        site: 'premium',
        locale: request.locale,
      })
    ).find((a) => a.id === id)?.title;
    if ((!owned || !title) && !member) return notFound(request, reply);
    reply.header('cache-control', NO_STORE);
    const outcome = outcomeOf(request);
    return deps.render(request, reply, {
      name: 'premium-access-users',
      title: titleOf('plans.agreements.users.title'),
      noindex: true,
      content: ({ page, t }) => (
        <AgreementShell title={asPlans(t).t('plans.agreements.users.title')}>
          {owned && title ? (
            <AgreementUsers
              page={page}
              t={asPlans(t)}
              view={{ agreementId: id, title, ...owned }}
              outcome={outcome}
            />
          ) : (
            member && <MemberAgreement page={page} t={asPlans(t)} view={member} />
          )}
        </AgreementShell>
      ),
    });
  };
  app.get('/purchase/premium-access/:id/users', usersPage);

  app.post<{ Params: { id: string } }>('/purchase/premium-access/:id/users', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const id = idParam(request);
    if (id === undefined || request.site !== 'premium') return notFound(request, reply);
    const body = bodyOf(request);
    const memberId = parsePositiveInt4(String(body.member ?? ''));
    const userType = String(body.userType ?? '') as UserType;
    const path = `/purchase/premium-access/${id}/users`;
    if (!USER_TYPES.includes(userType)) return back(request, reply, path, { error: 'userType' });
    if (memberId === undefined) return back(request, reply, path, { error: 'member' });
    const changed = await setAgreementUser(
      db,
      { leaderId: viewer.user.id, agreementId: id, memberId, userType },
      plans.clock.now(),
    );
    if (changed.ok) return back(request, reply, path, { done: 'user' });
    if (changed.status === 404) return notFound(request, reply);
    return back(request, reply, path, { error: changed.status === 409 ? 'leader' : 'member' });
  });

  // Registration status codes, active_agreements and paAgreements of /account/api/viewer.
  deps.accounts.agreements.of = (userId, site) => activeAgreementsOf(db, userId, site, plans.clock.now());
}
