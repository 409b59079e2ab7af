import { describe, expect, it } from 'vitest';
import { addressContext, parseTrackingAttribute, TRACKED_INTERACTIONS } from './tracking-attributes';

describe('tracking attributes (spec §5: colon-separated action ids and context pairs)', () => {
  it('reads the interaction, the action ids and the context pairs', () => {
    expect(parseTrackingAttribute('click:adp_category_browse:kw;keyword:red car;slot:3')).toEqual({
      ok: true,
      value: {
        interaction: 'click',
        actionIds: ['adp_category_browse', 'kw'],
        context: { keyword: 'red car', slot: '3' },
      },
    });
    for (const interaction of TRACKED_INTERACTIONS) {
      expect(parseTrackingAttribute(`${interaction}:x`).ok).toBe(true);
    }
  });

  it('refuses malformed attributes with a message that says what is wrong', () => {
    for (const raw of ['', 'hover:x', 'click', 'click:', 'click:a b', 'click:x;nopair', 'click:x;:v']) {
      const parsed = parseTrackingAttribute(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/^Malformed tracking attribute/);
    }
  });
});

describe('address keys (spec §7: kw, uiloc, nav, esource)', () => {
  it('reads only those keys from the query, capped in length', () => {
    expect(addressContext(`?kw=stock+photo&uiloc=hero&nav=top&esource=mail&phrase=x&nav2=y`)).toEqual({
      kw: 'stock photo',
      uiloc: 'hero',
      nav: 'top',
      esource: 'mail',
    });
    expect(addressContext(`?kw=${'a'.repeat(500)}`).kw).toHaveLength(200);
    expect(addressContext('')).toEqual({});
  });
});
