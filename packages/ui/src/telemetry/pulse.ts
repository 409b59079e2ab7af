/**
 * Beacon reporting to /pulse (spec section 7): web vitals, timing and errors, at most three
 * errors per page and duplicates suppressed.
 */
export const MAX_ERRORS_PER_PAGE = 3;

export interface PulseError {
  type: string;
  message: string;
  component?: string;
  stack?: string;
}

export type Send = (url: string, body: string) => void;

export function beaconSend(url: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => {});
}

export function createPulse(url: string, pageName: string, send: Send = beaconSend) {
  const seen = new Set<string>();
  let sent = 0;
  return {
    reportError(error: PulseError): boolean {
      const key = `${error.type}:${error.message}`;
      if (seen.has(key) || sent >= MAX_ERRORS_PER_PAGE) return false;
      seen.add(key);
      sent += 1;
      send(url, JSON.stringify({ kind: 'error', page: pageName, errors: [error] }));
      return true;
    },
    reportMetric(name: string, value: number, rating: string): void {
      send(url, JSON.stringify({ kind: 'vital', page: pageName, name, value, rating }));
    },
  };
}

export type Pulse = ReturnType<typeof createPulse>;
