import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDINGS } from './browse/landings';
import { landingData } from './browse/repository';
import { latestStories } from './stories/repository';
import { pagesWorld } from './test-fixtures';

/** The detail ids sitemap.xml lists on a site. */
const sitemapIds = (xml: string) => [...xml.matchAll(/\/detail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));

/**
 * An asset imported with `--site premium` (or subscription) is offered on that storefront only
 * (`assets.sites`): the other site's landings, stories and sitemap leave it out, as its search does.
 */
describe.each(testDatabaseKinds())('pages show an asset only on its own site, on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;
  const onlyOn = (id: number, site: 'premium' | 'subscription') =>
    sql`update assets set sites = ${[site]} where id = ${id}`.execute(w.database.db);

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('landing rows, their curated set rows, counts and keywords keep to the landing’s site', async () => {
    const db = w.database.db;
    const premium = LANDINGS.find((l) => l.path === '/creative-video');
    const subscription = LANDINGS.find((l) => l.path === '/footage');
    if (!premium || !subscription) throw new Error('landings missing');
    const before = await landingData(db, premium);
    const [first, second] = before.rows[0]?.assets ?? [];
    if (!first || !second) throw new Error('the seeded catalogue has no film row');
    await sql`insert into curated_sets (id, slug, media_kind, tier, name)
      values (9101, 'sites-test', 'video', 'signature', 'Both sites')`.execute(db);
    await sql`insert into curated_set_assets (set_id, asset_id, position)
      values (9101, ${first.id}, 0), (9101, ${second.id}, 1)`.execute(db);
    for (const landing of [premium, subscription])
      await sql`insert into landing_rows (site, landing_key, position, kind, set_slug)
        values (${landing.site}, ${landing.key}, 5, 'curated_set', 'sites-test')`.execute(db);
    await onlyOn(first.id, 'subscription');
    await onlyOn(second.id, 'premium');

    const ids = (data: Awaited<ReturnType<typeof landingData>>) =>
      data.rows.flatMap((r) => r.assets.map((a) => a.id));
    const onPremium = await landingData(db, premium);
    const onSubscription = await landingData(db, subscription);
    expect(ids(onPremium)).not.toContain(first.id);
    expect(ids(onPremium)).toContain(second.id);
    expect(ids(onSubscription)).toContain(first.id);
    expect(ids(onSubscription)).not.toContain(second.id);
    expect(onPremium.total).toBe(before.total - 1);
    expect(onSubscription.total).toBe(before.total - 1);
    const setRow = (data: typeof onPremium) => data.rows.find((r) => r.source.kind === 'set');
    expect(setRow(onPremium)).toMatchObject({ total: 1, assets: [{ id: second.id }] });
    expect(setRow(onSubscription)).toMatchObject({ total: 1, assets: [{ id: first.id }] });

    const page = await w.get('premium', '/creative-video');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(`/detail/${first.id}"`);
    expect(page.body).toContain(`/detail/${second.id}`);
  });

  it('The Download takes no cover or picture count from an asset of the other site', async () => {
    const db = w.database.db;
    const [story] = await latestStories(db, 'premium');
    if (!story) throw new Error('the seeded catalogue has no story');
    await onlyOn(story.cover.id, 'subscription');
    const after = (await latestStories(db, 'premium')).find((s) => s.eventId === story.eventId);
    if (story.pictures === 1) expect(after).toBeUndefined();
    else {
      expect(after?.cover.id).not.toBe(story.cover.id);
      expect(after?.pictures).toBe(story.pictures - 1);
    }
    const page = await w.get('premium', '/the-download');
    expect(page.body).not.toContain(`/detail/${story.cover.id}`);
  });

  it('each site’s sitemap.xml lists only the assets it offers', async () => {
    const db = w.database.db;
    const [a, b] = (
      await sql<{ id: number }>`select id from assets where withdrawn_at is null
        and sites @> array['premium', 'subscription'] order by id limit 2`.execute(db)
    ).rows.map((r) => r.id);
    if (!a || !b) throw new Error('no assets');
    await onlyOn(a, 'premium');
    await onlyOn(b, 'subscription');
    const premium = sitemapIds((await w.get('premium', '/sitemap.xml')).body);
    const subscription = sitemapIds((await w.get('subscription', '/sitemap.xml')).body);
    expect(premium).toContain(a);
    expect(premium).not.toContain(b);
    expect(subscription).toContain(b);
    expect(subscription).not.toContain(a);
  });
});
