import { describe, expect, it } from 'vitest';
import { addressContext, parseTrackingAttribute } from './tracking-attributes';
import { chunkLoadMessage, rateVital } from './vitals';

describe('web vitals thresholds (spec §9)', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });

  it('names a failed chunk as spec §8 does', () => {
    expect(chunkLoadMessage('app-3f2a.js')).toBe('Loading chunk app-3f2a.js failed');
  });
});

describe('tracking attributes (spec §5)', () => {
  it('reads the interaction, colon-separated action ids and context pairs', () => {
    expect(parseTrackingAttribute('click:nav:menu;uiloc:header;pos:2')).toEqual({
      ok: true,
      value: { interaction: 'click', actionIds: ['nav', 'menu'], context: { uiloc: 'header', pos: '2' } },
    });
  });

  it.each(['', 'hover:x', 'click', 'click:', 'click:a b', 'visible:x;nocolon', 'focus:x;:v'])(
    'reports "%s" as malformed',
    (raw) => {
      const parsed = parseTrackingAttribute(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/^Malformed tracking attribute/);
    },
  );

  it('reads kw, uiloc, nav and esource from the address, and nothing else', () => {
    expect(addressContext('?kw=stock+photos&uiloc=hero&x=1&esource=mail')).toEqual({
      kw: 'stock photos',
      uiloc: 'hero',
      esource: 'mail',
    });
  });
});
