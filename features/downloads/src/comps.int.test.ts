import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import exifr from 'exifr';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld, mainText } from './test-fixtures';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('comps on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'lb-comps-'));
    w = await downloadsWorld(kind, mediaDir);
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('a comp is for signed-in visitors only', async () => {
    const res = await w.get(`/account/comps/${w.assets.essentialsImages[0]}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('/sign-in');
  });

  it('a still comp carries its 30-day layout terms in XMP and is recorded', async () => {
    const visitor = await createCustomer(w.database);
    const assetId = w.assets.essentialsImages[3]!;
    const before = Date.now();
    const res = await w.get(`/account/comps/${assetId}`, await w.sessionOf(visitor));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lightbox-comp-${assetId}.jpg"`);
    const until = new Date(String(res.headers['x-comp-usable-until']));
    expect(until.getTime() - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(until.getTime() - before).toBeLessThan(30 * DAY_MS + 60_000);
    const xmp = (await exifr.parse(res.rawPayload, { xmp: true, tiff: false, mergeOutput: false })) as Record<
      string,
      Record<string, unknown>
    >;
    const terms = xmp.xmpRights?.UsageTerms as { value: string } | string;
    const text = typeof terms === 'string' ? terms : terms.value;
    expect(text).toContain(`until ${until.toISOString().slice(0, 10)}`);
    expect(text).toContain('not for use in a final work');
    expect(xmp.xmpRights?.WebStatement).toBe(`http://subscription.localhost:3000/detail/${assetId}`);
    const rows = await sql<{ n: number }>`select count(*)::int n from download_comps
      where user_id = ${visitor} and asset_id = ${assetId}`.execute(w.database.db);
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('a clip’s comp is its watermarked preview', async () => {
    const visitor = await createCustomer(w.database);
    const res = await w.get(`/account/comps/${w.assets.essentialsFilm}`, await w.sessionOf(visitor));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    // WebM starts with the EBML magic number.
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('an unknown or malformed asset gets the not-found page, nothing recorded', async () => {
    const visitor = await createCustomer(w.database);
    const cookie = await w.sessionOf(visitor);
    expect((await w.get('/account/comps/999999999', cookie)).statusCode).toBe(404);
    expect((await w.get('/account/comps/abc', cookie)).statusCode).toBe(404);
    const rows = await sql<{ n: number }>`select count(*)::int n from download_comps
      where user_id = ${visitor}`.execute(w.database.db);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('the licence history lists comps: usable ones with their date, expired ones as ended', async () => {
    const visitor = await createCustomer(w.database);
    const fresh = w.assets.essentialsImages[5]!;
    const old = w.assets.essentialsImages[6]!;
    await sql`insert into download_comps (user_id, asset_id, downloaded_at, usable_until)
      values (${visitor}, ${old}, now() - interval '40 days', now() - interval '10 days')`.execute(
      w.database.db,
    );
    const cookie = await w.sessionOf(visitor);
    expect((await w.get(`/account/comps/${fresh}`, cookie)).statusCode).toBe(200);
    const page = mainText((await w.get('/account/download', cookie)).body);
    expect(page).toContain(await w.titleOf(fresh));
    expect(page).toContain(await w.titleOf(old));
    expect(page).toMatch(/Usable in layouts until/);
    expect(page).toMatch(/Comp period ended/);
  });
});
