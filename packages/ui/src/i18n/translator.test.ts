import { describe, expect, it } from 'vitest';
import { createTranslator, NO_TRANSLATIONS } from './translator';

describe('translator', () => {
  it('formats ICU plurals and numbers for the locale', () => {
    const t = createTranslator('en-US', {
      'search.results.count': '{count, plural, one {# result} other {# results}}',
    });
    expect(t.t('search.results.count', { count: 1 })).toBe('1 result');
    expect(t.t('search.results.count', { count: 12345 })).toBe('12,345 results');
  });

  it("a missing key shows 'JS translation missing: {tag}' and is reported once", () => {
    const reported: string[] = [];
    const t = createTranslator('en-US', { 'header.signIn': 'Sign in' }, (tag) => reported.push(tag));
    expect(t.t('footer.copyright')).toBe('JS translation missing: footer.copyright');
    t.t('footer.copyright');
    expect(reported).toEqual(['footer.copyright']);
  });

  it("no translations at all shows 'JS translations missing'", () => {
    expect(createTranslator('en-US', {}).t('header.signIn')).toBe(NO_TRANSLATIONS);
    expect(createTranslator('en-US', undefined).t('header.signIn')).toBe('JS translations missing');
  });
});
