import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { PREFERENCES_MAX_BYTES, PREFERENCES_MAX_KEYS, type SearchPreferences } from './rules';

export async function findPreferences(db: Db, userId: number): Promise<SearchPreferences | undefined> {
  const { rows } = await sql<{ prefs: SearchPreferences }>`
    select prefs from search_preferences where user_id = ${userId}`.execute(db);
  return rows[0]?.prefs;
}

/**
 * Sets the given keys and removes `removed`, in one statement: the merged map is checked against
 * the limits in the same statement, so a change that would break one writes nothing and returns
 * undefined.
 */
export async function patchPreferences(
  db: Db,
  userId: number,
  sets: SearchPreferences,
  removed: readonly string[],
): Promise<SearchPreferences | undefined> {
  const { rows } = await sql<{ prefs: SearchPreferences }>`
    insert into search_preferences as p (user_id, prefs)
    values (${userId}, ${JSON.stringify(sets)}::jsonb)
    on conflict (user_id) do update
      set prefs = (p.prefs || excluded.prefs) - ${[...removed]}::text[], updated_at = now()
      where search_preferences_fit((p.prefs || excluded.prefs) - ${[...removed]}::text[],
        ${PREFERENCES_MAX_KEYS}, ${PREFERENCES_MAX_BYTES})
    returning prefs`.execute(db);
  return rows[0]?.prefs;
}

/**
 * The visitor's anonymous map joined to their account's at sign-in, in one statement: the
 * account's values win (what the customer chose while signed in, on any device, outlives a guest
 * visit); keys only the visitor had are added. When the two together would break a limit, the
 * account's map stays as it was.
 */
export async function mergeAnonymous(
  db: Db,
  userId: number,
  anonymous: SearchPreferences,
): Promise<SearchPreferences> {
  const { rows } = await sql<{ prefs: SearchPreferences }>`
    insert into search_preferences as p (user_id, prefs)
    values (${userId}, ${JSON.stringify(anonymous)}::jsonb)
    on conflict (user_id) do update
      set prefs = case
          when search_preferences_fit(excluded.prefs || p.prefs, ${PREFERENCES_MAX_KEYS}, ${PREFERENCES_MAX_BYTES})
          then excluded.prefs || p.prefs else p.prefs end,
        updated_at = now()
    returning prefs`.execute(db);
  return rows[0]?.prefs ?? anonymous;
}
