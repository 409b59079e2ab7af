import { CSRF_FIELD, CSRF_META_NAME } from '@lightbox/platform';

/**
 * The storefront's CSRF token travels in a `<meta name="csrf-token">` tag of every page. A form
 * that must work without JavaScript cannot read it in the browser, so the server copies it into
 * a hidden `_csrf` field of each marked form before the page is sent. A page without the tag
 * (an app without CSRF protection) is left as it is.
 */
export { CSRF_FIELD };

const META_TAG = /<meta\s[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
// Tokens are URL-safe or base64 text; anything else is not copied into the page.
const TOKEN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

export function csrfTokenOf(html: string): string | undefined {
  for (const [tag] of html.matchAll(META_TAG)) {
    if (attribute(tag, 'name') !== CSRF_META_NAME) continue;
    const token = attribute(tag, 'content');
    return token && TOKEN.test(token) ? token : undefined;
  }
  return undefined;
}

/** Adds the hidden token field right after the opening tag of every form carrying `marker`. */
export function withCsrfField(html: string, marker: string): string {
  const token = csrfTokenOf(html);
  if (!token) return html;
  const formTag = new RegExp(`<form\\s[^>]*\\b${marker}\\b[^>]*>`, 'g');
  return html.replace(formTag, (tag) => `${tag}<input type="hidden" name="${CSRF_FIELD}" value="${token}">`);
}
