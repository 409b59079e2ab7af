import type { DatabaseEvents } from '@lightbox/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Live updates of a board page (Server-Sent Events). Writes publish a change for the board;
 * every open stream of that board hears it and the page fetches the board again. With the
 * database's events (LISTEN/NOTIFY) a change made through any server process reaches the
 * streams of every process; without them (unit tests), only this process's.
 */
export type BoardChange = 'items' | 'order' | 'comments' | 'board' | 'members' | 'deleted';
const CHANGES: readonly BoardChange[] = ['items', 'order', 'comments', 'board', 'members', 'deleted'];
const TOPIC = 'board';

type Listener = (change: BoardChange) => void;

export function createBoardEvents(bus?: DatabaseEvents) {
  const listeners = new Map<number, Set<Listener>>();
  const deliver = (boardId: number, change: BoardChange) => {
    for (const listener of listeners.get(boardId) ?? []) listener(change);
  };
  bus?.subscribe(TOPIC, (payload) => {
    const [id, change] = payload.split(':');
    const boardId = Number(id);
    if (Number.isInteger(boardId) && CHANGES.includes(change as BoardChange)) {
      deliver(boardId, change as BoardChange);
    }
  });
  // One publish at a time, so the streams hear this process's changes in the order made.
  let sending = Promise.resolve();
  return {
    publish(boardId: number, change: BoardChange) {
      if (!bus) return deliver(boardId, change);
      sending = sending
        .then(() => bus.publish(TOPIC, `${boardId}:${change}`))
        // The database is unreachable: this process's own pages still hear it.
        .catch(() => deliver(boardId, change));
    },
    subscribe(boardId: number, listener: Listener): () => void {
      const set = listeners.get(boardId) ?? new Set();
      set.add(listener);
      listeners.set(boardId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(boardId);
      };
    },
    listenerCount: (boardId: number) => listeners.get(boardId)?.size ?? 0,
  };
}

export type BoardEvents = ReturnType<typeof createBoardEvents>;

/** A comment line now and then keeps proxies and the browser from dropping an idle stream. */
export const STREAM_HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting a dropped stream. */
export const STREAM_RETRY_MS = 3000;

/**
 * Streams registered here end when the server closes (preClose), so a graceful shutdown is not
 * held up by pages left open, and tests that close the app do not hang.
 */
export function createStreamHub(app: FastifyInstance, events: BoardEvents) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  /** Answers with the stream; the caller has already checked the viewer may see the board. */
  return function stream(request: FastifyRequest, reply: FastifyReply, boardId: number) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`retry: ${STREAM_RETRY_MS}\n\nevent: ready\ndata: {}\n\n`);
    const unsubscribe = events.subscribe(boardId, (change) => {
      res.write(`event: change\ndata: ${JSON.stringify({ change })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), STREAM_HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
    res.on('close', end);
  };
}
