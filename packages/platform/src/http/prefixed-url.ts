import type { IncomingMessage } from 'node:http';
import { type SplitPath, splitPrefix } from '@lightbox/core';

/**
 * Country-language prefixes (spec section 2) are routed as the address without them: Fastify's
 * `rewriteUrl` hook strips the prefix ('/de/search/2/image' → '/search/2/image'), and
 * `prefixOf` tells later hooks which prefix the request came with. One per server (and test app).
 */
export function createPrefixRewriter() {
  const splits = new WeakMap<IncomingMessage, SplitPath>();
  return {
    rewriteUrl(req: IncomingMessage): string {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const split = splitPrefix(q === -1 ? url : url.slice(0, q));
      if (split.prefix === '') return url;
      splits.set(req, split);
      return `${split.rest}${q === -1 ? '' : url.slice(q)}`;
    },
    prefixOf: (req: IncomingMessage): SplitPath | undefined => splits.get(req),
  };
}
