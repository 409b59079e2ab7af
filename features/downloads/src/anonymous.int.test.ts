import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderTransport, parseConfig } from '@lightbox/platform';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { downloadLinkPath } from '@lightbox/purchase';
import { sendOrderConfirmation } from '@lightbox/purchase/order-mail';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld, mainText, SIGNING_KEY } from './test-fixtures';

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 24 * 3600;

describe.each(testDatabaseKinds())('anonymous download links on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let mediaDir: string;
  let mailDir: string;
  let buyer: number;
  let licence: number;
  let other: number;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'lb-anon-'));
    mailDir = await mkdtemp(path.join(tmpdir(), 'lb-anon-mail-'));
    w = await downloadsWorld(kind, mediaDir);
    buyer = await createCustomer(w.database);
    licence = await w.buyImage(buyer, w.assets.essentialsImages[30]!);
    other = await w.buyImage(buyer, w.assets.essentialsImages[31]!);
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
  });

  const eventsOf = async (licenceId: number) =>
    (
      await sql<{ download_type: string; user_id: number | null }>`select download_type, user_id
        from download_events where licence_id = ${licenceId}`.execute(w.database.db)
    ).rows;

  /** A refused link: the page says why, and no file is sent. */
  async function refused(url: string, status: number, title: string) {
    const res = await w.get(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(mainText(res.body)).toContain(title);
  }

  it('the order mail links each licensed file, and the link downloads it without signing in', async () => {
    const order = await sql<{ order_id: number }>`select ol.order_id from purchase_licences l
      join purchase_order_lines ol on ol.id = l.order_line_id where l.id = ${licence}`.execute(w.database.db);
    const mail = createFolderTransport({ dir: mailDir, from: 'shop@example.test' });
    await sendOrderConfirmation(
      { db: w.database.db, mail, config: parseConfig({ NODE_ENV: 'test' }), signingKey: SIGNING_KEY },
      order.rows[0]!.order_id,
    );
    const [file] = await readdir(mailDir);
    const text = await readFile(path.join(mailDir, file!), 'utf8');
    expect(text).toContain('these links work for 7 days, without signing in');
    const link = text.match(/http:\/\/\S+(\/downloads\/anonymous\/\d+\?expires=\d+&sig=[\w-]+)/);
    expect(link?.[1]).toMatch(new RegExp(`^/downloads/anonymous/${licence}\\?`));

    const res = await w.get(link![1]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toContain('attachment');
    // The licence is for the small size: 800 px on the long edge.
    const meta = await sharp(res.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(meta.xmp?.toString()).toContain('Licensed to Ada Buyer');
    expect(await eventsOf(licence)).toEqual([{ download_type: 'anonymous', user_id: null }]);
  });

  it('an expired link gets a 410 page, never the file', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    await refused(downloadLinkPath(SIGNING_KEY, other, past), 410, 'This download link has expired');
  });

  it('a forged signature or another key gets a 403 page', async () => {
    const good = downloadLinkPath(SIGNING_KEY, other, inAWeek());
    const forged = good.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    await refused(forged, 403, 'This download link is not valid');
    await refused(
      downloadLinkPath('someone-else-key-0123456789abcdef0123', other, inAWeek()),
      403,
      'not valid',
    );
  });

  it('another licence’s signature, or a moved expiry, opens nothing', async () => {
    const expires = inAWeek();
    const forLicence = downloadLinkPath(SIGNING_KEY, licence, expires);
    await refused(forLicence.replace(`/anonymous/${licence}?`, `/anonymous/${other}?`), 403, 'not valid');
    await refused(forLicence.replace(`expires=${expires}`, `expires=${expires + 3600}`), 403, 'not valid');
  });

  it('malformed links get the 403 page, not an error', async () => {
    const sig = new URL(`http://x${downloadLinkPath(SIGNING_KEY, other, inAWeek())}`).searchParams.get('sig');
    for (const url of [
      `/downloads/anonymous/${other}`,
      `/downloads/anonymous/${other}?expires=abc&sig=${sig}`,
      `/downloads/anonymous/${other}?expires=${inAWeek()}&sig=short`,
      `/downloads/anonymous/${other}?expires=${inAWeek()}&sig=${sig}&sig=${sig}`,
      `/downloads/anonymous/nope?expires=${inAWeek()}&sig=${sig}`,
      `/downloads/anonymous/99999999999?expires=${inAWeek()}&sig=${sig}`,
    ])
      await refused(url, 403, 'This download link is not valid');
    expect(await eventsOf(other)).toEqual([]);
  });

  it('a valid link for a licence that does not exist gets the 403 page', async () => {
    await refused(downloadLinkPath(SIGNING_KEY, 2_000_000_000, inAWeek()), 403, 'not valid');
  });
});
