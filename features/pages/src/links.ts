import {
  DEFAULT_LOCALE,
  infoPath,
  isInfoPage,
  isLocaleCode,
  marketingPath,
  marketingPathKind,
} from '@lightbox/core';
import { href, type PageContext } from '@lightbox/ui';
import type { LinkResolver } from './markdown';

/**
 * How the page texts link: `doc:terms` is another text's path on this site (no link where the
 * site lacks that page), `/path` a page of the store under the visitor's prefix (a marketing
 * page at its own language's slug), and `https://…` an outside address as it is.
 */
export function linkResolver(page: Pick<PageContext, 'prefix' | 'site' | 'locale'>): LinkResolver {
  const locale = isLocaleCode(page.locale) ? page.locale : DEFAULT_LOCALE;
  return (target) => {
    if (target.startsWith('doc:')) {
      const name = target.slice(4);
      const path = isInfoPage(name) ? infoPath(name, page.site) : undefined;
      return path === undefined ? undefined : href(page, path);
    }
    if (target.startsWith('/')) {
      const kind = marketingPathKind(target);
      return href(page, kind ? marketingPath(kind, locale) : target);
    }
    if (/^https?:\/\//.test(target)) return target;
    return undefined;
  };
}
