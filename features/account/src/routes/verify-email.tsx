// Email verification: the link from the registration mail, and the form that sends a new one.
import { buildUrl, signInPath } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as service from '../service';
import { isTokenShaped } from '../tokens';
import { MessagePage } from '../ui/auth-pages';
import { registerEmailForm } from './auth-shared';
import { type AccountRouteDeps, createShow, first, type Query, redirectTo, safeReturnUrl } from './shared';

export function registerVerifyEmailRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { ctx } = deps.accounts;
  const show = createShow(deps);

  const linkProblem = (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'used' | 'expired' | 'invalid',
    returnUrl: string | undefined,
  ) =>
    show(request, reply, {
      name: 'verify-email',
      title: `account.verify.${kind}Title`,
      status: kind === 'invalid' ? 400 : 410,
      content: ({ t, page }) => (
        <MessagePage
          title={t.t(`account.verify.${kind}Title`)}
          body={t.t(`account.verify.${kind}Body`)}
          kind={kind === 'used' ? 'info' : 'error'}
          actions={
            kind === 'used'
              ? [{ label: t.t('account.register.signIn'), href: signInPath(returnUrl, page), primary: true }]
              : [
                  {
                    label: t.t('account.verify.resendTitle'),
                    href: buildUrl('/verify-email/resend', page),
                    primary: true,
                  },
                ]
          }
        />
      ),
    });

  app.get<{ Querystring: Query }>('/verify-email', async (request, reply) => {
    const token = first(request.query.token);
    const returnUrl = safeReturnUrl(request.query.returnurl);
    if (!isTokenShaped(token)) return linkProblem(request, reply, 'invalid', returnUrl);
    const result = await service.verifyEmail(ctx, token);
    switch (result.status) {
      case 'verified':
        // The sign-in form keeps the address just confirmed.
        return redirectTo(request, reply, '/sign-in', {
          done: 'verified',
          returnurl: returnUrl,
          email: result.email,
        });
      case 'used':
        return linkProblem(request, reply, result.verified ? 'used' : 'expired', returnUrl);
      case 'expired':
        return linkProblem(request, reply, 'expired', returnUrl);
      case 'unknown':
        return linkProblem(request, reply, 'invalid', returnUrl);
    }
  });

  registerEmailForm(app, deps, {
    path: '/verify-email/resend',
    sent: '/verify-email/sent',
    form: 'resend',
    title: 'account.verify.resendTitle',
    intro: 'account.verify.invalidBody',
    submit: 'account.verify.resendSubmit',
    sentTitle: 'account.verify.resentTitle',
    sentBody: 'account.verify.resentBody',
    send: service.resendVerification,
  });
}
