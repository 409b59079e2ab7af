import type { SearchParameters } from '@lightbox/core/search';
import { type RawBuilder, sql } from 'kysely';
import { searchConditions } from './filters';
import { phraseQuery } from './phrase';

/** The WHERE clause of a search: every parameter's condition, plus one picture per event when grouped. */
export function whereClause(p: SearchParameters, withType: boolean): RawBuilder<unknown> {
  const conditions = searchConditions(p, withType);
  if (p.groupbyevent) {
    conditions.push(sql`a.id in (select distinct on (coalesce(a.event_id, -a.id)) a.id from assets a
      where ${sql.join(searchConditions(p, withType), sql` and `)}
      order by coalesce(a.event_id, -a.id), a.popularity desc, a.id)`);
  }
  return sql.join(conditions, sql` and `);
}

export function orderClause(p: SearchParameters): RawBuilder<unknown> {
  const date = p.family === 'editorial' ? sql`a.date_taken` : sql`a.uploaded_at`;
  switch (p.sortorder) {
    case 'newest':
      return sql`${date} desc, a.id desc`;
    case 'oldest':
      return sql`${date} asc, a.id asc`;
    case 'mostpopular':
      return sql`a.popularity desc, a.id desc`;
    default: {
      const q = phraseQuery(p);
      return q
        ? sql`ts_rank_cd(a.document, ${q}) * ln(10 + a.popularity) desc, a.id desc`
        : sql`a.popularity desc, a.id desc`;
    }
  }
}
