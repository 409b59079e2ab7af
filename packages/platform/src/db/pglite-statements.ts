import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements for PGlite, kept per SQL text, as node-postgres or JDBC keep them
 * for a server. PGlite's own `query` sends six protocol messages, each a call into the
 * WebAssembly module, and parses, analyses and plans the statement every time. A statement
 * seen before is bound by name instead: one call (bind, describe, execute, sync), no parsing,
 * and PostgreSQL's plan cache decides, as for any named statement, when a generic plan can
 * serve every execution (after five custom ones, if it costs no more than they did).
 *
 * Plans depend on the session's settings too (enable_seqscan and the like), which the plan
 * cache does not check, so the settings in force are part of the key (see `settings`).
 */
export class PGliteStatements {
  private readonly statements = new Map<string, { name: string; types: number[] }>();
  /** Key part naming the settings the session runs with now (PGliteSession.useSettings). */
  settings = '';

  constructor(
    private readonly pglite: PGlite,
    private readonly kept = STATEMENTS_KEPT,
  ) {}

  async query<R>(text: string, values: readonly unknown[]): Promise<Results<R>> {
    const key = `${this.settings}\u0000${text}`;
    let statement = this.statements.get(key);
    if (statement) {
      // Most recently used last: the first entry is the one to close when too many are kept.
      this.statements.delete(key);
      this.statements.set(key, statement);
    } else {
      statement = await this.prepare(text);
      this.statements.set(key, statement);
      if (this.statements.size > this.kept) await this.closeOldest();
    }
    try {
      return await this.execute<R>(statement.name, statement.types, values);
    } catch (error) {
      // A table changed under the statement so that its columns differ ("cached plan must not
      // change result type"): forget it and prepare the text afresh once.
      if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
      this.statements.delete(key);
      await this.close(statement.name);
      const fresh = await this.prepare(text);
      this.statements.set(key, fresh);
      return this.execute<R>(fresh.name, fresh.types, values);
    }
  }

  private async prepare(text: string): Promise<{ name: string; types: number[] }> {
    const name = `lb_${++statementCounter}`;
    const { serialize } = protocol;
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return { name, types: parse.parseDescribeStatementResults(messages) };
  }

  private async execute<R>(name: string, types: number[], values: readonly unknown[]): Promise<Results<R>> {
    const { serialize } = protocol;
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.bind({ statement: name, values: serialized }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    if (!this.pglite.isInTransaction()) await this.pglite.syncToFs();
    return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
  }

  private async closeOldest() {
    const [key, statement] = this.statements.entries().next().value as [string, { name: string }];
    this.statements.delete(key);
    await this.close(statement.name);
  }

  private async close(name: string) {
    const { serialize } = protocol;
    await this.pglite.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
  }
}

/** Names are unique in the process, so two of these on one PGlite never collide. */
let statementCounter = 0;

/** Statements kept prepared; a search uses about ten shapes, and filters add a few each. */
export const STATEMENTS_KEPT = 500;

/** SQLSTATE 0A000, raised when a cached plan's result columns no longer match its table. */
const FEATURE_NOT_SUPPORTED = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
