import { buildUrl, type QueryParams } from '@lightbox/core';
import type { PageContext } from './page-context';

/** A site link under the page's country-language prefix, through the one path builder. */
export function href(page: Pick<PageContext, 'prefix'>, path: string, query?: QueryParams): string {
  return buildUrl(path, query, { prefix: page.prefix });
}
