import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageSource } from './compile';
import type { MessageKey, Messages } from './messages/en-us';

export type { MessageKey, Messages };
export type MessageValues = Record<string, string | number | Date>;

/**
 * Typed by the keys a caller may use: the storefront's core keys by default, or a feature's
 * own keys (`Translator<AccountMessageKey>`) for strings that feature owns.
 */
export interface Translator<K extends string = MessageKey> {
  locale: string;
  t(key: K, values?: MessageValues): string;
  formatNumber(n: number): string;
  formatDate(d: Date | string, style?: 'medium' | 'long'): string;
  /** An amount in the visitor's conventions, e.g. 1234.5 EUR as '1.234,50 €' in German. */
  formatCurrency(amount: number, currency: string): string;
}

// Every locale a translator is made for is one of ours, which ICU has. The library's own check
// (`Intl.NumberFormat.supportedLocalesOf`) lists all of ICU's locales on its first call: 20–35 ms
// of a page's hydration, a long task on a phone. What it resolves is only read back by
// `resolvedOptions` and the parser, for which the locale as given is right. Each is made once:
// a server page formats hundreds of messages, and an Intl.Locale is immutable.
const resolvedLocales = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const tag = Array.isArray(locales) ? locales[0]! : locales;
  let locale = resolvedLocales.get(tag);
  if (!locale) {
    locale = new Intl.Locale(tag);
    resolvedLocales.set(tag, locale);
  }
  return locale;
};

const hasKeys = new WeakMap<object, boolean>();

function hasAnyKey(record: object): boolean {
  let answer = hasKeys.get(record);
  if (answer === undefined) {
    answer = Object.keys(record).length > 0;
    hasKeys.set(record, answer);
  }
  return answer;
}

/** Spec section 8: what a visitor sees when a key or the whole set is missing. */
export const missingTranslation = (tag: string) => `JS translation missing: ${tag}`;
export const NO_TRANSLATIONS = 'JS translations missing';

export type MissingReporter = (tag: string) => void;

export function createTranslator<K extends string = MessageKey>(
  locale: string,
  messages: Partial<Record<string, MessageSource>> | undefined,
  onMissing: MissingReporter = () => {},
): Translator<K> {
  const cache = new Map<string, IntlMessageFormat>();
  const reported = new Set<string>();
  // A page makes several translators over one set of 700-odd messages: listing its keys for each
  // was a millisecond of every page's render on the server. Message sets are not changed after.
  const empty = !messages || !hasAnyKey(messages);
  // Made on first use: most translators format no number or date, and each Intl object costs.
  let numbers: Intl.NumberFormat | undefined;
  const currencies = new Map<string, Intl.NumberFormat>();
  const dates: Partial<Record<'medium' | 'long', Intl.DateTimeFormat>> = {};
  const dateFormat = (style: 'medium' | 'long') => {
    dates[style] ??= new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
    return dates[style];
  };
  return {
    locale,
    t(key, values) {
      if (empty) return NO_TRANSLATIONS;
      const source = messages[key];
      if (source === undefined) {
        if (!reported.has(key)) {
          reported.add(key);
          onMissing(key);
        }
        return missingTranslation(key);
      }
      // Plain text has nothing to fill in; ICU text is parsed here, or came parsed (browser).
      if (typeof source === 'string' && !source.includes('{')) return source;
      let format = cache.get(key);
      if (!format) {
        format = new IntlMessageFormat(source, locale);
        cache.set(key, format);
      }
      return String(format.format(values));
    },
    formatNumber: (n) => {
      numbers ??= new Intl.NumberFormat(locale);
      return numbers.format(n);
    },
    formatDate: (d, style = 'medium') => dateFormat(style).format(typeof d === 'string' ? new Date(d) : d),
    formatCurrency: (amount, currency) => {
      let format = currencies.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        currencies.set(currency, format);
      }
      return format.format(amount);
    },
  };
}
