import { type EventName, type SignalEvent, signalEvent } from '../domain/events';

/** Spec §4: tracking queued in local storage survives a navigation; older entries are dropped. */
export const QUEUE_KEY = 'lightbox.signals.queue';
const QUEUE_MAX = 20;

export type Post = (url: string, body: string) => Promise<boolean>;

/** sendBeacon first, fetch otherwise (spec §7); false when neither took the signal. */
export const beaconOrFetch: Post = async (url, body) => {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(url, blob)) return true;
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
};

function readQueue(storage: Storage | undefined): SignalEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SignalEvent[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: Storage | undefined, queue: SignalEvent[]) {
  try {
    if (queue.length === 0) storage?.removeItem(QUEUE_KEY);
    else storage?.setItem(QUEUE_KEY, JSON.stringify(queue.slice(-QUEUE_MAX)));
  } catch {
    // Storage refused (private mode): the signal is lost, as spec §8 allows.
  }
}

/**
 * The page's sender: one event per POST (a one-element array), failures swallowed, the call
 * resolving to an empty object whatever happens (spec §8). Unsent events wait in local
 * storage and go with the next page.
 */
export function createSender(options: {
  url: string;
  appName: string;
  context: Record<string, unknown>;
  post?: Post;
  storage?: Storage | undefined;
}) {
  const post = options.post ?? beaconOrFetch;
  const storage = options.storage;

  async function deliver(event: SignalEvent): Promise<boolean> {
    return post(options.url, JSON.stringify([event]));
  }

  return {
    async send(name: EventName, properties: Record<string, unknown>): Promise<Record<string, never>> {
      const event = signalEvent(name, { ...options.context, ...properties }, options.appName);
      if (!(await deliver(event))) writeQueue(storage, [...readQueue(storage), event]);
      return {};
    },
    /** Sends what earlier pages could not. */
    async flushQueue(): Promise<void> {
      const queued = readQueue(storage);
      if (queued.length === 0) return;
      writeQueue(storage, []);
      const failed: SignalEvent[] = [];
      for (const event of queued) if (!(await deliver(event))) failed.push(event);
      writeQueue(storage, failed);
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
