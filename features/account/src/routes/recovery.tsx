// Recovery: the forgotten username and password forms, and the password reset from the mailed link.
import { buildUrl } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseForm, resetPasswordForm } from '../schema';
import * as service from '../service';
import { isTokenShaped } from '../tokens';
import { type FormState, MessagePage, ResetPasswordPage } from '../ui/auth-pages';
import { type Body, registerEmailForm } from './auth-shared';
import { type AccountRouteDeps, createShow, first, hasErrors, type Query, redirectTo } from './shared';

export function registerRecoveryRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { ctx } = deps.accounts;
  const show = createShow(deps);

  registerEmailForm(app, deps, {
    path: '/forgot-username',
    sent: '/forgot-username/sent',
    form: 'username',
    title: 'account.forgotUsername.title',
    intro: 'account.forgotUsername.intro',
    submit: 'account.forgotUsername.submit',
    sentTitle: 'account.register.sentTitle',
    sentBody: 'account.forgotUsername.sentBody',
    send: service.sendUsername,
  });
  registerEmailForm(app, deps, {
    path: '/forgot-password',
    sent: '/forgot-password/sent',
    form: 'forgot',
    title: 'account.forgotPassword.title',
    intro: 'account.forgotPassword.intro',
    submit: 'account.forgotPassword.submit',
    sentTitle: 'account.register.sentTitle',
    sentBody: 'account.forgotPassword.sentBody',
    send: service.sendPasswordReset,
  });

  const resetInvalid = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    show(request, reply, {
      name: 'reset-password-invalid',
      title: 'account.reset.invalidTitle',
      status,
      content: ({ t, page }) => (
        <MessagePage
          title={t.t('account.reset.invalidTitle')}
          body={t.t('account.reset.invalidBody')}
          kind="error"
          actions={[
            { label: t.t('account.reset.again'), href: buildUrl('/forgot-password', page), primary: true },
          ]}
        />
      ),
    });

  async function showReset(
    request: FastifyRequest,
    reply: FastifyReply,
    token: unknown,
    state: FormState,
    status?: number,
  ) {
    if (!isTokenShaped(token)) return resetInvalid(request, reply, 400);
    const found = await service.peekReset(ctx, token);
    if (found.status !== 'valid') return resetInvalid(request, reply, found.status === 'unknown' ? 400 : 410);
    return show(request, reply, {
      name: 'reset-password',
      title: 'account.reset.title',
      ...(status !== undefined && { status }),
      hasErrors: hasErrors(state.errors),
      content: (p) => <ResetPasswordPage {...p} state={state} token={token} email={found.email} />,
    });
  }

  app.get<{ Querystring: Query }>('/reset-password', (request, reply) =>
    showReset(request, reply, first(request.query.token), {}),
  );

  app.post<{ Body: Body }>('/reset-password', async (request, reply) => {
    const form = parseForm(resetPasswordForm, request.body);
    if (!form.ok) return showReset(request, reply, first(request.body?.token), form, 400);
    const result = await service.resetPassword(ctx, form.data);
    if (result.kind === 'invalid')
      return resetInvalid(request, reply, result.status === 'unknown' ? 400 : 410);
    return redirectTo(request, reply, '/sign-in', { done: 'passwordReset' });
  });
}
