import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Translator } from '../i18n/translator';
import type { PageContext } from './page-context';
import { useTranslator } from './use-translator';

const page = (locale: string, messages: PageContext['messages']) =>
  ({ site: 'premium', locale, prefix: '', messages, requestId: 'r', path: '/' }) as PageContext;

function renderWith(pages: PageContext[]): Translator<string>[] {
  const seen: Translator<string>[] = [];
  function Probe({ page }: { page: PageContext }) {
    const t = useTranslator<string>(page);
    seen.push(t);
    return <span>{t.t('hello', { name: 'Ada' })}</span>;
  }
  renderToString(
    <div>
      {pages.map((p, i) => (
        <Probe key={i} page={p} />
      ))}
    </div>,
  );
  return seen;
}

describe('useTranslator', () => {
  it('gives every component of a page with the same messages and locale one translator', () => {
    const messages = { hello: 'Hello {name}' };
    const [a, b, c] = renderWith([page('en-us', messages), page('en-us', messages), page('en-us', messages)]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a!.t('hello', { name: 'Ada' })).toBe('Hello Ada');
  });

  it('keeps translators of other locales and other message sets apart', () => {
    const english = { hello: 'Hello {name}' };
    const french = { hello: 'Bonjour {name}' };
    const [en, fr, otherLocale] = renderWith([
      page('en-us', english),
      page('fr', french),
      page('fr', english),
    ]);
    expect(en!.t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(fr!.t('hello', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(otherLocale).not.toBe(en);
    expect(otherLocale!.locale).toBe('fr');
  });
});
