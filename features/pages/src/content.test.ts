import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, INFO_PAGES } from '@lightbox/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from './content';

/** Every page text on disk: `<locale>/<page>.md` (the blog folder has its own layout). */
const dir = fileURLToPath(CONTENT_DIR);
const texts = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'blog')
  .flatMap((locale) =>
    readdirSync(`${dir}${locale.name}`)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({
        locale: locale.name,
        page: file.slice(0, -3),
        text: readFileSync(`${dir}${locale.name}/${file}`, 'utf8'),
      })),
  );

const pages: readonly string[] = INFO_PAGES;
/** `{site}`, `{seller}`, `{address}` and any other `{name}` (a mistyped or translated placeholder shows as is). */
const placeholders = (text: string) => [...new Set(text.match(/\{[A-Za-z_-]+\}/g))].sort();
const english = (page: string) => texts.find((t) => t.locale === DEFAULT_LOCALE && t.page === page);

describe('page texts', () => {
  it('finds the texts', () => {
    expect(texts.length).toBeGreaterThanOrEqual(pages.length * 2);
  });

  it.each(texts.map((t) => [`${t.locale}/${t.page}`, t] as const))(
    '%s is a page, links only to existing pages and keeps the en-us placeholders',
    (_, { page, text }) => {
      expect(pages).toContain(page);
      const targets = [...text.matchAll(/\]\(doc:([^)\s#]*)/g)].map((match) => match[1]);
      expect(targets.filter((target) => !pages.includes(target!))).toEqual([]);
      expect(placeholders(text)).toEqual(placeholders(english(page)?.text ?? ''));
    },
  );
});
