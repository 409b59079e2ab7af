import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import type { Staff } from '../assets/repository';

export interface CuratedSet {
  id: number;
  slug: string;
  name: string;
  size: number;
}

export interface SetMember {
  asset_id: number;
  title: string;
  position: number;
  withdrawn: boolean;
}

export async function curatedSets(db: Db): Promise<CuratedSet[]> {
  const { rows } = await sql<CuratedSet>`
    select s.id, s.slug, s.name, (select count(*)::int from curated_set_assets m where m.set_id = s.id) as size
    from curated_sets s order by s.id`.execute(db);
  return rows;
}

export async function curatedSet(
  db: Db,
  id: number,
): Promise<(CuratedSet & { members: SetMember[] }) | undefined> {
  const set = (await curatedSets(db)).find((s) => s.id === id);
  if (!set) return undefined;
  const { rows } = await sql<SetMember>`
    select m.asset_id, a.title, m.position, a.withdrawn_at is not null as withdrawn
    from curated_set_assets m join assets a on a.id = m.asset_id
    where m.set_id = ${id} order by m.position, m.asset_id`.execute(db);
  return { ...set, members: rows };
}

export type SetChange = 'added' | 'removed' | 'unchanged' | 'no_asset';

async function audit(tx: Db, staff: Staff, setId: number, action: string, before: unknown, after: unknown) {
  await sql`insert into console_audit (staff_user_id, staff_email, subject_type, subject_id, action, before, after)
    values (${staff.id}, ${staff.email}, 'curated_set', ${setId}, ${action},
      ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`.execute(tx);
}

/** Adds an asset at the end of a set (search's curatedset filter and the landings read it at once). */
export async function addToSet(db: Db, staff: Staff, setId: number, assetId: number): Promise<SetChange> {
  return db.transaction().execute(async (tx) => {
    await sql`select id from curated_sets where id = ${setId} for update`.execute(tx);
    const asset = await sql`select 1 from assets where id = ${assetId}`.execute(tx);
    if (asset.rows.length === 0) return 'no_asset';
    const added = await sql`insert into curated_set_assets (set_id, asset_id, position)
      values (${setId}, ${assetId},
        (select coalesce(max(position) + 1, 0) from curated_set_assets where set_id = ${setId}))
      on conflict (set_id, asset_id) do nothing`.execute(tx);
    if (Number(added.numAffectedRows ?? 0) === 0) return 'unchanged';
    await audit(tx, staff, setId, 'add_asset', {}, { asset_id: assetId });
    return 'added';
  });
}

export async function removeFromSet(
  db: Db,
  staff: Staff,
  setId: number,
  assetId: number,
): Promise<SetChange> {
  return db.transaction().execute(async (tx) => {
    const removed = await sql<{ position: number }>`delete from curated_set_assets
      where set_id = ${setId} and asset_id = ${assetId} returning position`.execute(tx);
    const row = removed.rows[0];
    if (!row) return 'unchanged';
    await audit(tx, staff, setId, 'remove_asset', { asset_id: assetId, position: row.position }, {});
    return 'removed';
  });
}
