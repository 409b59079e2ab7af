import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// biome-ignore lint/complexity/noBannedTypes: the same empty schema as Db (database.ts)
type Handle = Kysely<{}>;

export type ScanKind = 'seqscan' | 'indexscan' | 'bitmapscan';

/** Connections per plan variant: they serve single short reads. */
const PLANNED_POOL_SIZE = 5;

/**
 * Sessions on the same server whose planner has some kinds of scan switched off, one small
 * pool per combination, opened on first use. A read that must keep its plan (search reads,
 * features/search/src/engine/candidates.ts) then costs one round trip instead of four (begin,
 * set_config, the read, commit).
 */
export interface ScanVariants {
  /** A handle whose sessions plan without the given kinds of scan. */
  handle(off: readonly ScanKind[]): Handle;
}

export class PlannedSessions implements ScanVariants {
  private readonly handles = new Map<string, Handle>();

  constructor(
    private readonly config: pg.PoolConfig & { options: string },
    private readonly onIdleError: (error: Error) => void,
  ) {}

  handle(off: readonly ScanKind[]): Handle {
    const kinds = [...new Set(off)].sort();
    const key = kinds.join(',');
    let handle = this.handles.get(key);
    if (!handle) {
      const options = [this.config.options, ...kinds.map((k) => `-c enable_${k}=off`)].join(' ');
      const pool = new pg.Pool({ ...this.config, max: PLANNED_POOL_SIZE, options });
      pool.on('error', this.onIdleError);
      handle = new Kysely({ dialect: new PostgresDialect({ pool }) });
      this.handles.set(key, handle);
    }
    return handle;
  }

  async close(): Promise<void> {
    await Promise.all([...this.handles.values()].map((h) => h.destroy()));
    this.handles.clear();
  }
}

const planned = new WeakMap<Handle, ScanVariants>();

export function registerPlannedSessions(db: Handle, sessions: ScanVariants): void {
  planned.set(db, sessions);
}

/**
 * A handle on the same database whose sessions plan without the given kinds of scan (on
 * PGlite, its one session switched to them while the handle uses it: pglite-dialect.ts);
 * undefined for a handle that has none registered, such as a transaction: there the caller
 * switches them for the transaction.
 */
export function withoutScans(db: Handle, off: readonly ScanKind[]): Handle | undefined {
  return planned.get(db)?.handle(off);
}
