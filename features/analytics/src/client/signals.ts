/**
 * The analytics entry, on the page only once the visitor's consent allows measurement (the
 * server leaves it out otherwise): the page's events to /signals, the other features' data
 * layer moments, impressions, tracking attributes, web vitals, timing and chunk failures.
 */
import { afterFirstPaint } from '@lightbox/ui/page/after-paint';
import { nextTask } from '@lightbox/ui/page/next-task';
import { readPageContext } from '@lightbox/ui/page/page-context';
import { onSearchResults } from '@lightbox/ui/page/search-changed';
import { beaconSend, createPulse } from '@lightbox/ui/telemetry/pulse';
import { type EventAsset, type EventName, resultSetEvents } from '../domain/events';
import { type RapidIterationDimensions, searchPanelToggleEnabled } from '../domain/experiments';
import { addressContext } from '../domain/tracking-attributes';
import { watchTrackingAttributes } from './attributes';
import { forwardDataLayer } from './data-layer';
import { watchImpressions } from './impressions';
import { createSender } from './sender';
import { reportTiming, reportVitals, watchChunks } from './vitals';

interface PageData {
  appName: string;
  groups: string[];
  tracking: Record<string, unknown> & { page_name: string; request_id: string };
  events: Array<{ event: EventName; properties: Record<string, unknown> }>;
  assets: EventAsset[];
  /** The visitor's group in each rapid-iteration test, and the four stored dimensions. */
  experiments: Record<string, string>;
  dimensions: RapidIterationDimensions;
}

type Pulse = ReturnType<typeof createPulse>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start() {
  const element = document.getElementById('lb-tracking-data');
  if (!element?.textContent) return;
  const data = JSON.parse(element.textContent) as PageData;
  const prefix = readPageContext(document).prefix;
  const pageName = data.tracking.page_name;
  const pulse = pagePulse(prefix, pageName);

  const sender = createSender({
    url: `${prefix}/signals`,
    appName: data.appName,
    context: {
      page_name: pageName,
      request_id: data.tracking.request_id,
      ...data.dimensions,
      ...addressContext(location.search),
    },
    storage: storage(),
  });
  window.dataLayer = window.dataLayer ?? [];
  // Spec §3: the page globals head the data layer.
  window.dataLayer.unshift({ event: 'page_globals', ...data.tracking });
  forwardDataLayer(sender);
  void sender.flushQueue();
  for (const { event, properties } of data.events) void sender.send(event, properties);

  // Each part in a task of its own: together they made one long task on a phone (TBT).
  await nextTask();
  const app = document.getElementById('search-app');
  if (app) {
    const impressions = watchImpressions(app, data.assets, sender);
    // Filters, paging and sort change the results without a page load: each new set is
    // reported like the first one.
    onSearchResults((result) => {
      const set = resultSetEvents(result);
      for (const { event, properties } of set.events) void sender.send(event, properties);
      impressions.reset(set.assets);
    });
  }
  await nextTask();
  const panelToggle = searchPanelToggleEnabled(data.experiments);
  watchTrackingAttributes(
    document,
    (entry) => window.dataLayer?.push(entry),
    pulse.reportError,
    (ids) => panelToggle || !ids.includes('search_panel_toggle'),
  );
  await nextTask();
  reportVitals(pulse);
  reportTiming((body) => beaconSend(`${prefix}/pulse`, body), pageName);
}

function pagePulse(prefix: string, pageName: string): Pulse {
  return (
    (globalThis as { __lightboxPulse?: Pulse }).__lightboxPulse ?? createPulse(`${prefix}/pulse`, pageName)
  );
}

// Measurement is not part of the first screen: it starts once the page has painted and the
// browser is idle, so it never delays the results or their hydration.
function startWhenIdle() {
  // Chunk failures are watched at once: a script that fails before the idle moment still counts.
  const element = document.getElementById('lb-tracking-data');
  if (!element?.textContent) return;
  const { tracking } = JSON.parse(element.textContent) as PageData;
  watchChunks(pagePulse(readPageContext(document).prefix, tracking.page_name));
  void afterFirstPaint(window).then(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => void start(), { timeout: SIGNALS_IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(() => void start(), 1);
    }
  });
}
const SIGNALS_IDLE_TIMEOUT_MS = 3_000;

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', startWhenIdle, { once: true });
} else startWhenIdle();
