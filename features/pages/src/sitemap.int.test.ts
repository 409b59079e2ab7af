import { COUNTRY_CATALOGUES, prefixForLocale } from '@lightbox/core';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from './test-fixtures';

describe.each(testDatabaseKinds())('site map, sitemap.xml, robots.txt and country pages on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('lists the site’s own pages, and only the premium site files it under /company too', async () => {
    const premium = await w.get('premium', '/company/sitemap');
    expect(premium.statusCode).toBe(200);
    expect(premium.body).toContain('href="/company/terms"');
    expect((await w.get('subscription', '/company/sitemap')).statusCode).toBe(404);
    const subscription = mainText((await w.get('subscription', `${prefixForLocale('fr')}/sitemap`)).body);
    expect(subscription).toContain('Plan du site');
    expect(subscription).toContain('href="/fr/legal/terms-of-use"');
    expect(subscription).not.toContain('/company/terms');
    // Country pages keep their own language's prefix, whatever the visitor's.
    expect(subscription).toContain('href="/de/countries/germany"');
    // Issue 19's later pages: each on its own site.
    for (const path of ['/visualgps', '/visual-gps/insights/results', '/collections/bbc-motion-gallery'])
      expect(premium.body).toContain(`href="${path}"`);
    for (const path of [
      '/visual-gps/dashboard',
      '/tools/reverse-image-search',
      '/tools/reverse-video-search',
    ])
      expect(subscription).toContain(`href="/fr${path}"`);
    expect(subscription).not.toContain('/visualgps');
  });

  it('sitemap.xml names this host, the public pages and every asset not withdrawn, and nothing private', async () => {
    const [withdrawn] = (
      await sql<{ id: number }>`update assets set withdrawn_at = now()
        where id = (select min(id) from assets) returning id`.execute(w.database.db)
    ).rows;
    const res = await w.get('premium', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs).toContain('http://premium.localhost/');
    expect(locs).toContain('http://premium.localhost/eula');
    expect(locs).toContain('http://premium.localhost/jp/countries/japan');
    const details = locs.filter((l) => l.includes('/detail/'));
    expect(details).toHaveLength(59);
    expect(details).not.toContain(`http://premium.localhost/detail/${withdrawn?.id}`);
    expect(locs.some((l) => /\/account|\/purchase\/cart|\/legal\//.test(l))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt keeps crawlers off private pages and points at the sitemap', async () => {
    const res = await w.get('subscription', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /account\n');
    expect(res.body).toContain('Sitemap: http://subscription.localhost/sitemap.xml');
  });

  it('answers every entry’s autonomy_page_path, in its language, with its currency and the choice form', async () => {
    for (const entry of COUNTRY_CATALOGUES.subscription) {
      const res = await w.get('subscription', entry.autonomy_page_path);
      expect(res.statusCode, entry.autonomy_page_path).toBe(200);
    }
    const de = mainText((await w.get('premium', '/de/countries/switzerland')).body);
    expect(de).toContain('<h1>Schweiz</h1>');
    expect(de).toContain('Schweizer Franken');
    expect(de).toContain('name="choice" value="che-de"');
  });

  it('moves a country’s page under another prefix to its default entry, and 404s an unknown one', async () => {
    const moved = await w.get('premium', '/countries/germany');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/de/countries/germany');
    expect((await w.get('premium', '/countries/atlantis')).statusCode).toBe(404);
  });

  it('has a World page in US dollars', async () => {
    const text = mainText((await w.get('premium', '/countries/world')).body);
    expect(text).toContain('<h1>Worldwide</h1>');
    expect(text).toContain('US dollars');
    expect(text).toContain('name="choice" value="xww-en-us"');
  });
});
