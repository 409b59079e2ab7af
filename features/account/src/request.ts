import type { LocaleCode, PathPrefix, Site } from '@lightbox/core';

// The server app decorates every request with its site, locale and prefix (apps/server/src/app.ts);
// the same declaration here lets this feature be type-checked and tested on its own.
declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    locale: LocaleCode;
    prefix: PathPrefix;
  }
}
