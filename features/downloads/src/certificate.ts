import fs from 'node:fs/promises';
import { createTranslator, type Translator } from '@lightbox/ui';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { LicenceRecord } from './history';
import { licenceText } from './licence-text';
import type { DownloadsMessageKey } from './messages/en-us';

/**
 * A licence's proof as a one-page A4 PDF: licensor and licensee, the asset with its thumbnail,
 * the licence's terms, how it was obtained and when. Set in DejaVu Sans as the invoices are
 * (Debian's fonts-dejavu-core), which covers Latin, Greek, Cyrillic and Vietnamese; locales in
 * other scripts get the certificate in English, so no line is printed as empty boxes.
 */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
/** Locales whose script DejaVu Sans does not draw. */
export const CERTIFICATE_ENGLISH_LOCALES: readonly string[] = ['ja', 'ko', 'th', 'zh-hk'];
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const THUMB = { width: 200, height: 150 };
const GREY = rgb(0.4, 0.4, 0.4);
const INK = rgb(0.08, 0.08, 0.08);

export interface CertificateInput {
  licence: LicenceRecord;
  seller: { name: string; address: string };
  agreementUrl: string;
  /** The asset's thumbnail (JPEG), when the media store has one. */
  thumbnail?: Uint8Array;
}

async function loadFont(doc: PDFDocument): Promise<PDFFont> {
  for (const file of FONT_FILES) {
    const bytes = await fs.readFile(file).catch(() => undefined);
    if (!bytes) continue;
    doc.registerFontkit(fontkit);
    return doc.embedFont(bytes, { subset: true });
  }
  throw new Error('The certificate font (DejaVu Sans, Debian package fonts-dejavu-core) is not installed');
}

/** Words laid into lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function certificatePdf(
  t: Translator<DownloadsMessageKey>,
  input: CertificateInput,
): Promise<Uint8Array> {
  const { licence } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.t('downloads.cert.title')} ${licence.id}`);
  doc.setCreator(input.seller.name);
  const font = await loadFont(doc);
  const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  const textWidth = PAGE.width - 2 * MARGIN;
  let y = PAGE.height - MARGIN;
  const draw = (value: string, x: number, size = 10, color = INK) =>
    page.drawText(value, { x, y, size, font, color });
  const rule = () =>
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.6,
      color: rgb(0.75, 0.75, 0.75),
    });

  draw(t.t('downloads.cert.title'), MARGIN, 24);
  const id = t.t('downloads.licence.id', { id: licence.id });
  draw(id, PAGE.width - MARGIN - font.widthOfTextAtSize(id, 12), 12, GREY);
  y -= 16;
  draw(input.seller.name, MARGIN, 11, GREY);
  y -= 18;
  rule();
  y -= 24;

  // The asset: its thumbnail on the left, its title and id beside it.
  const top = y;
  let textX = MARGIN;
  if (input.thumbnail) {
    const image = await doc.embedJpg(input.thumbnail);
    const scale = Math.min(THUMB.width / image.width, THUMB.height / image.height, 1);
    const size = { width: image.width * scale, height: image.height * scale };
    page.drawImage(image, { x: MARGIN, y: top - size.height, ...size });
    textX = MARGIN + THUMB.width + 20;
  }
  draw(t.t('downloads.cert.asset'), textX, 9, GREY);
  y -= 16;
  for (const line of wrap(font, licence.title, 14, PAGE.width - MARGIN - textX).slice(0, 4)) {
    draw(line, textX, 14);
    y -= 18;
  }
  draw(`${t.t('downloads.csv.asset')}: ${licence.assetId}`, textX, 10, GREY);
  y -= 14;
  draw(`© ${licence.contributor}`, textX, 10, GREY);
  y = Math.min(y, top - THUMB.height) - 28;

  const terms = licenceText(t, licence);
  const rows: Array<[string, string | null]> = [
    [t.t('downloads.cert.licensor'), [input.seller.name, input.seller.address].filter(Boolean).join(', ')],
    [t.t('downloads.cert.licensee'), licence.licenseeName ?? licence.billingName ?? licence.holder],
    [t.t('downloads.csv.model'), terms.model],
    [t.t('downloads.list.size'), terms.size],
    [t.t('downloads.csv.obtained'), terms.obtained || null],
    [t.t('downloads.csv.projectCode'), licence.projectCode],
    [t.t('downloads.csv.granted'), t.formatDate(licence.grantedAt, 'long')],
    [t.t('downloads.csv.useBy'), licence.useBy && t.formatDate(licence.useBy, 'long')],
    [t.t('downloads.csv.licence'), String(licence.id)],
  ];
  const valueX = MARGIN + 150;
  for (const [label, value] of rows) {
    if (!value) continue;
    draw(label, MARGIN, 10, GREY);
    for (const line of wrap(font, value, 11, PAGE.width - MARGIN - valueX)) {
      draw(line, valueX, 11);
      y -= 16;
    }
    y -= 6;
  }
  if (terms.usage) {
    y -= 4;
    for (const line of wrap(font, t.t('downloads.licence.usage', { usage: terms.usage }), 11, textWidth)) {
      draw(line, MARGIN, 11);
      y -= 16;
    }
  }
  y -= 16;
  rule();
  y -= 20;
  for (const line of wrap(font, t.t('downloads.cert.terms', { url: input.agreementUrl }), 9, textWidth)) {
    draw(line, MARGIN, 9, GREY);
    y -= 13;
  }
  return doc.save();
}

/** The messages a certificate uses: its own and the purchase feature's usage choices. */
export const CERTIFICATE_MESSAGE_PREFIXES = ['downloads.', 'purchase.usage.'];

/**
 * `certificatePdf` for a render worker, where a translator cannot be sent: it is made there
 * from the locale and the messages the certificate uses (CERTIFICATE_MESSAGE_PREFIXES).
 */
export function certificatePdfIn(
  locale: string,
  messages: Record<string, unknown>,
  input: CertificateInput,
): Promise<Uint8Array> {
  const t = createTranslator(locale, messages as Parameters<typeof createTranslator>[1]);
  return certificatePdf(t as unknown as Translator<DownloadsMessageKey>, input);
}
