import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteStatements } from './pglite-statements';
import { type SessionSettings, settingsKey } from './session-settings';

export interface RunResult<R = unknown> {
  rows: R[];
  affectedRows: number | undefined;
}

/** Opens the embedded database: the folder, or 'memory' for a throwaway one. */
export async function createPGlite(dir: string): Promise<PGlite> {
  const pglite = await PGlite.create(dir === 'memory' ? undefined : dir, { extensions: { pg_trgm } });
  // Statements are named and kept prepared (pglite-statements.ts), to skip parsing them again;
  // their plans stay made for each execution's values, as unnamed ones are: a generic plan
  // reads a common word's every match through an index where its values call for another
  // (README "PGlite statements", bench/search.ts). Functions that want their plan kept say so
  // themselves (`set plan_cache_mode = auto`).
  await pglite.exec('create extension if not exists pg_trgm; set plan_cache_mode = force_custom_plan');
  return pglite;
}

/**
 * PGlite's one session, where PGlite runs (the database thread, or the server's own). Every Kysely handle
 * shares it: the default one and those that run with given settings (withSettings). Callers
 * take turns (leases: pglite-thread.ts, pglite-inline.ts), so a transaction's statements never
 * interleave with others'.
 */
export class PGliteSession {
  /** The settings handles asked for that are in force now (none: the session's own). */
  private current: SessionSettings = {};
  private currentKey = '';
  /** Each setting's value before a handle first changed it, to go back to. */
  private readonly own = new Map<string, string>();
  readonly statements: PGliteStatements;

  constructor(readonly pglite: PGlite) {
    this.statements = new PGliteStatements(pglite);
  }

  /** One statement (or, without parameters, a script) under `settings`. */
  async run<R>(settings: SessionSettings, text: string, values: readonly unknown[]): Promise<RunResult<R>> {
    await this.useSettings(settings);
    if (values.length === 0) {
      // exec speaks the simple protocol, which accepts multi-statement scripts (migrations).
      const last = (await this.pglite.exec(text)).at(-1);
      return { rows: (last?.rows ?? []) as R[], affectedRows: last?.affectedRows };
    }
    const result = await this.statements.query<R>(text, values);
    return { rows: result.rows, affectedRows: result.affectedRows };
  }

  /**
   * Brings the session to `settings` when it runs with others (one statement, only on a
   * change; a setting no longer asked for goes back to the session's own value): consecutive
   * reads under the same settings pay nothing, where a transaction around each read costs
   * begin, set_config and commit. A lease runs all its statements under one handle's
   * settings, so a change only ever comes at a lease's first statement, never inside a
   * transaction (whose rollback would undo it).
   */
  private async useSettings(settings: SessionSettings): Promise<void> {
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

  /** After a lease: a transaction its holder left open is rolled back, so it cannot hold the next. */
  async endLease(): Promise<void> {
    if (this.pglite.isInTransaction()) await this.pglite.exec('rollback');
  }
}
