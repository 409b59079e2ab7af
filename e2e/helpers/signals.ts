import type { Page, Request } from 'playwright-core';

/** What a page sent to /signals and /pulse, as the page handed it over. */
export interface Watched {
  signals: Array<{ event: string; properties: Record<string, unknown>; [key: string]: unknown }>;
  vitals: string[];
  /** Error reports to /pulse (kind "error"), as their JSON bodies. */
  errors: string[];
  senderScripts: string[];
  /** POSTs to /signals seen on the network. */
  requests: number;
}

const SIGNAL_WAIT_MS = 15_000;

/**
 * Beacon bodies are not visible to the test browser's network events, so the page's own
 * sendBeacon reports each body it hands over; fetch bodies (the fallback) are read from the
 * requests. Requests to /signals are counted as well.
 */
export async function watchSignals(page: Page): Promise<Watched> {
  const seen: Watched = { signals: [], vitals: [], errors: [], senderScripts: [], requests: 0 };
  const record = (url: string, body: string) => {
    if (new URL(url, 'http://x').pathname.endsWith('/signals')) {
      seen.signals.push(...(JSON.parse(body) as Watched['signals']));
    } else if (body.includes('"kind":"vital"')) {
      seen.vitals.push(body);
    } else if (body.includes('"kind":"error"')) {
      seen.errors.push(body);
    }
  };
  await page.exposeFunction('__recordSent', record);
  await page.addInitScript(() => {
    const report = (window as unknown as { __recordSent(url: string, body: string): void }).__recordSent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const taken = send(url, data);
      if (!taken) return false;
      if (data instanceof Blob) void data.text().then((text) => report(String(url), text));
      else if (typeof data === 'string') report(String(url), data);
      return taken;
    };
  });
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/analytics/assets/signals.')) seen.senderScripts.push(url.pathname);
    else if (url.pathname.endsWith('/signals')) {
      seen.requests += 1;
      // A fetch (not a beacon) shows its body here.
      if (request.resourceType() === 'fetch') record(request.url(), request.postData() ?? '[]');
    } else if (url.pathname.endsWith('/pulse') && request.resourceType() === 'fetch') {
      record(request.url(), request.postData() ?? '');
    }
  });
  return seen;
}

export async function waitForSignal(
  seen: Watched,
  event: string,
  match: (signal: Watched['signals'][number]) => boolean = () => true,
) {
  const deadline = Date.now() + SIGNAL_WAIT_MS;
  while (Date.now() < deadline) {
    const found = seen.signals.find((s) => s.event === event && match(s));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No "${event}" signal; saw ${seen.signals.map((s) => s.event).join(', ') || 'none'}`);
}

export async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + SIGNAL_WAIT_MS;
  while (Date.now() < deadline) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited in vain for ${what}`);
}
