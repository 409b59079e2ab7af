// Registration: the full form (and /join, the subscription site's name for it), lite registration, and completing it from the link.
import { buildUrl, signInPath } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { completeRegistrationForm, liteRegisterForm, parseForm, registerForm } from '../schema';
import * as service from '../service';
import { isSignedIn } from '../sessions';
import { isTokenShaped } from '../tokens';
import { CompleteRegistrationPage, type FormState, MessagePage, RegisterPage } from '../ui/auth-pages';
import { countryChoices, suggestedCountry } from '../ui/countries';
import { type Body, limitedMessage } from './auth-shared';
import {
  type AccountRouteDeps,
  createShow,
  first,
  hasErrors,
  type Query,
  redirectTo,
  requestFacts,
  safeReturnUrl,
} from './shared';

export function registerRegisterRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { ctx, sessions } = deps.accounts;
  const show = createShow(deps);

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
    const result = await service.register(
      ctx,
      { ...form.data, returnUrl },
      requestFacts(request, deps.accounts),
    );
    switch (result.kind) {
      case 'registered':
        return redirectTo(request, reply, '/register/sent');
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
    const result = await service.registerLite(ctx, form.data.email, requestFacts(request, deps.accounts));
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
}
