import { buildUrl, isSafeReturnUrl, type QueryParams } from '@lightbox/core';
import { publicOrigin } from '@lightbox/platform';
import { createTranslator, type MessageSource, type PageSpec, type Translator } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import type { Accounts } from '../accounts';
import type { AccountMessageKey } from '../messages/keys';
import type { RequestFacts } from '../service';
import type { AccountPageProps, AccountT } from '../ui/kit';

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageSpec,
) => Promise<FastifyReply>;

export interface AccountRouteDeps {
  accounts: Accounts;
  render: RenderPage;
  /** The payment methods section of the billing page (the purchase feature), as HTML. */
  billingPanel?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | undefined>;
  /**
   * The plans feature's part of the billing page, as HTML: the billing details (shown, and the
   * form editing them, which posts here) and the billing schedules. Without it, the page's own form.
   */
  plansBillingPanel?: (
    request: FastifyRequest,
    reply: FastifyReply,
    state: { values?: Record<string, string | undefined>; errors?: Partial<Record<string, string>> },
  ) => Promise<{ details: string; schedules: string } | undefined>;
}

export type Query = Record<string, string | string[] | undefined>;

/** The first value of a query parameter. */
export const first = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : undefined;

/** A return URL worth keeping: a same-site relative path, else nothing. */
export const safeReturnUrl = (value: unknown): string | undefined => {
  const v = first(value);
  return isSafeReturnUrl(v) ? v : undefined;
};

export function accountTranslator(
  locale: string,
  messages: Partial<Record<string, MessageSource>>,
): AccountT {
  return createTranslator<AccountMessageKey>(locale, messages);
}

/** The post-redirect-get notices a page may show, by the `done` code in its address. */
const NOTICES: Record<string, AccountMessageKey> = {
  verified: 'account.notice.verified',
  passwordReset: 'account.notice.passwordReset',
  profileSaved: 'account.notice.profileSaved',
  searchSettingsSaved: 'account.notice.searchSettingsSaved',
  passwordChanged: 'account.notice.passwordChanged',
  sessionsRevoked: 'account.notice.sessionsRevoked',
  billingSaved: 'account.notice.billingSaved',
  teamCreated: 'account.notice.teamCreated',
  invited: 'account.notice.invited',
  inviteRevoked: 'account.notice.inviteRevoked',
  memberRemoved: 'account.notice.memberRemoved',
  joined: 'account.notice.joined',
  left: 'account.notice.left',
  registered: 'account.notice.registered',
};
export type NoticeCode = keyof typeof NOTICES;

export function noticeFrom(query: Query): AccountMessageKey | undefined {
  const code = first(query.done);
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code] : undefined;
}

/** 303 to a page of this site, under the request's country-language prefix. */
export function redirectTo(request: FastifyRequest, reply: FastifyReply, path: string, query?: QueryParams) {
  return reply.redirect(buildUrl(path, query, { prefix: request.prefix }), 303);
}

/**
 * What the services need of a request. Mail links use the site's configured address: the Host
 * and X-Forwarded-Host headers are the sender's to choose, and a reset link must not point
 * anywhere else.
 */
export function requestFacts(request: FastifyRequest, accounts: Pick<Accounts, 'ctx'>): RequestFacts {
  return {
    ip: request.ip,
    site: request.site,
    mail: {
      site: request.site,
      locale: request.locale,
      prefix: request.prefix,
      origin: publicOrigin(accounts.ctx.sites, request.site),
    },
  };
}

export interface ShowOptions {
  name: string;
  title: AccountMessageKey;
  titleValues?: Record<string, string>;
  status?: number;
  /** Prefixes the document title with "Error:" so screen readers hear it first. */
  hasErrors?: boolean;
  content(props: AccountPageProps & { core: Translator; siteName: string }): ReactElement;
}

/** Renders one of the feature's pages through the storefront's page shell. */
export function createShow(deps: AccountRouteDeps) {
  return (request: FastifyRequest, reply: FastifyReply, options: ShowOptions) => {
    return deps.render(request, reply, {
      name: options.name,
      noindex: true,
      ...(options.status !== undefined && { status: options.status }),
      title: (core) => {
        const t = core as unknown as AccountT;
        const site = core.t(request.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
        const title = t.t(options.title, { site, ...options.titleValues });
        return options.hasErrors ? t.t('account.form.errorTitle', { title }) : title;
      },
      content: (ctx) => {
        const t = accountTranslator(ctx.page.locale, ctx.page.messages);
        const siteName = ctx.t.t(
          ctx.page.site === 'premium' ? 'site.premium.name' : 'site.subscription.name',
        );
        return options.content({ page: ctx.page, t, core: ctx.t, siteName });
      },
    });
  };
}

export type Show = ReturnType<typeof createShow>;

export const hasErrors = (errors: object | undefined) => !!errors && Object.keys(errors).length > 0;
