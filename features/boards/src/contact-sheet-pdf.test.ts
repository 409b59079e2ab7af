import { inThreadRenderer, RenderPool } from '@lightbox/catalogue';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_PDF_MODULE } from './contact-sheet';
import { contactSheetPdf, type SheetItem, type SheetLabels } from './pdf';

const labels: SheetLabels = {
  heading: 'Contact sheet: Moodboard',
  date: 'Date: 28 November 2026',
  assetId: 'Asset ID',
  licence: 'License',
};

async function items(count: number): Promise<SheetItem[]> {
  const out: SheetItem[] = [];
  for (let i = 0; i < count; i++) {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 20 * i, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    // Every fifth is offline: an empty frame with its short title.
    out.push({
      id: 1000 + i,
      title: `Asset ${i}`,
      shortTitle: `A${i}`,
      licence: 'Royalty-free',
      jpeg: i % 5 === 4 ? undefined : new Uint8Array(jpeg),
    });
  }
  return out;
}

const imagesIn = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Filter \/DCTDecode/g) ?? []
  ).length;

describe('contact sheet PDF off the server thread', () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = new RenderPool(1);
  });
  afterAll(() => pool.close());

  it('is the same document in a render worker as on this thread: pages, pictures, title', async () => {
    const sheet = await items(20);
    const [inPool, here, direct] = await Promise.all([
      pool.call<Uint8Array>(SHEET_PDF_MODULE, 'contactSheetPdf', [labels, sheet], 'request'),
      inThreadRenderer.call<Uint8Array>(SHEET_PDF_MODULE, 'contactSheetPdf', [labels, sheet], 'request'),
      contactSheetPdf(labels, sheet),
    ]);
    // Twelve to a page: 20 assets make two pages; 16 of them have a picture.
    for (const pdf of [inPool, here, direct]) {
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toBe(labels.heading);
      expect(imagesIn(pdf)).toBe(16);
    }
    // Only the creation and modification dates differ; their text may differ in length by a
    // few characters (seen once in CI: 2 bytes), so the sizes agree within that.
    expect(Math.abs(inPool.byteLength - direct.byteLength)).toBeLessThanOrEqual(8);
  }, 60_000);
});
