import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// biome-ignore lint/complexity/noBannedTypes: the same empty schema as Db (database.ts)
type Handle = Kysely<{}>;

/** Run-time parameters (`SET name = value`) a session runs with, by name. */
export type SessionSettings = Readonly<Record<string, string>>;

const NAME = /^[a-z_][a-z0-9_.]*$/;
const VALUE = /^[\w.-]+$/;

/**
 * The settings in one canonical form, sorted by name (`a=1,b=2`): equal settings give equal
 * keys, whatever order they were written in. Throws for a name or value that is not a plain
 * word: the settings are the code's own, never a visitor's.
 */
export function settingsKey(settings: SessionSettings): string {
  return Object.keys(settings)
    .sort()
    .map((name) => {
      const value = settings[name]!;
      if (!NAME.test(name) || !VALUE.test(value)) throw new Error(`Bad session setting ${name}=${value}`);
      return `${name}=${value}`;
    })
    .join(',');
}

/** Something that hands out handles whose sessions run with given settings. */
export interface SettingsVariants {
  handle(settings: SessionSettings): Handle;
}

/** Connections per settings variant: they serve single short reads. */
const VARIANT_POOL_SIZE = 5;

/**
 * Sessions on one server opened with given settings, one small pool per distinct settings,
 * opened on first use: a read under them costs one round trip, where a transaction setting
 * them costs four (begin, set_config, the read, commit).
 */
export class ServerSettingsSessions implements SettingsVariants {
  private readonly handles = new Map<string, Handle>();

  constructor(
    private readonly config: pg.PoolConfig & { options: string },
    private readonly onIdleError: (error: Error) => void,
  ) {}

  handle(settings: SessionSettings): Handle {
    const key = settingsKey(settings);
    let handle = this.handles.get(key);
    if (!handle) {
      const extra = Object.keys(settings)
        .sort()
        .map((name) => `-c ${name}=${settings[name]}`);
      const options = [this.config.options, ...extra].join(' ');
      const pool = new pg.Pool({ ...this.config, max: VARIANT_POOL_SIZE, options });
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

const variants = new WeakMap<Handle, SettingsVariants>();

export function registerSettingsVariants(db: Handle, sessions: SettingsVariants): void {
  variants.set(db, sessions);
}

/**
 * A handle on the same database whose sessions run with `settings` (on a server, sessions
 * opened with them; on PGlite, its one session switched to them while the handle uses it:
 * pglite-dialect.ts). Equal settings give the same handle. Undefined for a handle opened
 * otherwise, such as a transaction: there the caller sets them for the transaction.
 */
export function withSettings(db: Handle, settings: SessionSettings): Handle | undefined {
  return variants.get(db)?.handle(settings);
}
