import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from './database';
import { SignsOfLife } from './health';
import { registerSettingsVariants, ServerSettingsSessions } from './session-settings';

/**
 * Reads may rely on a table's physical order (search takes the first matches of its layout as
 * the best), so a scan starts at the table's first page and runs in one process: no
 * synchronised scans joining another scan midway, no parallel workers (two cores serve more
 * requests one process each). No JIT either: the planner cannot know that a bounded scan stops
 * early, and compiling for the cost it expects takes longer than the scan (README "Searching").
 */
export const SESSION_OPTIONS = '-c synchronize_seqscans=off -c max_parallel_workers_per_gather=0 -c jit=off';

/** A pool of `max` connections to a server, with its settings variants (withSettings). */
export interface ServerHandle {
  db: Db;
  /** Each connection given back after a statement without error (the health check's sign). */
  answers: SignsOfLife;
  close(): Promise<void>;
}

export function openServerHandle(
  url: string,
  max: number,
  onIdleError: (error: Error) => void,
): ServerHandle {
  const pool = new pg.Pool({ connectionString: url, max, options: SESSION_OPTIONS });
  pool.on('error', onIdleError);
  const answers = new SignsOfLife();
  pool.on('release', (error: Error | undefined) => {
    if (!error) answers.seen();
  });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const variants = new ServerSettingsSessions(
    { connectionString: url, options: SESSION_OPTIONS },
    onIdleError,
  );
  registerSettingsVariants(db, variants);
  return {
    db,
    answers,
    async close() {
      await db.destroy();
      await variants.close();
    },
  };
}
