import { type Db, withSettings } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';

/**
 * How search reads keep the plan they were written for. A search knows more than the planner
 * about where its rows are (the best matches first in the layout, candidates.ts), so some
 * reads switch kinds of scan off for their statement, and a scan of the layout's top hides its
 * conditions from the indexes. Measured with bench/search.ts; the figures are in README
 * "Searching" and "Measured figures behind the search engine".
 */

export type ScanKind = 'seqscan' | 'indexscan' | 'bitmapscan';

/**
 * Scans switched off to leave the planner walks: of the top's pages (scanFence hides the
 * search's conditions from the indexes there), or of a sort order's index. Index scans stay
 * on: collapsing stacks looks each lead up by index.
 */
export const WALKS_ONLY = ['seqscan', 'bitmapscan'] as const;
/** Scans switched off to leave the planner only bitmaps of the indexes. */
export const BITMAPS_ONLY = ['seqscan', 'indexscan'] as const;

/** The session settings that switch the given kinds of scan off. Pure. */
export function scansOff(off: readonly ScanKind[]): Record<string, string> {
  return Object.fromEntries(off.map((kind) => [`enable_${kind}`, 'off']));
}

/**
 * Conditions no index can serve: wrapped in IS TRUE they are no index's, so a read of the
 * layout's pages in order checks them on each row. Given an index on the asset type, the
 * planner otherwise walked the popularity index through the top and took the first films by
 * popularity, not by prior; and switching index scans off instead priced the stack look-ups
 * (an index scan) so high that it chose a bitmap of every match.
 */
export function scanFence(conditions: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(${conditions}) is true`;
}

/**
 * Runs work with some kinds of scan switched off: through a handle whose sessions run that way
 * (withSettings: on a server, sessions opened so; on PGlite, its session switched when the
 * settings change), or, for a handle that has none (a transaction, a handle derived with
 * withTables), in one transaction that switches them.
 */
export async function inPlan<R>(db: Db, off: readonly ScanKind[], work: (tx: Db) => Promise<R>): Promise<R> {
  const planned = withSettings(db, scansOff(off));
  if (planned) return work(planned);
  return db.transaction().execute(async (tx) => {
    const settings = off.map((kind) => sql`set_config(${`enable_${kind}`}, 'off', true)`);
    await sql`select ${sql.join(settings)}`.execute(tx);
    return work(tx);
  });
}
