import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { pingUnlessRecent } from './health';
import {
  createEmbeddedEvents,
  createServerEvents,
  type DatabaseEvents,
  EVENTS_CHANNEL,
} from './notifications';
import { PGliteDialect, PGliteHandles } from './pglite-dialect';
import { PGliteInline } from './pglite-inline';
import { PGliteThread } from './pglite-thread';
import { DEFAULT_READ_THREADS, ReadThreads } from './read-threads';
import { openServerHandle } from './server-pools';
import { registerSettingsVariants } from './session-settings';

/**
 * Features type their own tables with `db.withTables<TheirTables>()`, so the shared handle
 * carries no schema of its own.
 */
// biome-ignore lint/complexity/noBannedTypes: an empty schema, widened per feature
export type Db = Kysely<{}>;

export interface Database {
  /** Primary: every write and every read that must see its own writes. */
  db: Db;
  /** Search reads; the replica when DATABASE_READ_URL is set, else the primary. */
  read: Db;
  kind: 'pglite' | 'postgres';
  /** Events every server process on this database hears (LISTEN/NOTIFY). */
  events: DatabaseEvents;
  /**
   * Resolves when the database answers; for health checks. At once when it answered a statement
   * in the last second (health.ts), else by asking it (on PGlite, ahead of queued statements).
   */
  ping(): Promise<void>;
  /**
   * Runs `name(read, ...args)`, exported by the module at the file URL `module`, and answers
   * its result. With PGlite in its thread, that thread runs it in one turn on the session: the
   * rows and the work of shaping them into an answer never reach the server's thread (arguments
   * and answer cross by structured clone, so answer a string where the caller only sends it
   * on). On PostgreSQL, one of the read threads runs it on a pool of its own on the same
   * server as `read` (read-threads.ts; a thread that stops fails its jobs with a 503). With
   * PGLITE_THREAD=false or READ_THREADS=0 it runs here, on `read`. For reads only: a job holds
   * the embedded session for its whole run.
   */
  readJob<T>(module: string, name: string, args: readonly unknown[]): Promise<T>;
  close(): Promise<void>;
}

/** A read job on this thread (PostgreSQL, or PGlite on the server's thread). */
async function jobHere<T>(read: Db, module: string, name: string, args: readonly unknown[]): Promise<T> {
  const fn = ((await import(module)) as Record<string, unknown>)[name];
  if (typeof fn !== 'function') throw new Error(`${module} has no function ${name}`);
  return (await fn(read, ...args)) as T;
}

export interface DatabaseOptions {
  /** postgres:// URL of a real server; when absent the embedded PGlite is used. */
  url?: string | undefined;
  readUrl?: string | undefined;
  /** Folder of the embedded database; 'memory' for a throwaway one. */
  pgliteDir?: string;
  /** Run PGlite in a worker thread (PGLITE_THREAD, the default) instead of the server's thread. */
  pgliteThread?: boolean;
  /**
   * On PostgreSQL, how many worker threads run read jobs (READ_THREADS, none by default: 0 runs
   * them on the server's thread, on `read`).
   */
  readThreads?: number;
  /**
   * An idle pooled connection that the server drops (a restart, an administrator) is an error
   * event, not a failed query; unhandled it would end the process. The pool discards the
   * connection and opens a new one when needed; this hears about it.
   */
  onIdleConnectionError?: (error: Error) => void;
}

const warnIdleConnectionError = (error: Error) =>
  process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning');

// pg returns int8 and numeric as strings; our SQL casts counts to int, and ids are int4.
const POOL_SIZE = 10;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const onIdleError = options.onIdleConnectionError ?? warnIdleConnectionError;
    const primary = openServerHandle(options.url, POOL_SIZE, onIdleError);
    const replica = options.readUrl ? openServerHandle(options.readUrl, POOL_SIZE, onIdleError) : undefined;
    const db = primary.db;
    const read = replica?.db ?? db;
    await sql`create extension if not exists pg_trgm`.execute(db);
    const events = await createServerEvents(db, options.url, onIdleError);
    const readThreads = options.readThreads ?? DEFAULT_READ_THREADS;
    // Started last, so a failure above leaves no thread running.
    const threads =
      readThreads > 0
        ? await ReadThreads.start(readThreads, { url: options.readUrl ?? options.url }).catch(
            async (error) => {
              await events.close();
              await primary.close();
              await replica?.close();
              throw error;
            },
          )
        : undefined;
    return {
      db,
      read,
      kind: 'postgres',
      events,
      ping: pingUnlessRecent(primary.answers, async () => {
        await sql`select 1`.execute(db);
      }),
      readJob: threads
        ? (module, name, args) => threads.job(module, name, args)
        : (module, name, args) => jobHere(read, module, name, args),
      async close() {
        primary.answers.forget();
        await threads?.close();
        await events.close();
        await primary.close();
        await replica?.close();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir !== 'memory') await fs.mkdir(path.dirname(path.resolve(dir)), { recursive: true });
  // In a worker thread, a query's CPU time is not the server thread's; on the server's thread,
  // a statement costs no message (README "Serving many visitors at once").
  const worker =
    options.pgliteThread === false
      ? await PGliteInline.start(dir, [EVENTS_CHANNEL])
      : await PGliteThread.start(dir, [EVENTS_CHANNEL]);
  const db: Db = new Kysely({ dialect: new PGliteDialect(worker) });
  registerSettingsVariants(db, new PGliteHandles(worker));
  const events = createEmbeddedEvents(db, worker);
  return {
    db,
    read: db,
    kind: 'pglite',
    events,
    ping:
      worker instanceof PGliteThread
        ? pingUnlessRecent(worker.answers, () => worker.ping())
        : () => worker.ping(),
    readJob: (module, name, args) =>
      worker instanceof PGliteThread ? worker.job(module, name, args) : jobHere(db, module, name, args),
    async close() {
      await events.close();
      await db.destroy();
    },
  };
}
