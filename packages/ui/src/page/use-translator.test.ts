import { describe, expect, it } from 'vitest';
import type { PageContext } from './page-context';
import { pageTranslator } from './use-translator';

const page = (locale: PageContext['locale'], messages: PageContext['messages']) =>
  ({ site: 'premium', locale, prefix: '', messages, requestId: 'r', path: '/' }) as PageContext;

describe('one translator per page', () => {
  it('gives every component of a page the same translator, and its cache of parsed messages', () => {
    const messages = { 'a.b': 'Hello {name}' };
    const first = pageTranslator(page('en-us', messages));
    const second = pageTranslator(page('en-us', messages));
    expect(second).toBe(first);
    expect(second.t('a.b' as never, { name: 'Ada' })).toBe('Hello Ada');
  });

  it('keeps locales and message sets apart', () => {
    const messages = { 'a.b': 'Hello' };
    const english = pageTranslator(page('en-us', messages));
    expect(pageTranslator(page('de', messages))).not.toBe(english);
    expect(pageTranslator(page('en-us', { 'a.b': 'Hi' }))).not.toBe(english);
    expect(pageTranslator(page('de', messages)).locale).toBe('de');
  });

  it('formats numbers and dates in the page locale when first asked', () => {
    const t = pageTranslator(page('de', { x: 'y' }));
    expect(t.formatNumber(1234.5)).toBe('1.234,5');
    expect(t.formatDate('2023-12-05T00:00:00Z', 'long')).toBe('5. Dezember 2023');
  });
});
