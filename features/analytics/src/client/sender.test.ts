import { describe, expect, it } from 'vitest';
import { PIPELINE_ID } from '../domain/events';
import { createSender, type Post, QUEUE_KEY } from './sender';

/** A real Storage's behaviour over a Map (the unit tier has no browser). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('the signal sender (spec §7, §8)', () => {
  it('posts a one-element array with source, event, properties, pipeline_id and app_name', async () => {
    const bodies: string[] = [];
    const post: Post = async (url, body) => {
      bodies.push(`${url} ${body}`);
      return true;
    };
    const sender = createSender({ url: '/de/signals', appName: 'search', context: { kw: 'x' }, post });
    await expect(sender.send('Page Loaded', { page_name: 'home' })).resolves.toEqual({});
    expect(bodies).toEqual([
      `/de/signals ${JSON.stringify([
        {
          source: 'web',
          event: 'Page Loaded',
          properties: { kw: 'x', page_name: 'home' },
          pipeline_id: PIPELINE_ID,
          app_name: 'search',
        },
      ])}`,
    ]);
  });

  it('swallows a failure, yields an empty object, and queues the event for the next page', async () => {
    const storage = memoryStorage();
    const failing = createSender({
      url: '/signals',
      appName: 'x',
      context: {},
      post: async () => false,
      storage,
    });
    await expect(failing.send('Asset Impression', { n: 1 })).resolves.toEqual({});
    await failing.send('Asset Impression', { n: 2 });
    expect(JSON.parse(storage.getItem(QUEUE_KEY)!)).toHaveLength(2);

    const delivered: unknown[] = [];
    const next = createSender({
      url: '/signals',
      appName: 'x',
      context: {},
      post: async (_url, body) => {
        delivered.push(...JSON.parse(body));
        return true;
      },
      storage,
    });
    await next.flushQueue();
    expect(delivered.map((e) => (e as { properties: { n: number } }).properties.n)).toEqual([1, 2]);
    expect(storage.getItem(QUEUE_KEY)).toBeNull();
  });

  it('keeps at most the 20 newest queued events', async () => {
    const storage = memoryStorage();
    const failing = createSender({
      url: '/signals',
      appName: 'x',
      context: {},
      post: async () => false,
      storage,
    });
    for (let n = 0; n < 25; n += 1) await failing.send('Asset Impression', { n });
    const queued = JSON.parse(storage.getItem(QUEUE_KEY)!) as Array<{ properties: { n: number } }>;
    expect(queued.map((e) => e.properties.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 5));
  });
});
