import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import { buildUrl, MARKETING_PATHS, type MarketingPathKind, marketingPath } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import {
  createTranslator,
  loadMessages,
  type PageRenderContext,
  type PageSpec,
  type Translator,
} from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { countryChoices } from './countries';
import type { MarketingKey } from './messages/en-us';
import { submitEnquiry } from './service';
import { AboutPage } from './ui/AboutPage';
import { AiLandingPage } from './ui/AiLandingPage';
import { ContactSalesPage, type ContactSalesState } from './ui/ContactSalesPage';
import type { MarketingPageProps } from './ui/layout';
import { SearchGuidePage } from './ui/SearchGuidePage';
import { WorkWithUsPage } from './ui/WorkWithUsPage';

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageSpec,
) => Promise<FastifyReply>;

export interface MarketingRouteDeps {
  db: Db;
  render: RenderPage;
}

/** The query flag of the contact page's thank-you state, after the form was stored. */
export const SENT_PARAM = 'sent';

interface PageText {
  title: MarketingKey;
  description: MarketingKey;
  component: (props: MarketingPageProps) => ReactElement;
}

const PAGES: Record<Exclude<MarketingPathKind, 'contact-sales'>, PageText> = {
  'ai-landing': {
    title: 'marketing.ai.title',
    description: 'marketing.ai.description',
    component: AiLandingPage,
  },
  'search-guide': {
    title: 'marketing.guide.title',
    description: 'marketing.guide.description',
    component: SearchGuidePage,
  },
  'about-us': {
    title: 'marketing.about.title',
    description: 'marketing.about.description',
    component: AboutPage,
  },
  'work-with-us': {
    title: 'marketing.work.title',
    description: 'marketing.work.description',
    component: WorkWithUsPage,
  },
};

/** Every slug of a kind, once: several locales share one (pt-br and pt-pt '/sobre-nos'). */
function slugsOf(kind: MarketingPathKind): string[] {
  return [...new Set(Object.values(MARKETING_PATHS[kind]))];
}

function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** The site name and a translator of this feature's keys, reporting a missing key to the log. */
async function marketingText(request: FastifyRequest) {
  const messages = await loadMessages(request.locale);
  const tm = createTranslator<MarketingKey>(request.locale, messages, (tag) =>
    request.log.warn({ tag }, 'translation missing'),
  );
  const core: Translator = createTranslator(request.locale, messages);
  const site = core.t(request.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
  return { tm, site };
}

/**
 * The locale's own slug for this page, or a 301 to it: '/de/about-us' and '/ueber-uns' (in
 * en-us) both move to the slug of the address's language, keeping the query.
 */
function redirectToOwnSlug(kind: MarketingPathKind, request: FastifyRequest, reply: FastifyReply) {
  const own = marketingPath(kind, request.locale);
  const slug = request.routeOptions.url;
  if (slug === own) return undefined;
  return reply.redirect(buildUrl(`${own}${searchOf(request.url)}`, { prefix: request.prefix }), 301);
}

export async function registerMarketingRoutes(app: FastifyInstance, deps: MarketingRouteDeps) {
  const { db, render } = deps;

  const renderContact = async (
    request: FastifyRequest,
    reply: FastifyReply,
    state: ContactSalesState,
    status = 200,
  ) => {
    const { tm, site } = await marketingText(request);
    const countries = countryChoices(request.locale);
    return render(request, reply, {
      name: 'contact-sales',
      title: tm.t('marketing.contact.title'),
      description: tm.t('marketing.contact.description', { site }),
      status,
      noindex: state.kind === 'sent',
      content: (ctx: PageRenderContext) => (
        <ContactSalesPage {...ctx} tm={tm} state={state} countries={countries} />
      ),
    });
  };

  await app.register(async (scope) => {
    // Another plugin (CSRF protection, say) may already parse urlencoded bodies for every route.
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      await scope.register(fastifyFormbody);
    }

    for (const [kind, text] of Object.entries(PAGES) as Array<[keyof typeof PAGES, PageText]>) {
      for (const slug of slugsOf(kind)) {
        scope.get(slug, async (request, reply) => {
          const moved = redirectToOwnSlug(kind, request, reply);
          if (moved) return moved;
          const { tm, site } = await marketingText(request);
          const Page = text.component;
          return render(request, reply, {
            name: kind,
            title: tm.t(text.title),
            description: tm.t(text.description, { site }),
            content: (ctx) => <Page {...ctx} tm={tm} />,
          });
        });
      }
    }

    for (const slug of slugsOf('contact-sales')) {
      scope.get<{ Querystring: Record<string, string | undefined> }>(slug, async (request, reply) => {
        const moved = redirectToOwnSlug('contact-sales', request, reply);
        if (moved) return moved;
        if (request.query[SENT_PARAM] !== undefined) return renderContact(request, reply, { kind: 'sent' });
        return renderContact(request, reply, {
          kind: 'form',
          submission: randomUUID(),
          draft: {},
          errors: {},
        });
      });

      // Any locale's slug accepts the form; the answer is in the address's language.
      scope.post(slug, async (request, reply) => {
        const outcome = await submitEnquiry(db, { site: request.site, locale: request.locale }, request.body);
        if (outcome.kind === 'invalid') {
          const { submission, draft, errors } = outcome;
          return renderContact(request, reply, { kind: 'form', submission, draft, errors }, 400);
        }
        request.log.info(
          { enquiry: outcome.enquiry.id, duplicate: outcome.enquiry.duplicate },
          'sales enquiry',
        );
        // Post/redirect/get: reloading the thank-you page does not send the form again.
        const thanks = buildUrl(
          marketingPath('contact-sales', request.locale),
          { [SENT_PARAM]: 1 },
          { prefix: request.prefix },
        );
        return reply.redirect(thanks, 303);
      });
    }
  });
}
