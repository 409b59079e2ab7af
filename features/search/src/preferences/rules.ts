/**
 * The search preferences map of the gallery state (spec §3 "Search preferences: free map",
 * issue #19): a visitor's small settings for the search pages, string keys to string values.
 * Pure: the server checks what it is sent and what it reads back from a cookie; the browser
 * reads the same names.
 */
export type SearchPreferences = Readonly<Record<string, string>>;

export const PREFERENCES_MAX_KEYS = 20;
export const PREFERENCE_KEY = /^[a-z][a-zA-Z0-9]{0,31}$/;
export const PREFERENCE_VALUE_MAX_LENGTH = 100;
/** Keys and values together, in UTF-8 bytes: keeps the visitor's cookie well under 4 kB. */
export const PREFERENCES_MAX_BYTES = 1000;

/** The filter panel on the search pages: 'open' or 'closed' (unset: open on wide screens). */
export const FILTER_PANEL_KEY = 'filterPanel';
export type FilterPanelState = 'open' | 'closed';

export function filterPanelOf(prefs: SearchPreferences): FilterPanelState | undefined {
  const value = prefs[FILTER_PANEL_KEY];
  return value === 'open' || value === 'closed' ? value : undefined;
}

/** A change: each key set to a value, or removed with null. */
export type PreferencesPatch = Readonly<Record<string, string | null>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export function preferencesBytes(prefs: SearchPreferences): number {
  return Object.entries(prefs).reduce((sum, [k, v]) => sum + byteLength(k) + byteLength(v), 0);
}

function tooBig(prefs: SearchPreferences): string | undefined {
  if (Object.keys(prefs).length > PREFERENCES_MAX_KEYS)
    return `You can keep at most ${PREFERENCES_MAX_KEYS} search preferences.`;
  if (preferencesBytes(prefs) > PREFERENCES_MAX_BYTES)
    return `Search preferences can hold at most ${PREFERENCES_MAX_BYTES} bytes of names and values together.`;
  return undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A request body: an object of preference names to a text value, or null to remove one. */
export function checkPatch(body: unknown): Checked<PreferencesPatch> {
  if (!isPlainObject(body))
    return { ok: false, message: 'Send the search preferences as a JSON object of names to values.' };
  const entries = Object.entries(body);
  if (entries.length === 0) return { ok: false, message: 'Send at least one search preference to change.' };
  for (const [key, value] of entries) {
    if (!PREFERENCE_KEY.test(key))
      return {
        ok: false,
        message: `"${key.slice(0, 40)}" is not a preference name: it must start with a small letter and have at most 32 letters and digits.`,
      };
    if (value === null) continue;
    if (typeof value !== 'string')
      return { ok: false, message: `The value of "${key}" must be text (or null to remove it).` };
    if (value.length > PREFERENCE_VALUE_MAX_LENGTH)
      return {
        ok: false,
        message: `The value of "${key}" is too long: at most ${PREFERENCE_VALUE_MAX_LENGTH} characters.`,
      };
  }
  const sets = Object.fromEntries(entries.filter(([, v]) => v !== null)) as SearchPreferences;
  const problem = tooBig(sets);
  return problem ? { ok: false, message: problem } : { ok: true, value: body as PreferencesPatch };
}

/** A patch applied to a map; a result beyond the limits is refused whole. */
export function applyPatch(prefs: SearchPreferences, patch: PreferencesPatch): Checked<SearchPreferences> {
  const next: Record<string, string> = { ...prefs };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  const problem = tooBig(next);
  return problem ? { ok: false, message: problem } : { ok: true, value: next };
}

/** A stored map (a cookie, a row) read back: anything that breaks a rule counts as no map. */
export function checkStored(value: unknown): SearchPreferences | undefined {
  if (!isPlainObject(value)) return undefined;
  const checked = checkPatch(value);
  if (!checked.ok) return undefined;
  return Object.values(checked.value).every((v) => typeof v === 'string')
    ? (checked.value as SearchPreferences)
    : undefined;
}

/** The cookie's value: the map as base64url JSON (no characters a cookie would need escaped). */
export function encodeCookie(prefs: SearchPreferences): string {
  const bytes = new TextEncoder().encode(JSON.stringify(prefs));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCookie(raw: string | undefined): SearchPreferences | undefined {
  if (!raw || raw.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  try {
    const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return checkStored(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return undefined;
  }
}
