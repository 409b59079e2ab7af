import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld } from './test-fixtures';

/** The download type the server puts on download links, for the "Asset Downloaded" event. */
describe.each(testDatabaseKinds())('download links carry their download type on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;

  beforeAll(async () => {
    w = await downloadsWorld(kind, '/nonexistent');
  });
  afterAll(async () => {
    await w?.dispose();
  });

  const typeOnLink = (html: string, licenceId: number) =>
    html.match(
      new RegExp(`href="/account/licences/${licenceId}/download"[^>]*data-download-type="([a-z_]+)"`),
    )?.[1];

  it('single before the first download, re_download after it, on the licensed page and the history', async () => {
    const buyer = await createCustomer(w.database);
    const licence = await w.spendCredits(buyer, w.assets.essentialsImages[12]!, 'EVENTS');
    const cookie = await w.sessionOf(buyer);
    const licensedPage = () => w.get(`/purchase/plans/licensed/${licence}`, cookie);
    const history = () => w.get('/account/download', cookie);
    expect(typeOnLink((await licensedPage()).body, licence)).toBe('single');
    expect(typeOnLink((await history()).body, licence)).toBe('single');

    // The media store is absent here, so the file is refused, but a recorded download is what
    // counts: record one as the download route would.
    await w.database.db
      .withTables<{ download_events: { licence_id: number; asset_id: number; download_type: string } }>()
      .insertInto('download_events')
      .values({ licence_id: licence, asset_id: w.assets.essentialsImages[12]!, download_type: 'single' })
      .execute();
    expect(typeOnLink((await licensedPage()).body, licence)).toBe('re_download');
    expect(typeOnLink((await history()).body, licence)).toBe('re_download');
  });
});
