import { describe, expect, it } from 'vitest';
import { compileMessages } from './compile';
import { createTranslator } from './translator';

const messages = {
  'demo.plain': 'Search',
  'demo.count': '{count, plural, one {# result} other {# results}}',
  'demo.hello': 'Hello, {name}',
};

describe('messages sent to the browser parsed', () => {
  it('keeps plain text as it is and parses ICU messages', () => {
    const compiled = compileMessages(messages);
    expect(compiled['demo.plain']).toBe('Search');
    expect(Array.isArray(compiled['demo.count'])).toBe(true);
  });

  it('formats parsed messages exactly as their source text', () => {
    const fromSource = createTranslator<string>('en-us', messages);
    const fromParsed = createTranslator<string>('en-us', compileMessages(messages));
    for (const count of [1, 2, 1000]) {
      expect(fromParsed.t('demo.count', { count })).toBe(fromSource.t('demo.count', { count }));
    }
    expect(fromParsed.t('demo.hello', { name: 'Ada' })).toBe('Hello, Ada');
    expect(fromParsed.t('demo.plain', { unused: 1 })).toBe('Search');
  });

  it('parses a translation set once', () => {
    expect(compileMessages(messages)).toBe(compileMessages(messages));
  });
});
