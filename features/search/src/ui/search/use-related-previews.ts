import type { SearchParameters } from '@lightbox/core/search';
import { createHttpClient, type PageContext } from '@lightbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { RELATED_PREVIEW_TERMS } from '../../domain/related-rules';
import type { SearchResult } from '../../service';
import type { RelatedPreview } from '../../suggestions';
import { apiPath } from './use-search';

/** The API path of the previews of a search's first related searches (term1 to term3: the URL builder keeps one value per name). */
export function relatedPreviewsPath(params: SearchParameters, terms: readonly string[]): string {
  const search = apiPath(params).replace('/search/api/assets?', '/search/api/related-previews?');
  return `${search}${terms.map((t, i) => `&term${i + 1}=${encodeURIComponent(t)}`).join('')}`;
}

/**
 * The related previews of a result: given with it, or (as the search page gets its results)
 * asked for once the results are shown, since they sit below them. A failed request leaves
 * them out; the related searches themselves are still offered as links.
 */
export function useRelatedPreviews(page: PageContext, result: SearchResult): RelatedPreview[] {
  const given = result.relatedPreviews;
  const terms = result.relatedTerms.slice(0, RELATED_PREVIEW_TERMS);
  const path =
    given === undefined && terms.length > 0 ? relatedPreviewsPath(result.searchParameters, terms) : '';
  const http = useMemo(() => createHttpClient({ prefix: page.prefix }), [page.prefix]);
  const [loaded, setLoaded] = useState<{ path: string; previews: RelatedPreview[] }>();
  useEffect(() => {
    if (!path) return;
    let current = true;
    http.get<{ relatedPreviews: RelatedPreview[] }>(path).then(
      (answer) => {
        if (current) setLoaded({ path, previews: answer.relatedPreviews });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [path, http]);
  if (given) return given;
  return loaded?.path === path ? loaded.previews : [];
}
