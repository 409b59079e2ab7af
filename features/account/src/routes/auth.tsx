import { buildUrl, signInPath, signOutPath } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasFreshSignIn, isRecognised } from '../domain/auth-state';
import type { AccountMessageKey } from '../messages/keys';
import {
  completeRegistrationForm,
  emailOnlyForm,
  liteRegisterForm,
  parseForm,
  registerForm,
  resetPasswordForm,
  signInForm,
  signOutForm,
} from '../schema';
import * as service from '../service';
import { isSignedIn, safeReturn } from '../sessions';
import { isTokenShaped } from '../tokens';
import {
  CompleteRegistrationPage,
  EmailFormPage,
  type FormState,
  MessagePage,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
  SignOutPage,
} from '../ui/auth-pages';
import { countryChoices, suggestedCountry } from '../ui/countries';
import {
  type AccountRouteDeps,
  createShow,
  first,
  hasErrors,
  noticeFrom,
  type Query,
  redirectTo,
  requestFacts,
  safeReturnUrl,
} from './shared';

type Body = Record<string, unknown>;

/** Sign-in, registration (full and lite), email verification, recovery and sign-out. */
export function registerAuthRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts } = deps;
  const { ctx, sessions } = accounts;
  const show = createShow(deps);
  const limitedMessage = (limited: { retryAfterMs: number }) => ({
    key: 'account.error.rateLimited' as const,
    values: { minutes: service.retryMinutes(limited) },
  });

  // -------------------------------------------------------------------------------------------
  // Sign in

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
    return showSignIn(request, reply, { state: {}, returnUrl, notice: noticeFrom(request.query) });
  });

  app.post<{ Body: Body }>('/sign-in', async (request, reply) => {
    const returnUrl = safeReturnUrl(request.body?.returnurl);
    const form = parseForm(signInForm, request.body);
    if (!form.ok) {
      return showSignIn(request, reply, { state: form, returnUrl, status: 400 });
    }
    const values = { identifier: form.data.identifier, remember: form.data.remember ? 'on' : '' };
    const check = await service.checkSignIn(ctx, form.data, requestFacts(request));
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

  // -------------------------------------------------------------------------------------------
  // Register (and /join, the subscription site's name for it)

  async function showRegister(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { state?: FormState; lite?: FormState; returnUrl: string | undefined; status?: number },
  ) {
    const join = request.site === 'subscription' && request.url.split('?')[0] === '/join';
    const state = options.state ?? {};
    const lite = options.lite ?? {};
    const prefill = first((request.query as Query | undefined)?.email);
    return show(request, reply, {
      name: 'register',
      title: join ? 'account.register.joinTitle' : 'account.register.title',
      ...(options.status !== undefined && { status: options.status }),
      hasErrors: hasErrors(state.errors) || hasErrors(lite.errors) || !!state.message || !!lite.message,
      content: (p) => (
        <RegisterPage
          {...p}
          state={{
            ...state,
            values: {
              country: suggestedCountry(request.locale, request.cookies.lb_country),
              ...(prefill && { email: prefill }),
              ...state.values,
            },
          }}
          lite={lite}
          returnUrl={options.returnUrl}
          countries={countryChoices(request.locale)}
          join={join}
        />
      ),
    });
  }

  const registerPage = async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
    const viewer = await sessions.viewer(request, reply);
    if (isSignedIn(viewer)) return redirectTo(request, reply, '/account');
    return showRegister(request, reply, { returnUrl: safeReturnUrl(request.query.returnurl) });
  };

  const registerPost = async (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
    const returnUrl = safeReturnUrl(request.body?.returnurl);
    const form = parseForm(registerForm, request.body);
    if (!form.ok) return showRegister(request, reply, { state: form, returnUrl, status: 400 });
    const values = { name: form.data.name, email: form.data.email, country: form.data.country };
    const result = await service.register(ctx, { ...form.data, returnUrl }, requestFacts(request));
    switch (result.kind) {
      case 'registered':
        return redirectTo(request, reply, '/register/sent');
      case 'email_taken':
        return showRegister(request, reply, {
          state: { values, errors: { email: 'account.error.emailTaken' } },
          returnUrl,
          status: 409,
        });
      case 'pending':
        return showRegister(request, reply, {
          state: { values, errors: { email: 'account.error.emailPending' } },
          returnUrl,
          status: 409,
        });
      case 'rate_limited':
        return showRegister(request, reply, {
          state: { values, message: limitedMessage(result) },
          returnUrl,
          status: 429,
        });
    }
  };

  app.get('/register', registerPage);
  app.post('/register', registerPost);
  app.get<{ Querystring: Query }>('/join', async (request, reply) => {
    if (request.site !== 'subscription') {
      const qs = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`${buildUrl('/register', { prefix: request.prefix })}${qs}`, 301);
    }
    return registerPage(request, reply);
  });
  app.post<{ Body: Body }>('/join', registerPost);

  app.get('/register/sent', (request, reply) =>
    show(request, reply, {
      name: 'register-sent',
      title: 'account.register.sentTitle',
      content: ({ t, page }) => (
        <MessagePage
          title={t.t('account.register.sentTitle')}
          body={t.t('account.register.sentBody')}
          actions={[
            { label: t.t('account.register.signIn'), href: signInPath(undefined, page), primary: true },
          ]}
        />
      ),
    }),
  );

  app.post<{ Body: Body }>('/register/lite', async (request, reply) => {
    const form = parseForm(liteRegisterForm, request.body);
    if (!form.ok) return showRegister(request, reply, { lite: form, returnUrl: undefined, status: 400 });
    const result = await service.registerLite(ctx, form.data.email, requestFacts(request));
    if (result.kind === 'rate_limited') {
      return showRegister(request, reply, {
        lite: { values: { email: form.data.email }, message: limitedMessage(result) },
        returnUrl: undefined,
        status: 429,
      });
    }
    return redirectTo(request, reply, '/register/lite-sent');
  });

  app.get('/register/lite-sent', (request, reply) =>
    show(request, reply, {
      name: 'register-lite-sent',
      title: 'account.register.sentTitle',
      content: ({ t }) => (
        <MessagePage title={t.t('account.register.sentTitle')} body={t.t('account.register.liteSentBody')} />
      ),
    }),
  );

  const completeInvalid = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    show(request, reply, {
      name: 'register-complete-invalid',
      title: 'account.verify.invalidTitle',
      status,
      content: ({ t, page }) => (
        <MessagePage
          title={t.t('account.verify.invalidTitle')}
          body={t.t('account.register.completeInvalid')}
          kind="error"
          actions={[
            { label: t.t('account.register.title'), href: buildUrl('/register', page), primary: true },
          ]}
        />
      ),
    });

  async function showComplete(
    request: FastifyRequest,
    reply: FastifyReply,
    token: unknown,
    state: FormState,
    status?: number,
  ) {
    if (!isTokenShaped(token)) return completeInvalid(request, reply, 400);
    const found = await service.peekCompletion(ctx, token);
    if (found.status !== 'valid')
      return completeInvalid(request, reply, found.status === 'unknown' ? 400 : 410);
    return show(request, reply, {
      name: 'register-complete',
      title: 'account.register.completeTitle',
      ...(status !== undefined && { status }),
      hasErrors: hasErrors(state.errors),
      content: (p) => (
        <CompleteRegistrationPage
          {...p}
          state={{
            ...state,
            values: {
              country: suggestedCountry(request.locale, request.cookies.lb_country),
              ...state.values,
            },
          }}
          token={token}
          email={found.email}
          countries={countryChoices(request.locale)}
        />
      ),
    });
  }

  app.get<{ Querystring: Query }>('/register/complete', (request, reply) =>
    showComplete(request, reply, first(request.query.token), {}),
  );

  app.post<{ Body: Body }>('/register/complete', async (request, reply) => {
    const form = parseForm(completeRegistrationForm, request.body);
    const token = first(request.body?.token);
    if (!form.ok) return showComplete(request, reply, token, form, 400);
    const result = await service.completeRegistration(ctx, form.data);
    if (result.kind === 'invalid')
      return completeInvalid(request, reply, result.status === 'unknown' ? 400 : 410);
    await sessions.signIn(request, reply, result.userId, { rememberMe: false });
    return redirectTo(request, reply, '/account', { done: 'registered' });
  });

  // -------------------------------------------------------------------------------------------
  // Email verification

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
        return redirectTo(request, reply, '/sign-in', { done: 'verified', returnurl: returnUrl });
      case 'used':
        return linkProblem(request, reply, result.verified ? 'used' : 'expired', returnUrl);
      case 'expired':
        return linkProblem(request, reply, 'expired', returnUrl);
      case 'unknown':
        return linkProblem(request, reply, 'invalid', returnUrl);
    }
  });

  // -------------------------------------------------------------------------------------------
  // One-address forms: a new verification link, the username, a password reset link

  const emailForms = [
    {
      path: '/verify-email/resend',
      sent: '/verify-email/sent',
      form: 'resend',
      title: 'account.verify.resendTitle',
      intro: 'account.verify.invalidBody',
      submit: 'account.verify.resendSubmit',
      sentTitle: 'account.verify.resentTitle',
      sentBody: 'account.verify.resentBody',
      send: service.resendVerification,
    },
    {
      path: '/forgot-username',
      sent: '/forgot-username/sent',
      form: 'username',
      title: 'account.forgotUsername.title',
      intro: 'account.forgotUsername.intro',
      submit: 'account.forgotUsername.submit',
      sentTitle: 'account.register.sentTitle',
      sentBody: 'account.forgotUsername.sentBody',
      send: service.sendUsername,
    },
    {
      path: '/forgot-password',
      sent: '/forgot-password/sent',
      form: 'forgot',
      title: 'account.forgotPassword.title',
      intro: 'account.forgotPassword.intro',
      submit: 'account.forgotPassword.submit',
      sentTitle: 'account.register.sentTitle',
      sentBody: 'account.forgotPassword.sentBody',
      send: service.sendPasswordReset,
    },
  ] as const;

  for (const f of emailForms) {
    const showForm = (request: FastifyRequest, reply: FastifyReply, state: FormState, status?: number) =>
      show(request, reply, {
        name: f.form,
        title: f.title,
        ...(status !== undefined && { status }),
        hasErrors: hasErrors(state.errors) || !!state.message,
        content: (p) => (
          <EmailFormPage
            {...p}
            state={state}
            title={f.title}
            intro={f.intro}
            submit={f.submit}
            action={f.path}
            form={f.form}
          />
        ),
      });
    app.get(f.path, (request, reply) => showForm(request, reply, {}));
    app.post<{ Body: Body }>(f.path, async (request, reply) => {
      const form = parseForm(emailOnlyForm, request.body);
      if (!form.ok) return showForm(request, reply, form, 400);
      const result = await f.send(ctx, form.data.email, requestFacts(request));
      if (result.kind === 'rate_limited') {
        return showForm(
          request,
          reply,
          { values: { email: form.data.email }, message: limitedMessage(result) },
          429,
        );
      }
      return redirectTo(request, reply, f.sent);
    });
    app.get(f.sent, (request, reply) =>
      show(request, reply, {
        name: `${f.form}-sent`,
        title: f.sentTitle,
        content: ({ t, page }) => (
          <MessagePage
            title={t.t(f.sentTitle)}
            body={t.t(f.sentBody)}
            actions={[{ label: t.t('account.register.signIn'), href: signInPath(undefined, page) }]}
          />
        ),
      }),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Password reset from the link

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

  // -------------------------------------------------------------------------------------------
  // Sign out: GET asks (a link must not sign anyone out), POST does it

  /** Back where the visitor was, unless that page needs an account. */
  const afterSignOut = (returnUrl: string | undefined) =>
    returnUrl && !/^\/account(\/|\?|$)/.test(returnUrl) ? returnUrl : undefined;

  app.get<{ Querystring: Query }>('/sign-out', async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnurl);
    const viewer = await sessions.viewer(request, reply);
    if (!viewer.user) return reply.redirect(safeReturn(request, afterSignOut(returnUrl), '/'), 303);
    return show(request, reply, {
      name: 'sign-out',
      title: 'account.signOut.title',
      content: (p) => <SignOutPage {...p} returnUrl={returnUrl} />,
    });
  });

  app.post<{ Body: Body; Querystring: Query }>('/sign-out', async (request, reply) => {
    const form = parseForm(signOutForm, request.body);
    // The Header's form carries the return URL in its address (spec: /sign-out?returnurl=…).
    const returnUrl =
      (form.ok ? safeReturnUrl(form.data.returnurl) : undefined) ?? safeReturnUrl(request.query.returnurl);
    await sessions.signOut(request, reply);
    return reply.redirect(safeReturn(request, afterSignOut(returnUrl), '/'), 303);
  });
}
