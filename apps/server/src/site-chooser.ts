import type { Site } from '@lightbox/core';
import { type Config, publicOrigin } from '@lightbox/platform';

/** What a request for an unconfigured host name gets: where the two storefronts are. */
export function chooserPage(config: Config): string {
  const link = (site: Site) => `${publicOrigin(config, site)}/`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lightbox</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto">
<h1>This host name is not one of this Lightbox's storefronts</h1>
<p>Open the <a href="${link('premium')}">premium site</a> or the
<a href="${link('subscription')}">subscription site</a>.
Host names are set with PREMIUM_HOSTS and SUBSCRIPTION_HOSTS.</p></body></html>`;
}

/** Each site's mark, in its own brand colour. */
export function favicon(site: Site): string {
  const fill = site === 'premium' ? '#02a388' : '#0fb77a';
  const shape =
    site === 'premium'
      ? `<rect width="32" height="32" rx="7" fill="${fill}"/>`
      : `<circle cx="16" cy="16" r="16" fill="${fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${shape}<text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">L</text></svg>`;
}
