import type { Db } from '@lightbox/platform';
import { type Kysely, sql } from 'kysely';
import type { ImageQueriesTable } from '../schema';

/** All SQL of search by uploaded image (table image_queries, catalogue migration 202611221100; its type in ../schema.ts). */

type ImageQueryDb = Kysely<{ image_queries: ImageQueriesTable }>;
const table = (db: Db): ImageQueryDb => db.withTables<{ image_queries: ImageQueriesTable }>();

export interface NewImageQuery {
  id: string;
  dhash: string;
  dominantColor: string;
  width: number;
  height: number;
  thumb: Buffer;
}

export async function insertImageQuery(db: Db, q: NewImageQuery): Promise<void> {
  await table(db)
    .insertInto('image_queries')
    .values({
      id: q.id,
      dhash: q.dhash,
      dominant_color: q.dominantColor,
      width: q.width,
      height: q.height,
      thumb: q.thumb,
    })
    .execute();
}

export async function imageQueryExists(db: Db, id: string): Promise<boolean> {
  const row = await table(db)
    .selectFrom('image_queries')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findImageQueryThumb(db: Db, id: string): Promise<Buffer | undefined> {
  const row = await table(db)
    .selectFrom('image_queries')
    .select('thumb')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.thumb) : undefined;
}

/** Deletes pictures searched with before `before`; returns how many. */
export async function deleteImageQueriesBefore(db: Db, before: Date): Promise<number> {
  const result =
    await sql`delete from image_queries where created_at < ${before.toISOString()}::timestamptz`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
