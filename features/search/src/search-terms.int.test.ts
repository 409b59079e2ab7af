import { catalogueMigrationsDir, seedCatalogue } from '@lightbox/catalogue';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from './schema';

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
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
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

  /** Per asset: its keywords' lookup forms as numbered, and as they should be. */
  async function numbered(): Promise<{ stored: string[]; expected: string[] }> {
    const result = await sql<{ stored: string; expected: string }>`select
        (select string_agg(kn.term, '|' order by kn.term) from asset_keywords s, unnest(s.keyword_ids) k
          join keyword_numbers kn on kn.id = k where s.id = a.id) as stored,
        (select string_agg(distinct lower(btrim(k)), '|') from unnest(a.keywords) k where btrim(k) <> '') as expected
      from assets a order by a.id`.execute(database.db);
    return { stored: result.rows.map((r) => r.stored), expected: result.rows.map((r) => r.expected) };
  }

  it("numbers each asset's keywords, each once, through updates; a keyword keeps its number", async () => {
    const { stored, expected } = await numbered();
    expect(stored).toEqual(expected);
    expect(stored.length).toBe(1200 - 5);
    const numberOf = async (term: string) =>
      (await sql<{ id: number }>`select id from keyword_numbers where term = ${term}`.execute(database.db))
        .rows[0]?.id;
    const crane = await numberOf('harbour crane');
    expect(crane).toBeDefined();
    await sql`update assets set keywords = array[' Harbour Crane ', 'harbour crane', 'Quayside fog']
      where id = (select max(id) from assets)`.execute(database.db);
    await sql`update assets set popularity = popularity + 1`.execute(database.db);
    expect(await numberOf('harbour crane')).toBe(crane);
    expect(await numberOf('quayside fog')).toBeDefined();
    const after = await numbered();
    expect(after.stored).toEqual(after.expected);
    expect(after.stored.at(-1)).toBe('harbour crane|quayside fog');
    const rows = await sql<{ n: number }>`select count(*)::int as n from asset_keywords`.execute(database.db);
    expect(rows.rows[0]?.n).toBe(1200 - 5);
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
