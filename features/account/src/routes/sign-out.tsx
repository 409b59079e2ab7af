// Sign-out: GET asks (a link must not sign anyone out), POST does it.
import type { FastifyInstance } from 'fastify';
import { parseForm, signOutForm } from '../schema';
import { safeReturn } from '../sessions';
import { SignOutPage } from '../ui/auth-pages';
import type { Body } from './auth-shared';
import { type AccountRouteDeps, createShow, type Query, safeReturnUrl } from './shared';

/** Back where the visitor was, unless that page needs an account. */
const afterSignOut = (returnUrl: string | undefined) =>
  returnUrl && !/^\/account(\/|\?|$)/.test(returnUrl) ? returnUrl : undefined;

export function registerSignOutRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { sessions } = deps.accounts;
  const show = createShow(deps);

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
