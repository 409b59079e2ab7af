import { describe, expect, it } from 'vitest';
import { type PageContext, serializeForScript, serializePageContext } from './page-context';

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

describe('serializePageContext', () => {
  const messages = { 'page.title': 'Fotos </script>', 'page.count': 'x' };
  const page: PageContext = {
    site: 'premium',
    locale: 'de-de',
    prefix: '/de',
    messages,
    requestId: 'r1',
    path: '/search/2/image?phrase=<b>',
  };

  it('reads back as the page context, safe inside a script element', () => {
    const json = serializePageContext(page);
    expect(JSON.parse(json)).toEqual(page);
    expect(json).not.toMatch(/[<>&]/);
  });

  it('gives each page its own fields around a shared set of messages', () => {
    serializePageContext(page);
    const other = JSON.parse(serializePageContext({ ...page, requestId: 'r2', path: '/' }));
    expect(other).toEqual({ ...page, requestId: 'r2', path: '/' });
  });
});
