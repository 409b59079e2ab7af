import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteStatements } from './pglite-statements';

describe('PGlite named statements', () => {
  let pglite: PGlite;
  const prepared = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`create table items (id int primary key, tags text[], at timestamptz, doc jsonb);
      insert into items values (1, '{a,b}', '2026-01-02T03:04:05Z', '{"k": 1}'), (2, '{c}', null, null)`);
  });
  afterAll(() => pglite.close());

  it('prepares a text once and binds its values each time, typed as PGlite types them', async () => {
    const statements = new PGliteStatements(pglite);
    const text = 'select id, tags, at, doc from items where id = any($1::int[]) and tags && $2 order by id';
    const first = await statements.query<{ id: number }>(text, [
      [1, 2],
      ['a', 'c'],
    ]);
    expect(first.rows.map((r) => r.id)).toEqual([1, 2]);
    const again = await statements.query<Record<string, unknown>>(text, [[1], ['b']]);
    expect(again.rows).toEqual([
      { id: 1, tags: ['a', 'b'], at: new Date('2026-01-02T03:04:05Z'), doc: { k: 1 } },
    ]);
    expect(await prepared()).toHaveLength(1);
  });

  it('counts the rows a write changed', async () => {
    const statements = new PGliteStatements(pglite);
    const result = await statements.query('update items set doc = $1 where id > $2', [{ k: 2 }, 0]);
    expect(result.affectedRows).toBe(2);
  });

  it('keeps at most the given number, closing the least recently used', async () => {
    const statements = new PGliteStatements(pglite, 2);
    const before = await prepared();
    const run = (n: number) => statements.query(`select $1::int + ${n} as v`, [1]);
    await run(1);
    await run(2);
    await run(1); // the first is used again, so the second is the one to go
    await run(3);
    const names = (await prepared()).filter((n) => !before.includes(n));
    expect(names).toHaveLength(2);
    expect((await run(1)).rows).toEqual([{ v: 2 }]);
    expect((await prepared()).filter((n) => !before.includes(n))).toEqual(names);
  });

  it('reports a bad statement or bad values and goes on serving', async () => {
    const statements = new PGliteStatements(pglite);
    await expect(statements.query('select from nowhere where x = $1', [1])).rejects.toThrow(/nowhere/);
    await expect(statements.query('select 1 / $1::int as v', [0])).rejects.toThrow(/division by zero/);
    await expect(statements.query('select $1::int as v', ['not a number'])).rejects.toThrow(/invalid input/);
    expect((await statements.query('select 1 / $1::int as v', [1])).rows).toEqual([{ v: 1 }]);
  });

  it('keys statements by the session settings they were planned under', async () => {
    const statements = new PGliteStatements(pglite);
    const text = 'select count(*)::int as n from items where id > $1';
    await statements.query(text, [0]);
    statements.settings = 'seqscan';
    await statements.query(text, [0]);
    statements.settings = '';
    await statements.query(text, [0]);
    const mine = (await prepared()).length;
    expect(mine).toBeGreaterThanOrEqual(2);
    expect(
      (
        await pglite.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0]!.n,
    ).toBe(2);
  });
});
