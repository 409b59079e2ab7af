import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import exifr from 'exifr';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xmpSegment } from './jpeg-xmp';
import { createCustomer, downloadsWorld } from './test-fixtures';

/** What an independent reader (exifr) finds in a downloaded file's XMP. */
async function rightsIn(file: Buffer) {
  const found = await exifr.parse(file, { xmp: true, tiff: false, mergeOutput: false });
  const xmp = found as Record<string, Record<string, unknown>>;
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null && 'value' in value
      ? (value as { value: string }).value
      : value;
  return {
    rights: text(xmp.dc?.rights),
    creator: xmp.dc?.creator,
    webStatement: xmp.xmpRights?.WebStatement,
    usageTerms: text(xmp.xmpRights?.UsageTerms),
    credit: xmp.photoshop?.Credit,
    licensor: xmp.plus?.Licensor,
  };
}

describe.each(testDatabaseKinds())('rights in the downloaded file on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'lb-rights-'));
    w = await downloadsWorld(kind, mediaDir);
  });
  afterAll(async () => {
    await w?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const contributorOf = async (assetId: number) =>
    (
      await sql<{ contributor: string }>`select contributor from assets where id = ${assetId}`.execute(
        w.database.db,
      )
    ).rows[0]!;

  it('a resized download carries the licence’s rights in XMP', async () => {
    const buyer = await createCustomer(w.database);
    const assetId = w.assets.essentialsImages[20]!;
    const licence = await w.buyImage(buyer, assetId);
    const res = await w.get(`/account/licences/${licence}/download`, await w.sessionOf(buyer));
    expect(res.statusCode).toBe(200);
    const file = res.rawPayload;
    const { contributor } = await contributorOf(assetId);
    const rights = await rightsIn(file);
    expect(rights.rights).toBe(`© ${contributor}. Licensed to Ada Buyer by Lightbox Test Agency.`);
    expect(rights.creator).toBe(contributor);
    expect(rights.webStatement).toBe('http://subscription.localhost:3000/purchase/agreements');
    expect(rights.usageTerms).toContain(`Royalty-free licence ${licence}, size small`);
    expect(rights.credit).toBe(`${contributor} / Lightbox Test Agency`);
    expect(JSON.stringify(rights.licensor)).toContain('Lightbox Test Agency');
    expect((await sharp(file).metadata()).format).toBe('jpeg');
  });

  it('the full-size download is the original’s own bytes plus one XMP segment', async () => {
    const buyer = await createCustomer(w.database);
    const assetId = w.assets.essentialsImages[21]!;
    const licence = await w.spendCredits(buyer, assetId, 'PRJ-9');
    const res = await w.get(`/account/licences/${licence}/download`, await w.sessionOf(buyer));
    expect(res.statusCode).toBe(200);
    const file = res.rawPayload;
    const rights = await rightsIn(file);
    expect(rights.usageTerms).toContain(`licence ${licence}`);
    expect(rights.webStatement).toBe('http://subscription.localhost:3000/purchase/agreements');
    // The picture's data is untouched: the download ends exactly as the original does, and is
    // longer by the XMP segment only (the rendered original carries no XMP of its own).
    const original = await readFile(path.join(mediaDir, String(assetId), 'original.jpg'));
    expect(file.subarray(file.length - 4096).equals(original.subarray(original.length - 4096))).toBe(true);
    const xmpLength = file.length - original.length;
    expect(xmpLength).toBeGreaterThan(500);
    expect(xmpLength).toBeLessThan(4000);
    const { width } = await sharp(file).metadata();
    expect(width).toBeGreaterThan(1000);
  });

  it('never builds an XMP segment past the 64 KB a JPEG segment can hold', () => {
    expect(() => xmpSegment('x'.repeat(70_000))).toThrow(/too large/);
  });
});
