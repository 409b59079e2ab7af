import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from '../test-fixtures';

describe.each(testDatabaseKinds())('The Download on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('tells the latest event with pictures first, linking to its pictures, on the premium site only', async () => {
    const [latest] = (
      await sql<{ id: number; name: string; n: string }>`select e.id, e.name, count(*) as n from events e
        join assets a on a.event_id = e.id and a.withdrawn_at is null and a.asset_type = 'image'
        group by e.id order by e.begins_on desc, e.id limit 1`.execute(w.database.db)
    ).rows;
    expect(latest).toBeDefined();
    const res = await w.get('premium', '/the-download');
    expect(res.statusCode).toBe(200);
    const text = mainText(res.body);
    const first = text.indexOf('<h2>');
    expect(text.slice(first, first + 400)).toContain(latest?.name.replaceAll('&', '&amp;') ?? '-');
    expect(text).toContain(`eventid=${latest?.id}`);
    expect(text).toContain(`Pictures: ${latest?.n}`);
    expect((await w.get('subscription', '/the-download')).statusCode).toBe(404);
  });

  it('appears in the premium site map', async () => {
    const text = mainText((await w.get('premium', '/sitemap')).body);
    expect(text).toContain('href="/the-download"');
    expect(text).toContain('href="/creative-video"');
    expect(mainText((await w.get('subscription', '/sitemap')).body)).not.toContain('/the-download');
  });
});
