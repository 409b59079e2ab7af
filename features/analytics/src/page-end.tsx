import { type Accounts, authLabel, isBot } from '@lightbox/account';
import type { TrackingCartProduct } from '@lightbox/core';
import type { BuiltFile, Config } from '@lightbox/platform';
import {
  CsrfProvider,
  createTranslator,
  type PageContext,
  type PageSpec,
  serializeForScript,
} from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderToString } from 'react-dom/server';
import { allows, consentScriptId, GROUP_FOR } from './domain/consent';
import { experimentGroups, rapidIterationDimensions, visitorExperiences } from './domain/experiments';
import { trackingData } from './domain/tracking-data';
import type { AnalyticsMessageKey } from './messages/en-us';
import { pageEvents } from './page-events';
import { COOKIE_SETTINGS_PAGE } from './routes/consent';
import { doNotTrack } from './routes/signals';
import { ConsentBanner } from './ui/ConsentForm';
import { trackVisitor, visitorContext } from './visitor';

/** The element holding the page's tracking data, read by the browser's sender. */
export const TRACKING_DATA_ID = 'lb-tracking-data';

export interface PageEndDeps {
  config: Pick<Config, 'env' | 'consentCountries'>;
  accounts: Accounts;
  /** The analytics feature's built browser files (`consent`, `signals`). */
  client: Record<string, BuiltFile>;
  csrfToken?: (request: FastifyRequest, reply: FastifyReply) => string;
  /** The visitor's cart as tracking cart products (the purchase feature's public API). */
  cartProducts?: (request: FastifyRequest, reply: FastifyReply) => Promise<TrackingCartProduct[]>;
}

const script = (file: BuiltFile | undefined) =>
  file
    ? `<script defer src="${file.url}" integrity="${file.integrity}" crossorigin="anonymous"></script>`
    : '';

/**
 * What every page ends with (spec §1, §3): its tracking data, the consent banner, and the
 * scripts its consent allows. The sender is not even on the page until the performance group
 * is allowed, so nothing measured runs before the visitor says yes.
 */
export function createPageEnd(deps: PageEndDeps) {
  return async function pageEnd(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { spec: PageSpec; context: PageContext },
  ): Promise<string> {
    const { spec, context } = page;
    const visitor = visitorContext(request, deps.config.consentCountries ?? []);
    const viewer = await deps.accounts.viewer(request, reply);
    const measured =
      allows(visitor.consent, GROUP_FOR.signals) &&
      !isBot(request.headers['user-agent']) &&
      !doNotTrack(request);
    const tracked = measured ? trackVisitor(request, reply) : undefined;
    const [agreements, cartProducts] = await Promise.all([
      viewer.user ? deps.accounts.agreements.of(viewer.user.id, request.site) : [],
      deps.cartProducts?.(request, reply) ?? [],
    ]);
    const appName = spec.hydrate ? 'search' : 'storefront';
    const experiments = experimentGroups(tracked?.id);
    const data = {
      appName,
      groups: visitor.consent.groups,
      tracking: trackingData({
        site: request.site,
        locale: request.locale,
        authState: authLabel(request.site, viewer.state),
        billingCountry: viewer.user?.countryCode ?? undefined,
        geolocationCountry: visitor.country,
        pageName: spec.name,
        pageMode: spec.hydrate ? 'hydrated' : 'static',
        url: request.url.slice(0, 2000),
        userAgent: request.headers['user-agent'] ?? '',
        requestId: context.requestId,
        visitorId: tracked?.id,
        visitorCount: tracked?.count ?? 0,
        userId: viewer.user?.id,
        teamRole: viewer.team?.role,
        cartProducts,
        activeAgreements: agreements,
        experiences: visitorExperiences(experiments),
      }),
      experiments,
      dimensions: rapidIterationDimensions(experiments),
      ...pageEvents(spec),
    };
    const t = createTranslator<AnalyticsMessageKey>(request.locale, context.messages);
    const banner = renderToString(
      <CsrfProvider token={deps.csrfToken?.(request, reply)}>
        <ConsentBanner
          t={t}
          // The cookie settings page is the same form; the banner would only repeat it.
          open={visitor.consent.required && !visitor.consent.decided && spec.name !== COOKIE_SETTINGS_PAGE}
          action={`${request.prefix}/consent`}
          returnUrl={context.path}
          groups={visitor.consent.groups}
          scriptId={consentScriptId(request.site, visitor.country, deps.config.env === 'production')}
          detailsOpen={false}
        />
      </CsrfProvider>,
    );
    return [
      `<script type="application/json" id="${TRACKING_DATA_ID}">${serializeForScript(data)}</script>`,
      banner,
      script(deps.client.consent),
      measured ? script(deps.client.signals) : '',
    ].join('');
  };
}
