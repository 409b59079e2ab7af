import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMigrationsDir } from './schema';
import { seedCatalogue } from './seed';

interface TermRow {
  kind: string;
  term: string;
  frequency: number;
}

/** The dictionary as it should be: every entry counted afresh over the live assets. */
async function recount(database: TestDatabase): Promise<TermRow[]> {
  const result = await sql<TermRow>`select kind, term, count(distinct id)::int as frequency
    from (select a.id, s.kind, s.term from assets a, lb_asset_terms(a.keywords, a.specific_people) s
      where a.withdrawn_at is null) e
    group by kind, term order by kind, term`.execute(database.db);
  return result.rows;
}

async function dictionary(database: TestDatabase): Promise<TermRow[]> {
  const result =
    await sql<TermRow>`select kind, term, frequency from search_terms order by kind, term`.execute(
      database.db,
    );
  return result.rows;
}

describe.each(testDatabaseKinds())('the term dictionary follows the catalogue (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir]);
    await seedCatalogue(database.db, { count: 1200, seed: 5, batchSize: 500 });
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('is filled by the seed: keywords, their words and people, each with the assets carrying it', async () => {
    const terms = await dictionary(database);
    expect(terms).toEqual(await recount(database));
    expect(terms.find((t) => t.kind === 'catalogue')?.frequency).toBe(1200);
    expect(terms.some((t) => t.kind === 'person')).toBe(true);
    expect(terms.some((t) => t.kind === 'keyword' && t.term.includes(' '))).toBe(true);
  });

  it('follows updates of keywords and people, withdrawals and deletions', async () => {
    await sql`update assets set keywords = array['harbour crane', 'Harbour'] || keywords[3:],
        specific_people = array['Tova Quillmarsh'] where id in (select id from assets order by id limit 40)`.execute(
      database.db,
    );
    await sql`update assets set withdrawn_at = now() where id in (select id from assets order by id desc limit 30)`.execute(
      database.db,
    );
    await sql`update assets set withdrawn_at = null where id in (select id from assets order by id desc limit 10)`.execute(
      database.db,
    );
    await sql`delete from assets where id in (select id from assets where event_id is null order by id limit 5)`.execute(
      database.db,
    );
    const terms = await dictionary(database);
    expect(terms).toEqual(await recount(database));
    expect(terms.find((t) => t.kind === 'person' && t.term === 'tova quillmarsh')?.frequency).toBeGreaterThan(
      30,
    );
    expect(terms.find((t) => t.kind === 'catalogue')?.frequency).toBe(1200 - 20 - 5);
    expect(terms.every((t) => t.frequency > 0)).toBe(true);
  });

  it('keeps the written form of people and the English stem of words', async () => {
    const rows = await sql<{ label: string; lexeme: string | null }>`select label, lexeme from search_terms
      where (kind = 'person' and term = 'tova quillmarsh') or (kind = 'word' and term = 'harbour')`.execute(
      database.db,
    );
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { label: 'Tova Quillmarsh', lexeme: null },
        { label: 'harbour', lexeme: 'harbour' },
      ]),
    );
  });
});
