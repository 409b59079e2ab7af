import { describe, expect, it } from 'vitest';
import { CSRF_FIELD, csrfTokenOf, withCsrfField } from './csrf';

const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const FORM = '<form class="x" method="post" action="/contact-sales" data-csrf-form="">';

describe('withCsrfField', () => {
  it('copies the page’s csrf-token meta tag into a hidden field of each marked form', () => {
    const html = page('<meta name="csrf-token" content="abc.DEF-123_=">', `${FORM}<input name="a"></form>`);
    expect(withCsrfField(html, 'data-csrf-form')).toContain(
      `${FORM}<input type="hidden" name="${CSRF_FIELD}" value="abc.DEF-123_="><input name="a">`,
    );
  });

  it('reads the tag whatever the order of its attributes', () => {
    expect(csrfTokenOf(page('<meta content="t0k3n" name="csrf-token">', ''))).toBe('t0k3n');
    expect(csrfTokenOf(page('<meta name="viewport" content="width=device-width">', ''))).toBeUndefined();
  });

  it('leaves the page alone without a tag, and forms without the marker alone', () => {
    const without = page('<meta charset="utf-8">', `${FORM}</form>`);
    expect(withCsrfField(without, 'data-csrf-form')).toBe(without);
    const other = page('<meta name="csrf-token" content="t">', '<form method="get" action="/locale"></form>');
    expect(withCsrfField(other, 'data-csrf-form')).toBe(other);
  });

  it('never copies a token that could break out of the attribute', () => {
    const html = page('<meta name="csrf-token" content="a&quot;><script>">', `${FORM}</form>`);
    expect(withCsrfField(html, 'data-csrf-form')).toBe(html);
  });
});
