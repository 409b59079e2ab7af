import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoardsTestApp, createBoardsTestApp } from './testing/test-app';

/**
 * Live updates over a real socket: a member's stream hears every change to the board, a
 * stranger gets no stream, and closing the server ends open streams (graceful shutdown).
 */
/** Reads the stream until `count` events have arrived; returns their names and data. */
async function readEvents(reader: ReadableStreamDefaultReader<Uint8Array>, count: number) {
  const seen: string[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  while (seen.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name) seen.push(`${name} ${data}`);
    }
  }
  return seen;
}

describe.each(testDatabaseKinds())('board event stream on %s', (kind) => {
  let t: BoardsTestApp;
  let base: string;
  beforeAll(async () => {
    t = await createBoardsTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('tells an open page what changed, and refuses strangers', async () => {
    const owner = await t.newUser();
    const stranger = await t.newUser();
    const board = (await t.call(owner, 'POST', '/collaboration/boards.json', { name: 'Live' })).json();
    const stream = await fetch(`${base}/collaboration/boards/${board.id}/events`, {
      headers: { ...(await t.headersFor(owner)), accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    expect(await readEvents(reader, 1)).toEqual(['ready {}']);

    await t.call(owner, 'PUT', `/collaboration/boards/${board.id}.json`, {
      assets: t.assets.slice(0, 2).map((id) => `gi:${id}`),
      action_type: 'add_assets',
    });
    await t.call(owner, 'PUT', `/collaboration/boards/${board.id}/order.json`, {
      assets: t.assets.slice(0, 2).reverse(),
    });
    await t.call(owner, 'POST', `/collaboration/boards/${board.id}/comments.json`, {
      assetId: t.assets[0],
      text: 'hi',
    });
    expect(await readEvents(reader, 3)).toEqual([
      'change {"change":"items"}',
      'change {"change":"order"}',
      'change {"change":"comments"}',
    ]);
    await reader.cancel();

    const refused = await fetch(`${base}/collaboration/boards/${board.id}/events`, {
      headers: { ...(await t.headersFor(stranger)), accept: 'application/json' },
    });
    expect(refused.status).toBe(404);
    const anonymous = await fetch(`${base}/collaboration/boards/${board.id}/events`, {
      headers: { accept: 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('ends open streams when the server closes', async () => {
    const owner = await t.newUser();
    const board = (await t.call(owner, 'POST', '/collaboration/boards.json', { name: 'Closing' })).json();
    const stream = await fetch(`${base}/collaboration/boards/${board.id}/events`, {
      headers: await t.headersFor(owner),
    });
    const reader = stream.body!.getReader();
    expect(await readEvents(reader, 1)).toEqual(['ready {}']);
    await t.app.close();
    // The stream ends instead of holding the shutdown open.
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'board events across two server processes on one PostgreSQL',
  () => {
    it('tells a page streaming from one process about a change made through the other', async () => {
      const first = await createBoardsTestApp('postgres');
      const second = await createBoardsTestApp('postgres', { databaseOf: first });
      try {
        const base = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const owner = await first.newUser();
        const board = (await first.call(owner, 'POST', '/collaboration/boards.json', { name: 'Two' })).json();
        const stream = await fetch(`${base}/collaboration/boards/${board.id}/events`, {
          headers: { ...(await second.headersFor(owner)), accept: 'text/event-stream' },
        });
        const reader = stream.body!.getReader();
        expect(await readEvents(reader, 1)).toEqual(['ready {}']);
        await first.call(owner, 'PUT', `/collaboration/boards/${board.id}.json`, {
          assets: first.assets.slice(0, 1).map((id) => `gi:${id}`),
          action_type: 'add_assets',
        });
        expect(await readEvents(reader, 1)).toEqual(['change {"change":"items"}']);
        await reader.cancel();
      } finally {
        await second.close();
        await first.close();
      }
    });
  },
);
