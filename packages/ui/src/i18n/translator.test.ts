import { describe, expect, it, vi } from 'vitest';
import { createTranslator, NO_TRANSLATIONS } from './translator';

describe('translator', () => {
  it('formats ICU plurals and numbers for the locale', () => {
    const t = createTranslator('en-US', {
      'search.results.count': '{count, plural, one {# result} other {# results}}',
    });
    expect(t.t('search.results.count', { count: 1 })).toBe('1 result');
    expect(t.t('search.results.count', { count: 12345 })).toBe('12,345 results');
  });

  it("formats a message without listing ICU's locales (a long first call on a phone)", () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const t = createTranslator('pt-BR', { 'header.home': 'Início de {site}' });
      expect(t.t('header.home', { site: 'Lightbox' })).toBe('Início de Lightbox');
      expect(supported).not.toHaveBeenCalled();
    } finally {
      supported.mockRestore();
    }
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

  it('formats currencies, numbers and dates by the locale', () => {
    const de = createTranslator('de', { x: 'x' });
    expect(de.formatCurrency(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
    expect(createTranslator('en-US', { x: 'x' }).formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(createTranslator('ja', { x: 'x' }).formatCurrency(1234, 'JPY')).toBe('￥1,234');
    expect(de.formatNumber(1234567)).toBe('1.234.567');
    expect(de.formatDate('2023-12-05T10:00:00Z', 'long')).toBe('5. Dezember 2023');
  });
});
