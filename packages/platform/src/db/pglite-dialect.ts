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
import { type SessionSettings, type SettingsVariants, settingsKey } from './session-settings';

/**
 * PGlite's one session, shared by every Kysely handle on it: the default one and those that
 * run with given settings (withSettings). Connections are handed out one at a time: a
 * transaction holds the session until it commits, and other queries wait instead of
 * interleaving with it.
 */
export class PGliteSession {
  private queue: Promise<void> = Promise.resolve();
  /** The settings handles asked for that are in force now (none: the session's own). */
  private current: SessionSettings = {};
  private currentKey = '';
  /** Each setting's value before a handle first changed it, to go back to. */
  private readonly own = new Map<string, string>();
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
   * Brings the session to `settings` when it runs with others (one statement, only on a
   * change; a setting no longer asked for goes back to the session's own value): consecutive
   * reads under the same settings pay nothing, where a transaction around each read costs
   * begin, set_config and commit. Called before a connection is handed out, so never inside a
   * transaction (whose rollback would undo it).
   */
  async useSettings(settings: SessionSettings): Promise<void> {
    const key = settingsKey(settings);
    if (key === this.currentKey) return;
    for (const name of Object.keys(settings)) {
      if (this.own.has(name)) continue;
      const result = await this.pglite.query<{ v: string }>('select current_setting($1) as v', [name]);
      this.own.set(name, result.rows[0]!.v);
    }
    const values = {
      ...Object.fromEntries([...this.own].filter(([name]) => name in this.current)),
      ...settings,
    };
    const sets = Object.entries(values).map(([name, value]) => `set ${name} = '${value}';`);
    await this.pglite.exec(sets.join(' '));
    this.current = settings;
    this.currentKey = key;
    this.statements.settings = key;
  }
}

/** Kysely handles on one PGlite session, one per distinct settings (withSettings). */
export class PGliteHandles implements SettingsVariants {
  // biome-ignore lint/complexity/noBannedTypes: the same empty schema as Db (database.ts)
  private readonly handles = new Map<string, Kysely<{}>>();
  constructor(private readonly session: PGliteSession) {}

  handle(settings: SessionSettings) {
    const key = settingsKey(settings);
    let handle = this.handles.get(key);
    if (!handle) {
      handle = new Kysely({ dialect: new PGliteDialect(this.session, { ...settings }) });
      this.handles.set(key, handle);
    }
    return handle;
  }
}

/** Kysely dialect over an embedded PGlite instance, its session running with `settings`. */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly session: PGliteSession,
    private readonly settings: SessionSettings = {},
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.session, this.settings);
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
    private readonly settings: SessionSettings,
  ) {
    this.connection = new PGliteConnection(session);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.session.acquire();
    try {
      await this.session.useSettings(this.settings);
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
    // The default handle owns the database; handles with settings of their own share it.
    if (Object.keys(this.settings).length === 0) await this.session.pglite.close();
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
