import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './database';
import type { PGliteHost } from './pglite-inline';

/**
 * Events between server processes through PostgreSQL's LISTEN/NOTIFY: a process publishes on
 * one channel and every process on the same database (itself included) hears it, so no state
 * that matters stays inside one process. On PGlite (one process) the same path runs inside it.
 * A notification is sent when the publishing transaction commits; payloads stay small (ids).
 */
export interface DatabaseEvents {
  publish(topic: string, payload: string): Promise<void>;
  /** Hears every payload published on the topic, by any process; returns the unsubscribe. */
  subscribe(topic: string, handler: (payload: string) => void): () => void;
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = 'lightbox_events';
/** PostgreSQL refuses payloads from 8000 bytes on. */
const MAX_PAYLOAD = 7900;
const RECONNECT_MS = 1000;

function createHub() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    dispatch(message: string) {
      let parsed: { topic?: unknown; payload?: unknown };
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (typeof parsed.topic !== 'string' || typeof parsed.payload !== 'string') return;
      for (const handler of handlers.get(parsed.topic) ?? []) handler(parsed.payload);
    },
    subscribe(topic: string, handler: (payload: string) => void) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
  };
}

async function notify(db: Db, topic: string, payload: string) {
  const message = JSON.stringify({ topic, payload });
  if (message.length > MAX_PAYLOAD) throw new Error(`Event too large for NOTIFY: ${topic}`);
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${message})`.execute(db);
}

/**
 * A real server: one dedicated connection listens (a pooled one would go back to the pool and
 * stop hearing); if it drops, it reconnects after a second. Events sent while it is down are
 * missed, which live board pages tolerate (they refetch on reconnect of their own stream).
 */
export async function createServerEvents(
  db: Db,
  connectionString: string,
  onError: (error: Error) => void,
): Promise<DatabaseEvents> {
  const hub = createHub();
  let client: pg.Client | undefined;
  let closed = false;
  const reconnectLater = () => {
    if (closed) return;
    setTimeout(() => {
      connect().catch((error: Error) => {
        onError(error);
        reconnectLater();
      });
    }, RECONNECT_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) onError(error);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      reconnectLater();
    };
    next.on('notification', (n) => {
      if (n.channel === EVENTS_CHANNEL && n.payload) hub.dispatch(n.payload);
    });
    next.on('error', lose);
    next.on('end', () => lose());
    await next.connect();
    await next.query(`listen ${EVENTS_CHANNEL}`);
    client = next;
  };
  await connect();
  return {
    publish: (topic, payload) => notify(db, topic, payload),
    subscribe: hub.subscribe,
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** PGlite: the database worker LISTENs from its start and passes notifications on. */
export function createEmbeddedEvents(db: Db, worker: PGliteHost): DatabaseEvents {
  const hub = createHub();
  const unlisten = worker.listen(EVENTS_CHANNEL, (payload) => hub.dispatch(payload));
  return {
    publish: (topic, payload) => notify(db, topic, payload),
    subscribe: hub.subscribe,
    async close() {
      unlisten();
    },
  };
}
