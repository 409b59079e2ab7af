/**
 * Spec §5 tracking attributes: `data-track="action:id[:id…][;key:value…]"`: colon-separated
 * action ids, then context pairs. Malformed values are reported and skipped.
 */

export const TRACKED_INTERACTIONS = ['click', 'mouseover', 'focus', 'blur', 'visible'] as const;
export type TrackedInteraction = (typeof TRACKED_INTERACTIONS)[number];
/** Spec §7: an element counts as visible when 10 % of it intersects the viewport. */
export const VISIBLE_RATIO = 0.1;
/** Query keys read from the address (spec §7): paid-search keyword, UI location, navigation, source. */
export const ADDRESS_KEYS = ['kw', 'uiloc', 'nav', 'esource'] as const;

export interface TrackingAttribute {
  interaction: TrackedInteraction;
  actionIds: string[];
  context: Record<string, string>;
}

export type ParsedAttribute = { ok: true; value: TrackingAttribute } | { ok: false; error: string };

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

export function parseTrackingAttribute(raw: string): ParsedAttribute {
  const [head = '', ...pairs] = raw.split(';');
  const [interaction, ...actionIds] = head.split(':');
  if (!interaction || !(TRACKED_INTERACTIONS as readonly string[]).includes(interaction)) {
    return { ok: false, error: `Malformed tracking attribute: unknown interaction in "${raw}"` };
  }
  if (actionIds.length === 0 || !actionIds.every((id) => ID.test(id))) {
    return { ok: false, error: `Malformed tracking attribute: bad action ids in "${raw}"` };
  }
  const context: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf(':');
    const key = pair.slice(0, at);
    if (at <= 0 || !ID.test(key)) {
      return { ok: false, error: `Malformed tracking attribute: bad context pair "${pair}"` };
    }
    context[key] = pair.slice(at + 1);
  }
  return { ok: true, value: { interaction: interaction as TrackedInteraction, actionIds, context } };
}

/** The address keys present in a query string, for every event of the page. */
export function addressContext(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    const value = params.get(key);
    if (value) found[key] = value.slice(0, 200);
  }
  return found;
}
