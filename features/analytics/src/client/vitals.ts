import { type Metric, onCLS, onFCP, onINP, onLCP } from 'web-vitals';
import { CHUNK_TIMEOUT_MS, chunkLoadMessage, rateVital, type VitalName } from '../domain/vitals';

interface Pulse {
  reportError(error: { type: string; message: string; component?: string }): boolean;
  reportMetric(name: string, value: number, rating: string): void;
}

/** FCP, LCP, CLS and INP (spec §7) to /pulse, rated against the thresholds of spec §9. */
export function reportVitals(pulse: Pulse): void {
  const report = (metric: Metric) => {
    const name = metric.name as VitalName;
    pulse.reportMetric(name, metric.value, rateVital(name, metric.value));
  };
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}

/** The page-performance timing payload with the page name, once the page has loaded (spec §7). */
export function reportTiming(send: (body: string) => void, page: string): void {
  const timing = () => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!nav) return;
    const ms = (n: number) => Math.max(0, Math.round(n));
    send(
      JSON.stringify({
        kind: 'timing',
        page,
        ttfb: ms(nav.responseStart - nav.startTime),
        domContentLoaded: ms(nav.domContentLoadedEventEnd - nav.startTime),
        load: ms(nav.loadEventEnd - nav.startTime),
        transferSize: Math.max(0, nav.transferSize),
      }),
    );
  };
  // loadEventEnd is only set once the load handlers have returned.
  if (document.readyState === 'complete') setTimeout(timing, 0);
  else addEventListener('load', () => setTimeout(timing, 0), { once: true });
}

const chunkId = (url: string) => url.split('/').pop()?.split('?')[0] ?? url;

/**
 * Spec §8: a script or stylesheet chunk that fails, or has not loaded after 120 s, is reported
 * as "Loading chunk {id} failed".
 */
export function watchChunks(pulse: Pulse): void {
  const report = (url: string) =>
    pulse.reportError({ type: 'ChunkLoadError', message: chunkLoadMessage(chunkId(url)) });
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src) report(target.src);
      else if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') report(target.href);
    },
    true,
  );
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        const url =
          node instanceof HTMLScriptElement ? node.src : node instanceof HTMLLinkElement ? node.href : '';
        if (!url) continue;
        const timer = setTimeout(() => report(url), CHUNK_TIMEOUT_MS);
        const done = () => clearTimeout(timer);
        node.addEventListener('load', done, { once: true });
        node.addEventListener('error', done, { once: true });
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
