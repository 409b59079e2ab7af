import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  checkPatch,
  decodeCookie,
  encodeCookie,
  FILTER_PANEL_KEY,
  filterPanelOf,
  PREFERENCE_VALUE_MAX_LENGTH,
  PREFERENCES_MAX_BYTES,
  PREFERENCES_MAX_KEYS,
} from './rules';

const manyKeys = (n: number, value = 'x') =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`key${i}`, value]));

describe('spec §3 search preferences: a bounded map of text to text', () => {
  it('takes names that start with a small letter and hold at most 32 letters and digits', () => {
    expect(checkPatch({ filterPanel: 'closed', a: '', gridDensity2: 'dense' }).ok).toBe(true);
    expect(checkPatch({ [`a${'b'.repeat(31)}`]: 'x' }).ok).toBe(true);
    for (const bad of ['Filter', '1a', 'a-b', 'a b', '', `a${'b'.repeat(32)}`, '__proto__']) {
      const checked = checkPatch({ [bad]: 'x' });
      expect(checked.ok, bad).toBe(false);
      if (!checked.ok) expect(checked.message).toContain('is not a preference name');
    }
  });

  it('takes text values up to the length limit, and null to remove a key', () => {
    expect(checkPatch({ a: 'é'.repeat(PREFERENCE_VALUE_MAX_LENGTH) }).ok).toBe(true);
    expect(checkPatch({ a: null }).ok).toBe(true);
    const long = checkPatch({ a: 'x'.repeat(PREFERENCE_VALUE_MAX_LENGTH + 1) });
    expect(long).toEqual({ ok: false, message: expect.stringContaining('too long') });
    for (const value of [1, true, {}, ['x']]) expect(checkPatch({ a: value }).ok).toBe(false);
  });

  it('refuses anything but a non-empty object', () => {
    for (const body of [null, undefined, 'x', [], [['a', 'b']], {}]) expect(checkPatch(body).ok).toBe(false);
  });

  it('holds at most the key limit and the byte limit, counting the whole map after a change', () => {
    expect(checkPatch(manyKeys(PREFERENCES_MAX_KEYS)).ok).toBe(true);
    expect(checkPatch(manyKeys(PREFERENCES_MAX_KEYS + 1)).ok).toBe(false);
    const full = manyKeys(PREFERENCES_MAX_KEYS);
    const added = applyPatch(full, { another: 'x' });
    expect(added).toEqual({ ok: false, message: expect.stringContaining(`${PREFERENCES_MAX_KEYS}`) });
    const swapped = applyPatch(full, { another: 'x', key0: null });
    expect(swapped.ok && Object.keys(swapped.value).length).toBe(PREFERENCES_MAX_KEYS);
    const big = manyKeys(12, 'é'.repeat(45)); // 12 × (4 + 90) bytes > 1000
    expect(checkPatch(big)).toEqual({
      ok: false,
      message: expect.stringContaining(`${PREFERENCES_MAX_BYTES} bytes`),
    });
  });

  it('applies sets and removals without touching other keys', () => {
    const next = applyPatch({ a: '1', b: '2' }, { b: null, c: '3' });
    expect(next).toEqual({ ok: true, value: { a: '1', c: '3' } });
  });

  it('reads the filter panel only as open or closed', () => {
    expect(filterPanelOf({ [FILTER_PANEL_KEY]: 'closed' })).toBe('closed');
    expect(filterPanelOf({ [FILTER_PANEL_KEY]: 'open' })).toBe('open');
    expect(filterPanelOf({ [FILTER_PANEL_KEY]: 'sideways' })).toBeUndefined();
    expect(filterPanelOf({})).toBeUndefined();
  });
});

describe('the guest cookie', () => {
  it('carries the map as cookie-safe text and back, whatever the characters', () => {
    const prefs = { filterPanel: 'closed', note: 'Grüße, 東京 & "quotes"; =' };
    const raw = encodeCookie(prefs);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCookie(raw)).toEqual(prefs);
  });

  it('a full map stays well under the 4 kB a browser keeps per cookie', () => {
    const full = manyKeys(10, 'é'.repeat(45)); // 10 × 94 bytes: just under the byte limit
    expect(checkPatch(full).ok).toBe(true);
    expect(encodeCookie(full).length).toBeLessThan(2000);
  });

  it('a tampered or broken cookie counts as no map', () => {
    expect(decodeCookie(undefined)).toBeUndefined();
    expect(decodeCookie('not base64!')).toBeUndefined();
    expect(decodeCookie(encodeCookie({ Bad: 'x' } as Record<string, string>))).toBeUndefined();
    expect(decodeCookie(btoa('[1,2]'))).toBeUndefined();
    expect(decodeCookie(encodeCookie(manyKeys(PREFERENCES_MAX_KEYS + 1)))).toBeUndefined();
  });
});
