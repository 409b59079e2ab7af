import { buildUrl, type PathPrefix, type QueryParams, signInPath } from '@lightbox/core';

/**
 * The one HTTP client of every remote and of the search application (spec sections 6 and 7):
 * asks for JSON, prepends the country-language prefix, sends the page's CSRF token (meta tag)
 * on every non-GET request and the XSRF-TOKEN cookie back as X-XSRF-TOKEN, counts 2xx as
 * success, and has no default time-out. A 401 whose error details carry `forceSignIn: true`
 * sends the browser to the sign-in page, returning to the current address afterwards.
 *
 * The names match the server's (packages/platform/src/http/csrf.ts); a test checks they agree.
 */
export const CSRF_META_NAME = 'csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The hidden field that carries the token in server-rendered forms (they work without JavaScript). */
export const CSRF_FIELD = '_csrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpEnvironment {
  fetch: typeof fetch;
  /** Content of `<meta name="csrf-token">`, if the page has one. */
  csrfToken(): string | undefined;
  /** `document.cookie`. */
  cookies(): string;
  location: { pathname: string; search: string; assign(url: string): void };
}

export function browserHttpEnvironment(doc: Document = document, win: Window = window): HttpEnvironment {
  return {
    fetch: win.fetch.bind(win),
    csrfToken: () =>
      doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content || undefined,
    cookies: () => doc.cookie,
    location: win.location,
  };
}

/** A response outside 2xx: status, the server's error code and message, and its details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> | undefined,
    /** True when the browser is already on its way to the sign-in page. */
    readonly redirectedToSignIn = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON, or as itself when it is a Blob (an uploaded file). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createHttpClient(options: { prefix: PathPrefix; env?: HttpEnvironment }) {
  const env = () => options.env ?? browserHttpEnvironment();

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const e = env();
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    // A Blob (a file the visitor chose) travels as itself, under its own type; anything else as JSON.
    const raw = typeof Blob !== 'undefined' && opts.body instanceof Blob ? opts.body : undefined;
    if (opts.body !== undefined) {
      headers['content-type'] = raw ? raw.type || 'application/octet-stream' : 'application/json';
    }
    if (method !== 'GET') {
      const csrf = e.csrfToken();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    const xsrf = readCookie(e.cookies(), XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;

    const url = buildUrl(path, opts.query, { prefix: options.prefix });
    const response = await e.fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(opts.body !== undefined && { body: raw ?? JSON.stringify(opts.body) }),
      ...(opts.signal && { signal: opts.signal }),
    });
    const body = await readBody(response);
    if (response.status >= 200 && response.status < 300) return body as T;

    const error = (body && typeof body === 'object' ? body : {}) as {
      error?: string;
      message?: string;
      details?: Record<string, unknown>;
    };
    const forceSignIn = response.status === 401 && error.details?.forceSignIn === true;
    if (forceSignIn) {
      const here = `${e.location.pathname}${e.location.search}`;
      e.location.assign(signInPath(here, { prefix: options.prefix }));
    }
    throw new HttpError(
      response.status,
      error.error ?? 'http_error',
      error.message ?? (typeof body === 'string' && body ? body : `HTTP ${response.status}`),
      error.details,
      forceSignIn,
    );
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
