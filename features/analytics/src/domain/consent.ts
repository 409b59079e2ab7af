/**
 * Consent (spec §1, §9): which countries need a banner, the cookie groups and their defaults,
 * and the cookie that keeps a visitor's choices. Pure: the server and the browser both use it.
 */

/** The cookie groups: strictly necessary, performance, functional, targeting, social media. */
export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];

/** Strictly necessary cookies cannot be switched off. */
export const ALWAYS_ON: ConsentGroup = 'C0001';
/** Active before the visitor chooses (spec §1). */
export const DEFAULT_GROUPS: readonly ConsentGroup[] = ['C0001', 'C0004'];

/** The group each kind of measurement needs before it runs. */
export const GROUP_FOR = {
  /** Analytics events to /signals and web vitals to /pulse. */
  signals: 'C0002',
  vitals: 'C0002',
  /** The 5-day visitor cookie and the data layer a tag manager would read. */
  trackingCookie: 'C0002',
  dataLayer: 'C0004',
} as const satisfies Record<string, ConsentGroup>;

export const CONSENT_COOKIE = 'lb_consent';
/** A choice is asked again after a year. */
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** EU and EEA members and the United Kingdom, as ISO 3166 alpha-3 codes (the catalogues' codes). */
// biome-ignore format: rows of codes read better than one per line
export const CONSENT_REQUIRED_COUNTRIES: readonly string[] = [
  'AUT', 'BEL', 'BGR', 'HRV', 'CYP', 'CZE', 'DNK', 'EST', 'FIN', 'FRA', 'DEU', 'GRC', 'HUN', 'IRL',
  'ITA', 'LVA', 'LTU', 'LUX', 'MLT', 'NLD', 'POL', 'PRT', 'ROU', 'SVK', 'SVN', 'ESP', 'SWE',
  'ISL', 'LIE', 'NOR', 'GBR',
];

/** Whether a visitor from this country is asked first; `extra` is the operator's own list. */
export function consentRequired(country: string | undefined, extra: readonly string[] = []): boolean {
  if (!country) return false;
  const code = country.toUpperCase();
  return CONSENT_REQUIRED_COUNTRIES.includes(code) || extra.includes(code);
}

export interface ConsentState {
  /** The banner is shown to this visitor (consent required and no choice stored yet). */
  required: boolean;
  /** A choice is stored in the cookie. */
  decided: boolean;
  groups: readonly ConsentGroup[];
}

const isGroup = (value: string): value is ConsentGroup =>
  (CONSENT_GROUPS as readonly string[]).includes(value);

/** The cookie holds the allowed groups, e.g. `C0001:1,C0002:0,…`; unknown parts are ignored. */
export function parseConsentCookie(value: string | undefined): ConsentGroup[] | undefined {
  if (!value) return undefined;
  const allowed = new Set<ConsentGroup>([ALWAYS_ON]);
  let seen = false;
  for (const part of value.split(',')) {
    const [group, flag] = part.split(':');
    if (!group || !isGroup(group) || (flag !== '0' && flag !== '1')) continue;
    seen = true;
    if (flag === '1') allowed.add(group);
  }
  return seen ? CONSENT_GROUPS.filter((g) => allowed.has(g)) : undefined;
}

export function serializeConsentCookie(groups: readonly ConsentGroup[]): string {
  return CONSENT_GROUPS.map((g) => `${g}:${g === ALWAYS_ON || groups.includes(g) ? 1 : 0}`).join(',');
}

/** The groups in force: all where consent is not required, else the stored choice or the defaults. */
export function resolveConsent(required: boolean, cookie: string | undefined): ConsentState {
  const stored = parseConsentCookie(cookie);
  if (!required) return { required: false, decided: stored !== undefined, groups: stored ?? CONSENT_GROUPS };
  return { required: true, decided: stored !== undefined, groups: stored ?? DEFAULT_GROUPS };
}

export function allows(state: Pick<ConsentState, 'groups'>, group: ConsentGroup): boolean {
  return state.groups.includes(group);
}

/** Groups from a submitted form: the ticked ones, plus C0001; `all` (the banner's close or accept) allows every group. */
export function groupsFromChoice(choice: { all?: boolean; groups: readonly string[] }): ConsentGroup[] {
  if (choice.all) return [...CONSENT_GROUPS];
  const picked = new Set(choice.groups.filter(isGroup));
  picked.add(ALWAYS_ON);
  return CONSENT_GROUPS.filter((g) => picked.has(g));
}

/** The banner's script identifier per site and country suffix, with a test variant outside production. */
export function consentScriptId(site: string, country: string | undefined, production: boolean): string {
  const suffix = (country ?? 'xww').toLowerCase();
  return `lightbox-${site}-${suffix}${production ? '' : '-test'}`;
}
