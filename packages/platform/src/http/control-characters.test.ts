import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacter, hasControlCharacter } from './control-characters';

describe('control characters in text fields', () => {
  it('finds NUL and the other C0 controls and DEL, but lets tab, line feed and carriage return through', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    expect(hasControlCharacter('line one\r\n\tline two')).toBe(false);
    expect(hasControlCharacter('Zürich — 東京 🌊')).toBe(false);
  });

  it('names the first offending field, however deep, and ignores bytes and non-text values', () => {
    expect(fieldWithControlCharacter({ phrase: 'sea', contributor: ['ok', 'a\u0000b'] })).toBe(
      'contributor.1',
    );
    expect(fieldWithControlCharacter({ items: [{ note: 'fine' }, { note: 'x\u0007' }] })).toBe(
      'items.1.note',
    );
    expect(fieldWithControlCharacter('a\u0000')).toBe('value');
    expect(fieldWithControlCharacter({ id: 3, ok: true, none: null })).toBeUndefined();
    expect(fieldWithControlCharacter(Buffer.from([0, 1, 2]))).toBeUndefined();
    expect(fieldWithControlCharacter(undefined)).toBeUndefined();
  });
});
