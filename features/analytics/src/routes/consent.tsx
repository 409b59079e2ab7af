import { isSafeReturnUrl } from '@lightbox/core';
import type { Config, Db } from '@lightbox/platform';
import type { PageSpec, Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  consentScriptId,
  groupsFromChoice,
  serializeConsentCookie,
} from '../domain/consent';
import type { AnalyticsMessageKey } from '../messages/en-us';
import { recordConsentChoice } from '../store';
import { ConsentForm } from '../ui/ConsentForm';
import { cookieBase, visitorContext } from '../visitor';

export interface ConsentRouteDeps {
  db: Db;
  config: Pick<Config, 'env' | 'consentCountries'>;
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
}

export const COOKIE_SETTINGS_PAGE = 'cookie-settings';

const choiceSchema = z.object({
  choice: z.enum(['all', 'necessary', 'save']),
  groups: z.union([z.string(), z.array(z.string())]).optional(),
  returnurl: z.string().max(2000).optional(),
});

/** The banner's form (POST /consent) and the page the Footer's "Cookie settings" link opens. */
export function registerConsent(app: FastifyInstance, deps: ConsentRouteDeps) {
  app.post('/consent', async (request, reply) => {
    const parsed = choiceSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ error: 'bad_request', message: 'Choose all, necessary only, or save your choices' });
    }
    const { choice, returnurl } = parsed.data;
    const ticked = choice === 'save' ? [parsed.data.groups ?? []].flat() : [];
    const groups = groupsFromChoice({ all: choice === 'all', groups: ticked });
    reply.setCookie(CONSENT_COOKIE, serializeConsentCookie(groups), {
      ...cookieBase(request),
      maxAge: CONSENT_COOKIE_MAX_AGE_S,
    });
    const { country } = visitorContext(request, deps.config.consentCountries ?? []);
    await recordConsentChoice(deps.db, {
      site: request.site,
      country: country ?? null,
      groups,
      acceptedAll: choice === 'all',
    });
    const back = returnurl && isSafeReturnUrl(returnurl) ? returnurl : '/';
    return reply.redirect(`${request.prefix}${back}`, 303);
  });

  app.get('/cookie-settings', (request, reply) => {
    const { country, consent } = visitorContext(request, deps.config.consentCountries ?? []);
    return deps.render(request, reply, {
      name: COOKIE_SETTINGS_PAGE,
      title: (t) => (t as unknown as Translator<AnalyticsMessageKey>).t('analytics.consent.settings'),
      noindex: true,
      content: ({ page, t }) => {
        const own = t as unknown as Translator<AnalyticsMessageKey>;
        return (
          <div className="container lb-cookie-settings">
            <h1>{own.t('analytics.consent.settings')}</h1>
            <p>{own.t('analytics.consent.pageIntro')}</p>
            <ConsentForm
              t={own}
              action={`${page.prefix}/consent`}
              returnUrl="/cookie-settings"
              groups={consent.groups}
              scriptId={consentScriptId(request.site, country, deps.config.env === 'production')}
              detailsOpen
            />
          </div>
        );
      },
    });
  });
}
