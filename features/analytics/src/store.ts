import type { Db } from '@lightbox/platform';
import { type Kysely, sql } from 'kysely';
import type { AnalyticsTables } from './schema';

export const analyticsDb = (db: Db): Kysely<AnalyticsTables> => db.withTables<AnalyticsTables>();

/** One accepted signal with what the server adds to it. */
export interface StoredSignal {
  site: string;
  source: string;
  event_name: string;
  app_name: string;
  pipeline_id: string;
  visitor_id: string | null;
  user_id: number | null;
  country: string | null;
  properties: Record<string, unknown>;
}

/** Rows per INSERT: one statement, so a batch is stored whole or not at all. */
export const BATCH_MAX = 250;
/** How long a signal may wait for others before its batch is written. */
export const FLUSH_INTERVAL_MS = 100;
/** Beyond this many waiting signals new ones are dropped: measurement must never exhaust memory. */
export const QUEUE_MAX = 50_000;

export interface SignalStore {
  /** Queues signals; false when the queue is full and they were dropped. */
  add(signals: readonly StoredSignal[]): boolean;
  /** Writes everything queued so far. */
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly pending: number;
}

/**
 * Batches signals in memory and writes them in multi-row INSERTs, so 1,000 beacons a second
 * cost a handful of statements instead of a thousand. A failed batch is reported and dropped:
 * analytics must not take the store down with it.
 */
export function createSignalStore(db: Db, onError: (error: unknown, lost: number) => void): SignalStore {
  let queue: StoredSignal[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: StoredSignal[]) {
    try {
      // One JSON parameter for the whole batch: a statement with thousands of bind parameters
      // costs more to build and send than the rows themselves.
      await sql`insert into analytics_events
          (site, source, event_name, app_name, pipeline_id, visitor_id, user_id, country, properties)
        select site, source, event_name, app_name, pipeline_id, visitor_id, user_id, country, properties
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
          site text, source text, event_name text, app_name text, pipeline_id text,
          visitor_id text, user_id integer, country text, properties jsonb)`.execute(db);
    } catch (error) {
      onError(error, batch.length);
    }
  }

  function flushNow(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_MAX);
      queue = queue.slice(BATCH_MAX);
      // Batches are written one after another: one connection's worth of load at most.
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  return {
    add(signals) {
      if (queue.length + signals.length > QUEUE_MAX) return false;
      queue.push(...signals);
      if (queue.length >= BATCH_MAX) void flushNow();
      else timer ??= setTimeout(() => void flushNow(), FLUSH_INTERVAL_MS);
      return true;
    },
    flush: flushNow,
    async close() {
      await flushNow();
    },
    get pending() {
      return queue.length;
    },
  };
}

export async function recordConsentChoice(
  db: Db,
  choice: { site: string; country: string | null; groups: string[]; acceptedAll: boolean },
): Promise<void> {
  await analyticsDb(db)
    .insertInto('analytics_consent_choices')
    .values({
      site: choice.site,
      country: choice.country,
      groups: choice.groups,
      accepted_all: choice.acceptedAll,
    })
    .execute();
}
