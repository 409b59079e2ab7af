import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { PGliteStatements } from './pglite-statements';
import type { ScanKind, ScanVariants } from './planned-sessions';

const SCAN_KINDS: readonly ScanKind[] = ['seqscan', 'indexscan', 'bitmapscan'];

/**
 * PGlite's one session, shared by every Kysely handle on it: the default one and those that
 * plan without some kinds of scan (withoutScans). Connections are handed out one at a time: a
 * transaction holds the session until it commits, and other queries wait instead of
 * interleaving with it.
 */
export class PGliteSession {
  private queue: Promise<void> = Promise.resolve();
  /** The scans switched off in the session now, sorted and joined. */
  private scansOff = '';
  readonly statements: PGliteStatements;

  constructor(readonly pglite: PGlite) {
    this.statements = new PGliteStatements(pglite);
  }

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }

  /**
   * Brings the session's planner settings to `off` when they differ (one statement, only on a
   * change): consecutive reads of one kind pay nothing, where a transaction around each read
   * cost begin, set_config and commit. Called before a connection is handed out, so never
   * inside a transaction (whose rollback would undo it).
   */
  async useScans(off: readonly ScanKind[]): Promise<void> {
    const wanted = [...new Set(off)].sort().join(',');
    if (wanted === this.scansOff) return;
    const sets = SCAN_KINDS.map((k) => `set enable_${k} = ${off.includes(k) ? 'off' : 'on'};`);
    await this.pglite.exec(sets.join(' '));
    this.scansOff = wanted;
    this.statements.settings = wanted;
  }
}

/** Kysely handles on one PGlite session, one per set of scans switched off (withoutScans). */
export class PGliteHandles implements ScanVariants {
  // biome-ignore lint/complexity/noBannedTypes: the same empty schema as Db (database.ts)
  private readonly handles = new Map<string, Kysely<{}>>();
  constructor(private readonly session: PGliteSession) {}

  handle(off: readonly ScanKind[]) {
    const kinds = [...new Set(off)].sort();
    const key = kinds.join(',');
    let handle = this.handles.get(key);
    if (!handle) {
      handle = new Kysely({ dialect: new PGliteDialect(this.session, kinds) });
      this.handles.set(key, handle);
    }
    return handle;
  }
}

/** Kysely dialect over an embedded PGlite instance, planning without the scans in `off`. */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly session: PGliteSession,
    private readonly off: readonly ScanKind[] = [],
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.session, this.off);
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;

  constructor(
    private readonly session: PGliteSession,
    private readonly off: readonly ScanKind[],
  ) {
    this.connection = new PGliteConnection(session);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.session.acquire();
    try {
      await this.session.useScans(this.off);
    } catch (error) {
      release();
      throw error;
    }
    this.connection.release = release;
    return this.connection;
  }
  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(conn: DatabaseConnection) {
    (conn as PGliteConnection).release?.();
  }
  async destroy() {
    // The default handle owns the database; handles without some scans share it.
    if (this.off.length === 0) await this.session.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  constructor(private readonly session: PGliteSession) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      // exec speaks the simple protocol, which accepts multi-statement scripts (migrations).
      const results = await this.session.pglite.exec(compiled.sql);
      const last = results.at(-1);
      return {
        rows: (last?.rows ?? []) as R[],
        numAffectedRows: last?.affectedRows === undefined ? undefined : BigInt(last.affectedRows),
      };
    }
    const result = await this.session.statements.query<R>(compiled.sql, compiled.parameters);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite returns whole results; a single chunk keeps the streaming contract.
    yield await this.executeQuery<R>(compiled);
  }
}
