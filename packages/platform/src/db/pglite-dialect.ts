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
import type { PGliteHost, PGliteLease } from './pglite-inline';
import { type SessionSettings, type SettingsVariants, settingsKey } from './session-settings';

/** Kysely handles on one PGlite session, one per distinct settings (withSettings). */
export class PGliteHandles implements SettingsVariants {
  // biome-ignore lint/complexity/noBannedTypes: the same empty schema as Db (database.ts)
  private readonly handles = new Map<string, Kysely<{}>>();
  constructor(private readonly session: PGliteHost) {}

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
    private readonly session: PGliteHost,
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
  constructor(
    private readonly session: PGliteHost,
    private readonly settings: SessionSettings,
  ) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    // One connection per lease: leases on the database thread are held side by side, each
    // waiting for its turn there.
    return new PGliteConnection(await this.session.acquire(), this.settings);
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
    (conn as PGliteConnection).lease.release();
  }
  async destroy() {
    // The default handle owns the database; handles with settings of their own share it.
    if (Object.keys(this.settings).length === 0) await this.session.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    readonly lease: PGliteLease,
    private readonly settings: SessionSettings,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.lease.run<R>(this.settings, compiled.sql, compiled.parameters);
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
