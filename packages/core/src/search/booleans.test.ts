import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBooleanText } from './booleans';

describe('parseBooleanText', () => {
  it("boolean text is false only when it is 'false' or empty", () => {
    expect(parseBooleanText('false')).toBe(false);
    expect(parseBooleanText('')).toBe(false);
  });

  it('anything else is true', () => {
    for (const text of ['true', '1', '0', 'no', 'False', 'FALSE', ' false', 'off']) {
      expect(parseBooleanText(text)).toBe(true);
    }
  });

  it('holds for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(parseBooleanText(text)).toBe(text !== 'false' && text !== '');
      }),
    );
  });
});
