// Sign-in: the form, the re-authentication prompt for a recognised visitor, and the POST that signs in.
import { signOutPath } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasFreshSignIn, isRecognised } from '../domain/auth-state';
import type { AccountMessageKey } from '../messages/keys';
import { parseForm, signInForm } from '../schema';
import * as service from '../service';
import { isSignedIn, safeReturn } from '../sessions';
import { type FormState, SignInPage } from '../ui/auth-pages';
import { type Body, limitedMessage } from './auth-shared';
import {
  type AccountRouteDeps,
  createShow,
  first,
  hasErrors,
  noticeFrom,
  type Query,
  requestFacts,
  safeReturnUrl,
} from './shared';

/** An address the form may start with: one line, one @, at most 254 characters. */
const PREFILL_EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

export function registerSignInRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { ctx, sessions } = deps.accounts;
  const show = createShow(deps);

  async function showSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    options: {
      state: FormState;
      returnUrl: string | undefined;
      status?: number;
      notice?: AccountMessageKey;
      resendTo?: string;
    },
  ) {
    const viewer = await sessions.viewer(request, reply);
    const reauth =
      viewer.user && isRecognised(viewer.state)
        ? {
            email: viewer.user.email,
            signOutHref: signOutPath(options.returnUrl ?? '/', { prefix: request.prefix }),
          }
        : undefined;
    return show(request, reply, {
      name: 'sign-in',
      title: reauth ? 'account.signIn.reauthTitle' : 'account.signIn.title',
      ...(options.status !== undefined && { status: options.status }),
      hasErrors: hasErrors(options.state.errors) || !!options.state.message,
      content: (p) => (
        <SignInPage
          {...p}
          state={options.state}
          returnUrl={options.returnUrl}
          notice={options.notice}
          reauth={reauth}
          resendTo={options.resendTo}
        />
      ),
    });
  }

  app.get<{ Querystring: Query }>('/sign-in', async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnurl);
    const viewer = await sessions.viewer(request, reply);
    if (isSignedIn(viewer) && hasFreshSignIn(viewer.session, new Date())) {
      return reply.redirect(safeReturn(request, returnUrl, '/account'), 303);
    }
    // After confirming an address (verify-email) the form starts with it.
    const email = first(request.query.email);
    const state: FormState = email && PREFILL_EMAIL.test(email) ? { values: { identifier: email } } : {};
    return showSignIn(request, reply, { state, returnUrl, notice: noticeFrom(request.query) });
  });

  app.post<{ Body: Body }>('/sign-in', async (request, reply) => {
    const returnUrl = safeReturnUrl(request.body?.returnurl);
    const form = parseForm(signInForm, request.body);
    if (!form.ok) {
      return showSignIn(request, reply, { state: form, returnUrl, status: 400 });
    }
    const values = { identifier: form.data.identifier, remember: form.data.remember ? 'on' : '' };
    const check = await service.checkSignIn(ctx, form.data, requestFacts(request, deps.accounts));
    switch (check.kind) {
      case 'rate_limited':
        return showSignIn(request, reply, {
          state: { values, message: limitedMessage(check) },
          returnUrl,
          status: 429,
        });
      case 'invalid':
        return showSignIn(request, reply, {
          state: { values, message: { key: 'account.error.signInFailed' } },
          returnUrl,
          status: 401,
        });
      case 'unverified':
        return showSignIn(request, reply, {
          state: { values, message: { key: 'account.error.unverified', values: { email: check.email } } },
          returnUrl,
          status: 403,
          resendTo: check.email,
        });
      case 'incomplete':
        return showSignIn(request, reply, {
          state: { values, message: { key: 'account.error.incomplete', values: { email: check.email } } },
          returnUrl,
          status: 403,
        });
      case 'ok':
        await sessions.signIn(request, reply, check.userId, { rememberMe: form.data.remember });
        return reply.redirect(safeReturn(request, returnUrl, '/account'), 303);
    }
  });
}
