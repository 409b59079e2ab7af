import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authLabel, customerType, mayLoadDefaultBoard, registrationStatus } from '../domain/auth-state';
import type { AccountMessageKey } from '../messages/keys';
import { billingForm, changePasswordForm, parseForm, profileForm, searchSettingsForm } from '../schema';
import * as service from '../service';
import type { SignedInViewer } from '../sessions';
import { AccountHomePage, BillingPage, ProfilePage } from '../ui/account-pages';
import type { FormState } from '../ui/auth-pages';
import { countryChoices } from '../ui/countries';
import { type AccountRouteDeps, createShow, hasErrors, noticeFrom, type Query, redirectTo } from './shared';

type Body = Record<string, unknown>;

/** The signed-in area: overview, profile (details, password, devices) and billing. */
export function registerAccountPages(app: FastifyInstance, deps: AccountRouteDeps) {
  const { accounts } = deps;
  const { ctx, sessions, guards } = accounts;
  const show = createShow(deps);

  app.get<{ Querystring: Query }>('/account', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    return show(request, reply, {
      name: 'account',
      title: 'account.home.title',
      content: (p) => <AccountHomePage {...p} viewer={viewer} notice={noticeFrom(request.query)} />,
    });
  });

  // -------------------------------------------------------------------------------------------
  // Profile

  function showProfile(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: SignedInViewer,
    options: {
      details?: FormState;
      password?: FormState;
      search?: FormState;
      status?: number;
      notice?: AccountMessageKey | undefined;
    },
  ) {
    const details = options.details ?? {
      values: {
        name: viewer.user.displayName,
        username: viewer.user.username,
        country: viewer.user.countryCode ?? '',
      },
    };
    const password = options.password ?? {};
    const search = options.search ?? {
      values: viewer.user.peopleDisambiguation ? { peopleDisambiguation: 'on' } : {},
    };
    return show(request, reply, {
      name: 'account-profile',
      title: 'account.profile.title',
      ...(options.status !== undefined && { status: options.status }),
      hasErrors:
        hasErrors(details.errors) ||
        hasErrors(password.errors) ||
        !!password.message ||
        hasErrors(search.errors),
      content: (p) => (
        <ProfilePage
          {...p}
          email={viewer.user.email}
          details={details}
          password={password}
          search={search}
          notice={options.notice}
          countries={countryChoices(request.locale)}
        />
      ),
    });
  }

  app.get<{ Querystring: Query }>('/account/profile', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    return showProfile(request, reply, viewer, { notice: noticeFrom(request.query) });
  });

  app.post<{ Body: Body }>('/account/profile', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply, { returnTo: '/account/profile' });
    if (!viewer) return reply;
    const form = parseForm(profileForm, request.body);
    if (!form.ok) return showProfile(request, reply, viewer, { details: form, status: 400 });
    const result = await service.saveProfile(ctx, viewer.user.id, form.data);
    if (result.kind === 'username_taken') {
      return showProfile(request, reply, viewer, {
        details: { values: form.data, errors: { username: 'account.error.usernameTaken' } },
        status: 409,
      });
    }
    return redirectTo(request, reply, '/account/profile', { done: 'profileSaved' });
  });

  app.post<{ Body: Body }>('/account/search-settings', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply, { returnTo: '/account/profile' });
    if (!viewer) return reply;
    const form = parseForm(searchSettingsForm, request.body);
    if (!form.ok) return showProfile(request, reply, viewer, { search: form, status: 400 });
    await service.saveSearchSettings(ctx, viewer.user.id, form.data);
    return redirectTo(request, reply, '/account/profile', { done: 'searchSettingsSaved' });
  });

  app.post<{ Body: Body }>('/account/password', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply, { returnTo: '/account/profile' });
    if (!viewer) return reply;
    const form = parseForm(changePasswordForm, request.body);
    if (!form.ok) return showProfile(request, reply, viewer, { password: form, status: 400 });
    const result = await service.changePassword(ctx, viewer.user.id, form.data);
    if (result.kind === 'wrong_current') {
      return showProfile(request, reply, viewer, {
        password: { errors: { current: 'account.error.passwordWrong' } },
        status: 400,
      });
    }
    if (result.kind === 'rate_limited') {
      return showProfile(request, reply, viewer, {
        password: {
          message: { key: 'account.error.rateLimited', values: { minutes: service.retryMinutes(result) } },
        },
        status: 429,
      });
    }
    await sessions.keepOnlyThisSession(request, reply);
    return redirectTo(request, reply, '/account/profile', { done: 'passwordChanged' });
  });

  app.post('/account/sessions/revoke', async (request, reply) => {
    const viewer = await guards.requireSignedIn(request, reply, { returnTo: '/account/profile' });
    if (!viewer) return reply;
    await sessions.keepOnlyThisSession(request, reply);
    return redirectTo(request, reply, '/account/profile', { done: 'sessionsRevoked' });
  });

  // -------------------------------------------------------------------------------------------
  // Billing: a sensitive page, so a remembered visitor types the password again first.

  async function showBilling(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: SignedInViewer,
    options: { state?: FormState; status?: number; notice?: AccountMessageKey | undefined },
  ) {
    const details: FormState = options.state ?? { values: await billingValues(viewer.user.id) };
    const paymentMethodsHtml = await deps.billingPanel?.(request, reply);
    const plansHtml = await deps.plansBillingPanel?.(request, reply, details);
    return show(request, reply, {
      name: 'account-billing',
      title: 'account.billing.title',
      ...(options.status !== undefined && { status: options.status }),
      hasErrors: hasErrors(details.errors),
      content: (p) => (
        <BillingPage
          {...p}
          state={details}
          notice={options.notice}
          countries={countryChoices(request.locale)}
          paymentMethodsHtml={paymentMethodsHtml}
          plansHtml={plansHtml}
        />
      ),
    });
  }

  async function billingValues(userId: number) {
    const details = await service.billingDetails(ctx, userId);
    return { name: details.name, country: details.country };
  }

  app.get<{ Querystring: Query }>('/account/billing', async (request, reply) => {
    const viewer = await guards.requireFreshSignIn(request, reply);
    if (!viewer) return reply;
    return showBilling(request, reply, viewer, { notice: noticeFrom(request.query) });
  });

  app.post<{ Body: Body }>('/account/billing', async (request, reply) => {
    const viewer = await guards.requireFreshSignIn(request, reply, { returnTo: '/account/billing' });
    if (!viewer) return reply;
    const form = parseForm(billingForm, request.body);
    if (!form.ok) return showBilling(request, reply, viewer, { state: form, status: 400 });
    await service.saveBilling(ctx, viewer.user.id, form.data);
    return redirectTo(request, reply, '/account/billing', { done: 'billingSaved' });
  });

  // -------------------------------------------------------------------------------------------
  // JSON for the browser: who is asking (for analytics and remotes), and billing (sensitive).

  app.get('/account/api/viewer', async (request, reply) => {
    const viewer = await sessions.viewer(request, reply);
    reply.header('cache-control', 'no-store');
    const active = viewer.user ? await accounts.agreements.of(viewer.user.id, request.site) : [];
    return {
      authState: viewer.state,
      authLabel: authLabel(request.site, viewer.state),
      customerType: customerType(viewer.state, viewer.team?.role),
      registrationStatus: registrationStatus({
        registered: !!viewer.user,
        agreements: active.map((a) => a.agreement_type),
        expansionBundle: false,
        liteRegistration: false,
        socialSignIn: false,
      }),
      mayLoadDefaultBoard: mayLoadDefaultBoard({ authState: viewer.state, bot: viewer.bot }),
      ...(viewer.user && { displayName: viewer.user.displayName }),
      ...(viewer.team && { teamRole: viewer.team.role }),
      // The tracking data's active_agreements and the gallery state's paAgreements (spec §3).
      ...(active.length > 0 && {
        activeAgreements: active,
        paAgreements: active.filter((a) => a.agreement_type === 'PA'),
      }),
    };
  });

  app.get('/account/api/billing', async (request, reply) => {
    const viewer = await guards.requireFreshSignIn(request, reply);
    if (!viewer) return reply;
    reply.header('cache-control', 'no-store');
    const details = await service.billingDetails(ctx, viewer.user.id);
    return { name: details.name, country: details.country, paymentMethods: [] };
  });
}
