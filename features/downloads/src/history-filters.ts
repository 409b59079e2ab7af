/** Licences shown per page of the history (and assets grouped on it are those licences' assets). */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_SEARCH_MAX = 200;
export const HISTORY_PAGE_MAX = 10_000;

/** The history's filters as typed in its GET form, kept as text to show them back. */
export interface HistoryQuery {
  q: string;
  from: string;
  to: string;
  user: string;
}

export interface HistoryFilters {
  /** A title word or an asset id. */
  q: string;
  /** Granted on or after this day (UTC). */
  from?: Date;
  /** Granted before this instant: the midnight after the form's "until" day. */
  before?: Date;
  /** A team member's licences only (team view). */
  userId?: number;
  page: number;
}

export type ParsedHistory =
  | { ok: true; query: HistoryQuery; filters: HistoryFilters }
  | { ok: false; query: HistoryQuery; field: 'from' | 'to' | 'user' | 'q' | 'page' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

function dayOf(text: string): Date | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  // Rejects 2026-02-31 and the like, which Date would roll over into March.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? undefined : date;
}

const one = (value: unknown): string =>
  (typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '').trim();

/** Reads the history form's query string; a malformed field is named, never guessed at. */
export function parseHistoryQuery(raw: Record<string, unknown>): ParsedHistory {
  const query: HistoryQuery = { q: one(raw.q), from: one(raw.from), to: one(raw.to), user: one(raw.user) };
  const pageText = one(raw.page) || '1';
  if (query.q.length > HISTORY_SEARCH_MAX) return { ok: false, query, field: 'q' };
  const from = query.from ? dayOf(query.from) : undefined;
  if (query.from && !from) return { ok: false, query, field: 'from' };
  const until = query.to ? dayOf(query.to) : undefined;
  if (query.to && !until) return { ok: false, query, field: 'to' };
  if (from && until && from > until) return { ok: false, query, field: 'to' };
  if (query.user && !/^\d{1,10}$/.test(query.user)) return { ok: false, query, field: 'user' };
  if (!/^\d{1,5}$/.test(pageText) || Number(pageText) < 1 || Number(pageText) > HISTORY_PAGE_MAX)
    return { ok: false, query, field: 'page' };
  return {
    ok: true,
    query,
    filters: {
      q: query.q,
      from,
      // The end day counts whole: everything before the next midnight.
      before: until && new Date(until.getTime() + DAY_MS),
      userId: query.user ? Number(query.user) : undefined,
      page: Number(pageText),
    },
  };
}

/** The query string of the same filters (for paging links and the CSV export). */
export function historySearch(query: HistoryQuery, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
