import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaStore } from '@lightbox/catalogue';
import { importFolder } from '@lightbox/import';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld, mainText } from './test-fixtures';

/** A small EPS as an illustrator would send it: a page with a sun over the sea. */
const EPS = [
  '%!PS-Adobe-3.0 EPSF-3.0',
  '%%BoundingBox: 0 0 300 200',
  '%%Title: (Sun over the harbour)',
  '%%EndComments',
  '0.95 0.92 0.85 setrgbcolor 0 0 300 200 rectfill',
  '0.85 0.1 0.1 setrgbcolor newpath 150 100 60 0 360 arc fill',
  '0.1 0.3 0.8 setrgbcolor 0 0 300 40 rectfill',
  'showpage',
  '%%EOF',
  '',
].join('\n');

/** Needs Ghostscript on PATH for the import (`npm test` runs scripts/ensure-ghostscript.sh). */
describe.each(testDatabaseKinds())('the vector source of an imported EPS on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let dir: string;
  let assetId: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lb-vector-source-'));
    const mediaDir = path.join(dir, 'media');
    w = await downloadsWorld(kind, mediaDir);
    const folder = path.join(dir, 'vectors');
    await mkdir(folder);
    await writeFile(path.join(folder, 'sun.eps'), EPS);
    const result = await importFolder(w.database.db, new MediaStore(mediaDir), folder, {
      sites: ['premium', 'subscription'],
      family: 'creative',
      licence: 'rf',
      collection: 'Harbour vectors',
    });
    expect(result.failed).toEqual([]);
    assetId = result.added[0]!.assetId;
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const events = async (licence: number) =>
    (
      await sql<{ size: string; download_type: string }>`select size, download_type from download_events
        where licence_id = ${licence} order by id`.execute(w.database.db)
    ).rows;

  it('a large licence downloads the EPS byte for byte beside the JPEG, recorded as EPS', async () => {
    const buyer = await createCustomer(w.database);
    const licence = await w.buyImage(buyer, assetId, null, 'rf-image-large');
    const cookie = await w.sessionOf(buyer);

    const history = mainText((await w.get('/account/download', cookie)).body);
    expect(history).toContain(`href="/account/licences/${licence}/download"`);
    expect(history).toContain(`href="/account/licences/${licence}/download?format=eps"`);
    expect(history).toContain('EPS (vector)');

    const eps = await w.get(`/account/licences/${licence}/download?format=eps`, cookie);
    expect(eps.statusCode).toBe(200);
    expect(eps.headers['content-type']).toBe('application/postscript');
    expect(eps.headers['content-disposition']).toBe(`attachment; filename="lightbox-${assetId}.eps"`);
    expect(eps.rawPayload.equals(Buffer.from(EPS))).toBe(true);

    const jpeg = await w.get(`/account/licences/${licence}/download`, cookie);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await events(licence)).toEqual([
      { size: 'eps', download_type: 'single' },
      { size: 'large', download_type: 're_download' },
    ]);
    // The history says which file each download was, and the drawer's "again" link gives the same.
    const after = mainText((await w.get('/account/download', cookie)).body);
    expect(after).toMatch(/<td>EPS \(vector\)<\/td>/);
    const recent = (await w.get('/account/downloads/recent', cookie)).json();
    expect(recent.files.map((f: { url: string }) => f.url)).toContain(
      `/account/licences/${licence}/download?format=eps`,
    );
    expect(await readFile(path.join(dir, 'media', String(assetId), 'source.eps'), 'utf8')).toBe(EPS);
  });

  it('is refused to a small licence (its JPEG only), to a stranger and under another format', async () => {
    const buyer = await createCustomer(w.database);
    const small = await w.buyImage(buyer, assetId, null, 'rf-image-small');
    const cookie = await w.sessionOf(buyer);
    const refused = await w.get(`/account/licences/${small}/download?format=eps`, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('large licence');
    expect(mainText((await w.get('/account/download', cookie)).body)).not.toContain('format=eps');

    const stranger = await w.sessionOf(await createCustomer(w.database));
    expect((await w.get(`/account/licences/${small}/download?format=eps`, stranger)).statusCode).toBe(404);
    expect((await w.get(`/account/licences/${small}/download?format=ai`, cookie)).statusCode).toBe(404);
    expect((await w.get(`/account/licences/${small}/download?format=svg`, cookie)).statusCode).toBe(404);
    expect(await events(small)).toEqual([]);
  });

  it('is not offered for a picture: ?format=eps on a photo licence is a 404', async () => {
    const buyer = await createCustomer(w.database);
    const photo = w.assets.essentialsImage!;
    const licence = await w.buyImage(buyer, photo, null, 'rf-image-large');
    const cookie = await w.sessionOf(buyer);
    expect((await w.get(`/account/licences/${licence}/download?format=eps`, cookie)).statusCode).toBe(404);
  });
});
