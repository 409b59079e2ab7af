import { buildUrl, signInPath } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountMessageKey } from '../messages/keys';
import { createTeamForm, inviteForm, parseForm, tokenForm } from '../schema';
import { retryMinutes } from '../service';
import { isSignedIn, type SignedInViewer } from '../sessions';
import * as teams from '../team-service';
import { isTokenShaped } from '../tokens';
import type { FormState } from '../ui/auth-pages';
import type { FormMessage } from '../ui/kit';
import { JoinTeamPage, TeamPage } from '../ui/team-pages';
import {
  type AccountRouteDeps,
  createShow,
  first,
  hasErrors,
  noticeFrom,
  type Query,
  redirectTo,
  requestFacts,
} from './shared';

type Body = Record<string, unknown>;

const ID = /^[1-9]\d{0,8}$/;

/** The team page of business customers, invitations, and accepting one. */
export function registerTeamRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts } = deps;
  const { ctx, sessions, guards } = accounts;
  const show = createShow(deps);

  async function showTeam(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: SignedInViewer,
    options: {
      create?: FormState;
      invite?: FormState;
      leave?: FormState;
      message?: FormMessage;
      status?: number;
      notice?: AccountMessageKey | undefined;
    },
  ) {
    const view = await teams.teamView(ctx, viewer.user.id);
    const create = options.create ?? {};
    const invite = options.invite ?? {};
    const leave = options.leave ?? {};
    return show(request, reply, {
      name: 'account-team',
      title: 'account.team.title',
      ...(options.status !== undefined && { status: options.status }),
      hasErrors:
        hasErrors(create.errors) ||
        hasErrors(invite.errors) ||
        !!options.message ||
        !!invite.message ||
        !!leave.message,
      content: (p) => (
        <TeamPage
          {...p}
          view={view}
          viewerId={viewer.user.id}
          create={create}
          invite={invite}
          leave={leave}
          notice={options.notice}
          message={options.message}
        />
      ),
    });
  }

  const guard = (request: FastifyRequest, reply: FastifyReply) =>
    guards.requireSignedIn(request, reply, { returnTo: '/account/team' });

  app.get<{ Querystring: Query }>('/account/team', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    return showTeam(request, reply, viewer, { notice: noticeFrom(request.query) });
  });

  app.post<{ Body: Body }>('/account/team', async (request, reply) => {
    const viewer = await guard(request, reply);
    if (!viewer) return reply;
    const form = parseForm(createTeamForm, request.body);
    if (!form.ok) return showTeam(request, reply, viewer, { create: form, status: 400 });
    const result = await teams.createTeam(ctx, viewer.user.id, form.data.teamName);
    if (result.kind === 'already_in_team') {
      return showTeam(request, reply, viewer, {
        message: { key: 'account.error.alreadyInTeam' },
        status: 409,
      });
    }
    return redirectTo(request, reply, '/account/team', { done: 'teamCreated' });
  });

  app.post<{ Body: Body }>('/account/team/invitations', async (request, reply) => {
    const viewer = await guard(request, reply);
    if (!viewer) return reply;
    const form = parseForm(inviteForm, request.body);
    if (!form.ok) return showTeam(request, reply, viewer, { invite: form, status: 400 });
    const result = await teams.invite(
      ctx,
      { id: viewer.user.id, name: viewer.user.displayName },
      form.data,
      requestFacts(request, deps.accounts),
    );
    const values = { email: form.data.email, role: form.data.role };
    const refuse = (status: number, state: FormState) =>
      showTeam(request, reply, viewer, { invite: { values, ...state }, status });
    switch (result.kind) {
      case 'invited':
        return redirectTo(request, reply, '/account/team', { done: 'invited' });
      case 'not_leader':
        return showTeam(request, reply, viewer, { message: { key: 'account.error.notLeader' }, status: 403 });
      case 'already_member':
        return refuse(409, { errors: { email: 'account.error.alreadyMember' } });
      case 'team_full':
        return refuse(409, { message: { key: 'account.error.teamFull' } });
      case 'rate_limited':
        return refuse(429, {
          message: { key: 'account.error.rateLimited', values: { minutes: retryMinutes(result) } },
        });
    }
  });

  app.post<{ Params: { id: string } }>('/account/team/invitations/:id/revoke', async (request, reply) => {
    const viewer = await guard(request, reply);
    if (!viewer) return reply;
    if (!ID.test(request.params.id)) return redirectTo(request, reply, '/account/team');
    const result = await teams.revokeInvitation(ctx, viewer.user.id, Number(request.params.id));
    if (result === 'not_leader') {
      return showTeam(request, reply, viewer, { message: { key: 'account.error.notLeader' }, status: 403 });
    }
    return redirectTo(
      request,
      reply,
      '/account/team',
      result === 'revoked' ? { done: 'inviteRevoked' } : undefined,
    );
  });

  app.post<{ Params: { userId: string } }>('/account/team/members/:userId/remove', async (request, reply) => {
    const viewer = await guard(request, reply);
    if (!viewer) return reply;
    if (!ID.test(request.params.userId)) return redirectTo(request, reply, '/account/team');
    const result = await teams.removeMember(ctx, viewer.user.id, Number(request.params.userId));
    if (result === 'not_leader') {
      return showTeam(request, reply, viewer, { message: { key: 'account.error.notLeader' }, status: 403 });
    }
    return redirectTo(
      request,
      reply,
      '/account/team',
      result === 'removed' ? { done: 'memberRemoved' } : undefined,
    );
  });

  app.post('/account/team/leave', async (request, reply) => {
    const viewer = await guard(request, reply);
    if (!viewer) return reply;
    const result = await teams.leaveTeam(ctx, viewer.user.id);
    if (result === 'last_leader') {
      return showTeam(request, reply, viewer, {
        leave: { message: { key: 'account.error.lastLeader' } },
        status: 409,
      });
    }
    return redirectTo(request, reply, '/account/team', result === 'left' ? { done: 'left' } : undefined);
  });

  // -------------------------------------------------------------------------------------------
  // Accepting an invitation (the link in the mail)

  async function showJoin(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | undefined,
    options: { error?: FormMessage; status?: number } = {},
  ) {
    const view: teams.InvitationView = isTokenShaped(token)
      ? await teams.invitationView(ctx, token)
      : { status: 'unknown' };
    const viewer = await sessions.viewer(request, reply);
    const here = buildUrl('/account/team/join', { token }, { prefix: '' });
    const status = options.status ?? (view.status === 'open' ? 200 : view.status === 'unknown' ? 400 : 410);
    return show(request, reply, {
      name: 'account-team-join',
      title: view.status === 'open' ? 'account.join.title' : 'account.join.invalidTitle',
      status,
      hasErrors: !!options.error,
      content: (p) => (
        <JoinTeamPage
          {...p}
          view={view}
          token={token ?? ''}
          signedIn={isSignedIn(viewer)}
          signInHref={signInPath(here, { prefix: request.prefix })}
          registerHref={buildUrl(
            request.site === 'subscription' ? '/join' : '/register',
            { returnurl: here, ...(view.status === 'open' && { email: view.email }) },
            { prefix: request.prefix },
          )}
          {...(options.error && { error: options.error })}
        />
      ),
    });
  }

  app.get<{ Querystring: Query }>('/account/team/join', (request, reply) =>
    showJoin(request, reply, first(request.query.token)),
  );

  app.post<{ Body: Body }>('/account/team/join', async (request, reply) => {
    const token = first(request.body?.token);
    const viewer = await guards.requireSignedIn(request, reply, {
      returnTo: buildUrl(
        '/account/team/join',
        { token: isTokenShaped(token) ? token : undefined },
        { prefix: '' },
      ),
    });
    if (!viewer) return reply;
    const form = parseForm(tokenForm, request.body);
    if (!form.ok) return showJoin(request, reply, undefined);
    const result = await teams.acceptInvitation(ctx, viewer.user, form.data.token);
    switch (result.kind) {
      case 'joined':
        return redirectTo(request, reply, '/account/team', { done: 'joined' });
      case 'invalid':
        return showJoin(request, reply, form.data.token);
      case 'wrong_account':
        return showJoin(request, reply, form.data.token, {
          error: { key: 'account.error.inviteWrongAccount', values: { email: result.email } },
          status: 403,
        });
      case 'already_in_team':
        return showJoin(request, reply, form.data.token, {
          error: { key: 'account.error.alreadyInTeam' },
          status: 409,
        });
      case 'team_full':
        return showJoin(request, reply, form.data.token, {
          error: { key: 'account.error.teamFull' },
          status: 409,
        });
    }
  });
}
