// What the sign-in, registration and recovery routes share: the form body type, the rate-limit message, the one-address forms.
import { signInPath } from '@lightbox/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountMessageKey } from '../messages/keys';
import { emailOnlyForm, parseForm } from '../schema';
import * as service from '../service';
import { EmailFormPage, type FormState, MessagePage } from '../ui/auth-pages';
import { type AccountRouteDeps, createShow, hasErrors, redirectTo, requestFacts } from './shared';

export type Body = Record<string, unknown>;

export const limitedMessage = (limited: { retryAfterMs: number }) => ({
  key: 'account.error.rateLimited' as const,
  values: { minutes: service.retryMinutes(limited) },
});

/** A form that asks for one address and mails a link or a reminder to it. */
export interface EmailForm {
  path: string;
  sent: string;
  form: string;
  title: AccountMessageKey;
  intro: AccountMessageKey;
  submit: AccountMessageKey;
  sentTitle: AccountMessageKey;
  sentBody: AccountMessageKey;
  send: typeof service.resendVerification;
}

/** The form's page, its POST, and the "sent" page it redirects to. */
export function registerEmailForm(app: FastifyInstance, deps: AccountRouteDeps, f: EmailForm) {
  const { ctx } = deps.accounts;
  const show = createShow(deps);
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
    const result = await f.send(ctx, form.data.email, requestFacts(request, deps.accounts));
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
