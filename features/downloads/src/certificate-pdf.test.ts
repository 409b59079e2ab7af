import { RenderPool } from '@lightbox/catalogue';
import { createTranslator, loadMessages, registerMessageBundle, type Translator } from '@lightbox/ui';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGE_PREFIXES, type CertificateInput, certificatePdf } from './certificate';
import type { LicenceRecord } from './history';
import type { DownloadsMessageKey } from './messages/en-us';
import { downloadsMessages } from './messages/index';
import { CERTIFICATE_PDF_MODULE } from './routes/certificate';

const licence: LicenceRecord = {
  id: 42,
  assetId: 1234,
  title: 'Harbour at dawn',
  assetType: 'image',
  contributor: 'Lightbox demo',
  model: 'rf',
  size: 'medium',
  usage: null,
  grantedAt: new Date('2026-11-28T10:00:00Z'),
  useBy: null,
  holderId: 7,
  holder: 'Ada Example',
  orderNumber: '#000042',
  plan: null,
  projectCode: 'HARBOUR-1',
  billingName: 'Example Ltd',
  licenseeName: null,
  vectorFormat: null,
};

describe('licence certificate PDF off the server thread', () => {
  let pool: RenderPool;
  beforeAll(() => {
    pool = new RenderPool(1);
  });
  afterAll(() => pool.close());

  it('is the same one-page document with its thumbnail in a render worker as on this thread', async () => {
    // As the server does for every feature at start.
    registerMessageBundle('downloads', downloadsMessages);
    const all = await loadMessages('en-us');
    const messages = Object.fromEntries(
      Object.entries(all).filter(([key]) => CERTIFICATE_MESSAGE_PREFIXES.some((p) => key.startsWith(p))),
    );
    const thumbnail = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
        .jpeg()
        .toBuffer(),
    );
    const input: CertificateInput = {
      licence,
      seller: { name: 'Lightbox Ltd', address: '1 Harbour Road' },
      agreementUrl: 'http://premium.localhost/purchase/agreements',
      thumbnail,
    };
    expect(Object.keys(messages).length).toBeGreaterThan(50);
    const args = ['en-us', messages, input];
    const [inPool, here] = await Promise.all([
      pool.call<Uint8Array>(CERTIFICATE_PDF_MODULE, 'certificatePdfIn', args, 'request'),
      // As the route drew it before: on this thread, with every message of the locale.
      certificatePdf(createTranslator('en-us', all) as unknown as Translator<DownloadsMessageKey>, input),
    ]);
    for (const pdf of [inPool, here]) {
      const doc = await PDFDocument.load(pdf);
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toMatch(/ 42$/);
      expect(
        Buffer.from(pdf)
          .toString('latin1')
          .match(/\/Filter \/DCTDecode/g),
      ).toHaveLength(1);
    }
    // The same text: the messages sent to the worker were all the certificate uses (a missing
    // one prints its key instead, hundreds of bytes apart); the creation dates may differ by a
    // byte or two once compressed.
    expect(Math.abs(inPool.byteLength - here.byteLength)).toBeLessThan(16);
  }, 60_000);
});
