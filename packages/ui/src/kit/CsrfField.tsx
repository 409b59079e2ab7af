import { createContext, type ReactNode, useContext } from 'react';
import { CSRF_FIELD, CSRF_META_NAME } from '../http/client';

/**
 * The request's CSRF token has one source. On the server the page renderer provides it here;
 * in the browser the page's `<meta name="csrf-token">` carries the same value, so a hydrated
 * form renders the same hidden field.
 */
const CsrfContext = createContext<string | undefined>(undefined);

export function CsrfProvider({ token, children }: { token: string | undefined; children: ReactNode }) {
  return <CsrfContext.Provider value={token}>{children}</CsrfContext.Provider>;
}

function metaToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content || undefined;
}

/** This page's CSRF token, or undefined on a page without CSRF protection. */
export function useCsrfToken(): string | undefined {
  return useContext(CsrfContext) ?? metaToken();
}

/** The hidden `_csrf` field of a plain POST form; nothing when the page has no token. */
export function CsrfField() {
  const token = useCsrfToken();
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null;
}
