import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { ResultCardRow } from '../repository';
import { columnsOf, readRows } from './candidates';

/** What presentCard reads (AssetCardRow), with the stack a result card shows. */
const CARD_COLUMNS = columnsOf<ResultCardRow>({
  id: sql`d.id`,
  title: sql`d.title`,
  short_title: sql`d.short_title`,
  asset_type: sql`d.asset_type`,
  family: sql`d.family`,
  license_type: sql`d.license_type`,
  width: sql`d.width`,
  height: sql`d.height`,
  duration_seconds: sql`d.duration_seconds`,
  is_offline: sql`d.is_offline`,
  stack_id: sql`d.stack_id`,
  stack_size: sql`d.stack_size`,
});

/**
 * The cards of the given assets, in the order given (ids not found left out). Read as one JSON
 * value of column arrays (readRows), which PGlite hands over faster than rows (README, "Measured
 * figures behind the search engine").
 */
export async function readCards(db: Db, ids: readonly number[]): Promise<ResultCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await readRows(
    db,
    sql<ResultCardRow>`select ${CARD_COLUMNS.list} from assets d where d.id = any(${[...ids]}::int[])`,
    CARD_COLUMNS.names,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
