import { z } from 'zod';
import { ASSET_TYPES, FAMILIES, MAX_PAGE, MEDIA_TYPES, PHRASE_MAX, SORT_ORDERS } from './search-path';

export * from './search-path';

/**
 * The first slice of the search parameter model: the parameters the storefront pages use
 * today. The complete model (spec sections 3-5) lives in packages/core/src/search.
 */
export const searchQuerySchema = z.object({
  assettype: z.enum(ASSET_TYPES).default('image'),
  phrase: z.string().trim().max(PHRASE_MAX).default(''),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  sortorder: z.enum(SORT_ORDERS).default('best'),
  family: z.enum(FAMILIES).default('creative,editorial'),
  mediatype: z.enum(MEDIA_TYPES).optional(),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** For page addresses: each bad value is dropped, never an error page. */
export function normalizeSearchQuery(input: Record<string, unknown>): SearchQuery {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single !== 'string' || single === '') continue;
    const field = searchQuerySchema.shape[key as keyof typeof searchQuerySchema.shape];
    if (!field) continue;
    if (field.safeParse(single).success) cleaned[key] = single;
  }
  if (typeof cleaned.phrase === 'string' && cleaned.phrase.length > PHRASE_MAX) delete cleaned.phrase;
  return searchQuerySchema.parse(cleaned);
}

/** For the API: a bad value is a 400 naming the parameter. */
export function parseSearchQuery(
  input: Record<string, unknown>,
): { ok: true; query: SearchQuery } | { ok: false; errors: Record<string, string> } {
  const result = searchQuerySchema.safeParse(input);
  if (result.success) return { ok: true, query: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] = issue.message;
  return { ok: false, errors };
}
