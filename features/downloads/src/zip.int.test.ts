import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld, HOST } from './test-fixtures';

describe.each(testDatabaseKinds())('bulk download as one zip on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'lb-zip-'));
    w = await downloadsWorld(kind, mediaDir);
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** A signed-in browser: its session and CSRF cookies, and the token its pages carry. */
  async function browserOf(userId: number) {
    const session = await w.sessionOf(userId);
    const page = await w.get('/account/licences', session);
    const csrfCookie = ([] as string[])
      .concat(page.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('lb_csrf='));
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
    const cookie = `${session}; ${csrfCookie!.split(';')[0]}`;
    const post = (fields: Record<string, string | string[]>, withToken = true) =>
      w.app.inject({
        method: 'POST',
        url: '/account/downloads/zip',
        headers: {
          host: HOST,
          cookie,
          'content-type': 'application/json',
          ...(withToken && { 'x-csrf-token': token }),
        },
        payload: JSON.stringify(fields),
      });
    const get = (url: string, headers: Record<string, string> = {}) =>
      w.app.inject({ method: 'GET', url, headers: { host: HOST, cookie, ...headers } });
    /** The search selection bar's plain form. */
    const postForm = (assets: number[], extra: Record<string, string> = {}) =>
      w.app.inject({
        method: 'POST',
        url: '/account/downloads/zip',
        headers: {
          host: HOST,
          cookie,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams([
          ['_csrf', token!],
          ...assets.map((a) => ['asset', String(a)]),
          ...Object.entries(extra),
        ]).toString(),
      });
    return { post, get, postForm };
  }

  /** Runs Info-ZIP's `unzip` (or `zipinfo`) on the archive: an independent reader. */
  const unzip = async (data: Buffer, command: 'unzip' | 'zipinfo', option: string, member?: string) => {
    const file = path.join(mediaDir, `t-${Math.random().toString(36).slice(2)}.zip`);
    await writeFile(file, data);
    return execFileSync(command, [option, file, ...(member ? [member] : [])], { maxBuffer: 1 << 28 });
  };

  const eventsOf = async (licenceIds: number[]) =>
    (
      await sql<{
        licence_id: number;
        download_type: string;
      }>`select licence_id, download_type from download_events
        where licence_id = any(${licenceIds}) order by id`.execute(w.database.db)
    ).rows;

  it('zips the licensed files as the single download makes them, resumable with Range, recorded once', async () => {
    const buyer = await createCustomer(w.database);
    const [small, full] = [w.assets.essentialsImages[30]!, w.assets.essentialsImages[31]!];
    const smallLicence = await w.buyImage(buyer, small);
    const fullLicence = await w.spendCredits(buyer, full, 'PRJ-ZIP');
    const b = await browserOf(buyer);
    const single = await b.get(`/account/licences/${fullLicence}/download`);
    expect(single.statusCode).toBe(200);

    const asked = await b.post({ licence: [String(smallLicence), String(fullLicence)] });
    expect(asked.statusCode).toBe(201);
    const { id, url, files } = asked.json();
    expect(files).toBe(2);
    const whole = await b.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/zip');
    expect(whole.headers['content-disposition']).toBe(`attachment; filename="lightbox-download-${id}.zip"`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const zip = whole.rawPayload;
    expect(Number(whole.headers['content-length'])).toBe(zip.length);
    expect((await unzip(zip, 'unzip', '-t')).toString()).toContain('No errors detected');
    expect((await unzip(zip, 'zipinfo', '-1')).toString().trim().split('\n')).toEqual([
      `lightbox-${small}.jpg`,
      `lightbox-${full}.jpg`,
    ]);
    // The full-size entry is byte for byte the single download: the same rights in its XMP.
    expect((await unzip(zip, 'unzip', '-p', `lightbox-${full}.jpg`)).equals(single.rawPayload)).toBe(true);
    expect((await unzip(zip, 'unzip', '-p', `lightbox-${small}.jpg`)).toString('latin1')).toContain(
      `Royalty-free licence ${smallLicence}, size small`,
    );

    const middle = Math.floor(zip.length / 2);
    const resumed = await b.get(url, { range: `bytes=${middle}-` });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.headers['content-range']).toBe(`bytes ${middle}-${zip.length - 1}/${zip.length}`);
    expect(resumed.rawPayload.equals(zip.subarray(middle))).toBe(true);
    const stale = await b.get(url, { range: 'bytes=10-20', 'if-range': '"another-version"' });
    expect(stale.statusCode).toBe(200);
    const past = await b.get(url, { range: `bytes=${zip.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${zip.length}`);

    // Fetched four times, recorded once: the first download of the small file is `multiple`,
    // the full-size one was downloaded before, so it is a re-download.
    expect(await eventsOf([smallLicence, fullLicence])).toEqual([
      { licence_id: fullLicence, download_type: 'single' },
      { licence_id: smallLicence, download_type: 'multiple' },
      { licence_id: fullLicence, download_type: 're_download' },
    ]);
  });

  it('takes asset ids, zips the licensed ones and says which were left out', async () => {
    const buyer = await createCustomer(w.database);
    const [held, notHeld] = [w.assets.essentialsImages[32]!, w.assets.essentialsImages[33]!];
    await w.buyImage(buyer, held);
    const b = await browserOf(buyer);
    const asked = await b.post({ asset: [String(held), String(notHeld)] });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ files: 1, leftOut: [{ assetId: notHeld, reason: 'not_licensed' }] });
    const nothing = await b.post({ asset: [String(notHeld)] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().leftOut).toEqual([{ assetId: notHeld, reason: 'not_licensed' }]);
  });

  it('answers the selection bar’s form with a page: the zip’s link and what was left out', async () => {
    const buyer = await createCustomer(w.database);
    const [held, notHeld] = [w.assets.essentialsImages[35]!, w.assets.essentialsImages[36]!];
    await w.buyImage(buyer, held);
    const b = await browserOf(buyer);
    const page = await b.postForm([held, notHeld]);
    expect(page.statusCode).toBe(200);
    const link = /href="(\/account\/downloads\/zip\/[A-Za-z0-9_-]{16})"/.exec(page.body)?.[1];
    expect(link).toBeDefined();
    expect(page.body).toContain('1 licensed file is ready in one zip.');
    expect(page.body).toContain(`(license them first): ${notHeld}`);
    const zip = await b.get(link!);
    expect((await unzip(zip.rawPayload, 'zipinfo', '-1')).toString().trim()).toBe(`lightbox-${held}.jpg`);
    const none = await b.postForm([notHeld]);
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('None of the selected pictures is licensed to you.');
  });

  it('serves only the holder’s licences and zips', async () => {
    const [owner, stranger] = [await createCustomer(w.database), await createCustomer(w.database)];
    const licence = await w.buyImage(owner, w.assets.essentialsImages[34]!);
    const mine = await (await browserOf(owner)).post({ licence: [String(licence)] });
    const theirs = await browserOf(stranger);
    expect((await theirs.post({ licence: [String(licence)] })).statusCode).toBe(404);
    expect((await theirs.get(mine.json().url)).statusCode).toBe(404);
    expect((await theirs.get('/account/downloads/zip/not-an-id')).statusCode).toBe(404);
    const signedOut = await w.app.inject({ method: 'GET', url: mine.json().url, headers: { host: HOST } });
    expect(signedOut.statusCode).not.toBe(200);
  });

  it('refuses bad input with a 400 and a post without its CSRF token with a 403', async () => {
    const b = await browserOf(await createCustomer(w.database));
    expect((await b.post({})).statusCode).toBe(400);
    expect((await b.post({ licence: ['12x'] })).statusCode).toBe(400);
    expect((await b.post({ asset: ['-3'] })).statusCode).toBe(400);
    const tooMany = await b.post({ asset: Array.from({ length: 5001 }, (_, i) => String(i + 1)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('5000');
    expect((await b.post({ licence: ['1'] }, false)).statusCode).toBe(403);
  });
  it('records a zip’s progress: files made, laid out, bytes sent; the recent list shows it', async () => {
    const buyer = await createCustomer(w.database);
    const licences = [
      await w.buyImage(buyer, w.assets.essentialsImages[35]!),
      await w.buyImage(buyer, w.assets.essentialsImages[36]!),
    ];
    const b = await browserOf(buyer);
    const asked = await b.post({ licence: licences.map(String) });
    expect(asked.statusCode).toBe(201);
    const { id, url } = asked.json();
    const whole = await b.get(url);
    expect(whole.statusCode).toBe(200);
    // The last progress note is written as the response ends; it lands a moment later.
    await expect
      .poll(async () => {
        const recent = (await b.get('/account/downloads/recent', { accept: 'application/json' })).json();
        return recent.zips.find((z: { id: string }) => z.id === id);
      })
      .toMatchObject({ id, url, files: 2, state: 'done', percent: 100 });
    const row = await sql<{ prepared: number; size_bytes: string; bytes_sent: string }>`
      select prepared, size_bytes, bytes_sent from download_zips where id = ${id}`.execute(w.database.db);
    expect(row.rows[0]).toMatchObject({ prepared: 2 });
    expect(Number(row.rows[0]!.size_bytes)).toBe(whole.rawPayload.length);
    expect(Number(row.rows[0]!.bytes_sent)).toBe(whole.rawPayload.length);
    const recent = (await b.get('/account/downloads/recent', { accept: 'application/json' })).json();
    expect(recent.files.length).toBeGreaterThanOrEqual(2);
    expect(recent.files[0]).toMatchObject({ type: 'multiple' });
    // Someone else's recent list does not hold this zip.
    const other = await browserOf(await createCustomer(w.database));
    const theirs = (await other.get('/account/downloads/recent', { accept: 'application/json' })).json();
    expect(theirs).toEqual({ zips: [], files: [] });
  });

  it('a part-way fetch leaves the zip paused at the byte it reached', async () => {
    const buyer = await createCustomer(w.database);
    const licence = await w.buyImage(buyer, w.assets.essentialsImages[37]!);
    const b = await browserOf(buyer);
    const { id, url } = (await b.post({ licence: [String(licence)] })).json();
    const part = await b.get(url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    await expect
      .poll(
        async () =>
          (
            await sql<{ bytes_sent: string }>`select bytes_sent from download_zips where id = ${id}`.execute(
              w.database.db,
            )
          ).rows[0]!.bytes_sent,
      )
      .toEqual(expect.toSatisfy((v) => Number(v) === 100));
  });
  it('offers to license the rest of a selection with the customer’s plan; sent twice, spends once', async () => {
    const buyer = await createCustomer(w.database);
    const [held, other] = [w.assets.essentialsImages[38]!, w.assets.essentialsImages[39]!];
    await w.spendCredits(buyer, held, 'PRJ-1');
    const b = await browserOf(buyer);
    const balance = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int n from purchase_licences where user_id = ${buyer}`.execute(w.database.db)
      ).rows[0]!.n;
    const page = await b.postForm([held, other]);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('can license 1 other selected asset.');
    const key = /name="key" value="([^"]+)"/.exec(page.body)?.[1];
    expect(key).toBeDefined();
    expect(await balance()).toBe(1);
    const spent = await b.postForm([held, other], { spend: '1', key: key! });
    expect(spent.statusCode).toBe(200);
    expect(spent.body).toContain('2 licensed files are ready in one zip.');
    const again = await b.postForm([held, other], { spend: '1', key: key! });
    expect(again.body).toContain('2 licensed files are ready in one zip.');
    expect(await balance()).toBe(2);
  });
});
