import { assignStack, catalogueDb, type NewAsset } from '@lightbox/catalogue';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/** All of the importer's SQL. */

export async function importedAsset(db: Db, contentHash: string): Promise<number | undefined> {
  const r = await sql<{ asset_id: number }>`
    select asset_id from import_files where content_hash = ${contentHash}`.execute(db);
  return r.rows[0]?.asset_id;
}

/** Which of these ids are taken. */
export async function takenIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const r = await sql<{ id: number }>`select id from assets where id = any(${ids}::int[])`.execute(db);
  return new Set(r.rows.map((row) => row.id));
}

/**
 * Adds the asset, its line in the ledger and its place in a stack of near-duplicates, all in
 * one transaction: search's trigger indexes it in the same transaction, so it is found from
 * the moment this returns, and an interruption leaves nothing half-added.
 */
export async function addImportedAsset(
  db: Db,
  asset: NewAsset,
  file: { contentHash: string; name: string; bytes: number },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await catalogueDb(tx).insertInto('assets').values(asset).execute();
    await sql`insert into import_files (content_hash, asset_id, source_name, bytes)
      values (${file.contentHash}, ${asset.id}, ${file.name}, ${file.bytes})`.execute(tx);
    await assignStack(tx, asset.id);
  });
}
