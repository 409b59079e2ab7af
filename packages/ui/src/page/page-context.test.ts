import { describe, expect, it } from 'vitest';
import { serializeForScript } from './page-context';

describe('serializeForScript', () => {
  const value = { title: '</script><!-- a & b -->', line: 'one\u2028two\u2029three' };

  it('leaves nothing that could close the script element or start a comment', () => {
    const json = serializeForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e\\u003c!-- a \\u0026 b --\\u003e');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });
});
