import type { PGlite } from '@electric-sql/pglite';
import { createPGlite, PGliteSession, type RunResult } from './pglite-session';
import type { SessionSettings } from './session-settings';

/**
 * What the PGlite dialect needs of the embedded database, wherever PGlite runs: in a worker
 * thread (pglite-thread.ts, the default) or on the server's own thread (this file,
 * PGLITE_THREAD=false).
 */
export interface PGliteHost {
  /** A turn on the session, for one statement or a transaction; release it when done. */
  acquire(): Promise<PGliteLease>;
  ping(): Promise<void>;
  listen(channel: string, handler: (payload: string) => void): () => void;
  close(): Promise<void>;
}

/** Statements run in the lease's turn, in the order sent, never interleaved with another lease's. */
export interface PGliteLease {
  run<R>(settings: SessionSettings, sql: string, params: readonly unknown[]): Promise<RunResult<R>>;
  release(): void;
}

/**
 * PGlite on the server's own thread: each statement costs no message, but a long search holds
 * the thread that also answers static files and /healthz (README "Serving many visitors at once").
 */
export class PGliteInline implements PGliteHost {
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private closed = false;
  private reason: Error | undefined;

  private constructor(
    private readonly pglite: PGlite,
    private readonly session: PGliteSession,
    private readonly beforeStatement?: () => Promise<void>,
  ) {}

  /** Opens `dir` ('memory' for a throwaway database), listening on `channels`. */
  static async start(dir: string, channels: string[]): Promise<PGliteInline> {
    const pglite = await createPGlite(dir);
    const host = new PGliteInline(pglite, new PGliteSession(pglite));
    // LISTEN before any transaction is open, as PGlite wants.
    for (const channel of channels) {
      await pglite.listen(channel, (payload) => host.listeners.get(channel)?.(payload));
    }
    return host;
  }

  /**
   * Turns on a session PGlite's owner already opened: the database thread's jobs (a job holds
   * the thread's lease, and its own statements take turns under it). `beforeStatement` runs
   * before each statement (the thread lets its messages in there).
   */
  static over(pglite: PGlite, session: PGliteSession, beforeStatement: () => Promise<void>): PGliteInline {
    return new PGliteInline(pglite, session, beforeStatement);
  }

  async acquire(): Promise<PGliteLease> {
    const release = await this.turn();
    return { run: (settings, sql, params) => this.run(settings, sql, params), release };
  }

  private async turn(): Promise<() => void> {
    let done!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      done = resolve;
    });
    await previous;
    if (this.closed) {
      done();
      throw new Error('The embedded database is closed');
    }
    // A transaction its holder left open is rolled back before the next caller gets the session.
    return () => {
      if (this.closed) done();
      else this.session.endLease().then(done, (error: unknown) => this.fail(error, done));
    };
  }

  private async run<R>(
    settings: SessionSettings,
    sql: string,
    params: readonly unknown[],
  ): Promise<RunResult<R>> {
    await this.beforeStatement?.();
    if (this.closed) throw this.reason ?? new Error('The embedded database is closed');
    return this.session.run<R>(settings, sql, params);
  }

  /** A rollback that fails leaves the session unusable: later statements say why. */
  private fail(error: unknown, done: () => void) {
    this.closed = true;
    this.reason = error instanceof Error ? error : new Error(String(error));
    done();
  }

  async ping(): Promise<void> {
    if (this.closed) throw this.reason ?? new Error('The embedded database is closed');
  }

  listen(channel: string, handler: (payload: string) => void): () => void {
    this.listeners.set(channel, handler);
    return () => this.listeners.delete(channel);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const release = await this.turn();
    try {
      this.closed = true;
      await this.pglite.close();
    } finally {
      release();
    }
  }
}
