import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { NEAR_DUPLICATE_MAX_DISTANCE } from './similarity';
import { dhashWithin } from './similarity-sql';

/**
 * Stacks of near-duplicates. When an asset's hash is measured, the same contributor's assets
 * within NEAR_DUPLICATE_MAX_DISTANCE bits (found through the band indexes) and the stacks they
 * are in merge with it into one stack: stack_id is the smallest member id, every member knows
 * the size, and the most popular member (then the smallest id) is the lead that search shows.
 *
 * Why the same contributor: on the demo catalogue, hash distance alone chained 161 of 800
 * unrelated pictures into 38 stacks (every press conference at the same podium looks alike
 * at 9×8 pixels); one contributor's near-identical frames are what a stack is for.
 *
 * Assignments are serialised by a transaction-level advisory lock, so two near-duplicates
 * measured at the same moment still find each other.
 */

const STACK_LOCK = 0x57ac4; // any constant shared by every assignment

export interface StackAssignment {
  /** Null when the asset has no near-duplicate. */
  stackId: number | null;
  size: number;
  leadId: number;
}

/** Must run inside the transaction that wrote the asset's hash. */
export async function assignStack(tx: Db, id: number): Promise<StackAssignment> {
  await sql`select pg_advisory_xact_lock(${STACK_LOCK})`.execute(tx);
  const self = await sql<{ dhash: string | null; contributor: string; stack_id: number | null }>`
    select dhash::text as dhash, contributor, stack_id from assets where id = ${id}`.execute(tx);
  const row = self.rows[0];
  if (!row?.dhash) return { stackId: null, size: 1, leadId: id };
  const probe = sql`${row.dhash}::bigint`;
  const members = await sql<{ id: number; popularity: number }>`
    with near as (
      select n.id, n.stack_id from assets n
      where ${dhashWithin('n', probe, NEAR_DUPLICATE_MAX_DISTANCE)}
        and n.contributor = ${row.contributor} and n.id <> ${id}
    )
    select m.id, m.popularity from assets m
    where m.id = ${id}
      or m.id in (select near.id from near)
      or m.stack_id in (select near.stack_id from near where near.stack_id is not null)
      or m.stack_id = ${row.stack_id ?? 0}
    order by m.popularity desc, m.id`.execute(tx);
  const ids = members.rows.map((m) => m.id);
  const leadId = ids[0] ?? id;
  if (ids.length <= 1) return { stackId: null, size: 1, leadId: id };
  const stackId = Math.min(...ids);
  await sql`update assets set stack_id = ${stackId}, stack_size = ${ids.length}, is_stack_lead = (id = ${leadId})
    where id = any(${ids}::int[])`.execute(tx);
  return { stackId, size: ids.length, leadId };
}
