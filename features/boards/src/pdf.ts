import fs from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The contact sheet as a PDF (A4, three columns): the board's name and the date on every page,
 * then each asset's thumbnail with its id, title and licence type. Text is set in DejaVu Sans
 * when the system has it (Latin, Greek and Cyrillic); otherwise in Helvetica, where characters
 * outside its Latin-1 set print as '?' rather than failing.
 */
export interface SheetItem {
  id: number;
  title: string;
  licence: string;
  /** The thumbnail as JPEG bytes; undefined draws an empty frame with the short title. */
  jpeg: Uint8Array | undefined;
  shortTitle: string;
}

export interface SheetLabels {
  heading: string;
  date: string;
  assetId: string;
  licence: string;
}

export const SHEET_FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const COLUMNS = 3;
const GUTTER = 16;
const HEADER = 56;
const CAPTION = 44;

async function loadFont(doc: PDFDocument): Promise<{ font: PDFFont; latin1Only: boolean }> {
  for (const path of SHEET_FONT_CANDIDATES) {
    const bytes = await fs.readFile(path).catch(() => undefined);
    if (!bytes) continue;
    doc.registerFontkit(fontkit);
    return { font: await doc.embedFont(bytes, { subset: true }), latin1Only: false };
  }
  return { font: await doc.embedFont(StandardFonts.Helvetica), latin1Only: true };
}

/** Cuts text to fit a width, with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('')}…`;
}

export async function contactSheetPdf(labels: SheetLabels, items: SheetItem[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(labels.heading);
  doc.setCreator('Lightbox');
  const { font, latin1Only } = await loadFont(doc);
  const clean = (s: string) =>
    (latin1Only ? s.replace(/[^\x20-\x7E\xA0-\xFF…]/g, '?') : s).replace(/[\r\n\t]+/g, ' ');
  const cellWidth = (PAGE.width - 2 * MARGIN - (COLUMNS - 1) * GUTTER) / COLUMNS;
  const imageHeight = (cellWidth * 2) / 3;
  const rowHeight = imageHeight + CAPTION + GUTTER;
  const rows = Math.floor((PAGE.height - 2 * MARGIN - HEADER) / rowHeight);
  const perPage = rows * COLUMNS;
  const grey = rgb(0.37, 0.37, 0.37);
  const line = rgb(0.86, 0.86, 0.86);

  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  for (let p = 0; p < pageCount; p++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN - 18;
    page.drawText(fit(font, clean(labels.heading), 18, PAGE.width - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 18,
      font,
    });
    y -= 18;
    page.drawText(clean(labels.date), { x: MARGIN, y, size: 10, font, color: grey });
    const top = PAGE.height - MARGIN - HEADER;
    for (const [i, item] of items.slice(p * perPage, (p + 1) * perPage).entries()) {
      const x = MARGIN + (i % COLUMNS) * (cellWidth + GUTTER);
      const cellTop = top - Math.floor(i / COLUMNS) * rowHeight;
      const boxBottom = cellTop - imageHeight;
      page.drawRectangle({
        x,
        y: boxBottom,
        width: cellWidth,
        height: imageHeight,
        borderColor: line,
        borderWidth: 0.5,
      });
      let image: PDFImage | undefined;
      if (item.jpeg) image = await doc.embedJpg(item.jpeg).catch(() => undefined);
      if (image) {
        const scale = Math.min(cellWidth / image.width, imageHeight / image.height);
        const w = image.width * scale;
        const h = image.height * scale;
        page.drawImage(image, {
          x: x + (cellWidth - w) / 2,
          y: boxBottom + (imageHeight - h) / 2,
          width: w,
          height: h,
        });
      } else {
        page.drawText(fit(font, clean(item.shortTitle), 9, cellWidth - 12), {
          x: x + 6,
          y: boxBottom + imageHeight / 2,
          size: 9,
          font,
          color: grey,
        });
      }
      const caption = [
        { text: `${labels.assetId} ${item.id}`, size: 8, color: grey },
        { text: item.title, size: 9, color: rgb(0.05, 0.05, 0.05) },
        { text: `${labels.licence}: ${item.licence}`, size: 8, color: grey },
      ];
      caption.forEach((c, n) => {
        page.drawText(fit(font, clean(c.text), c.size, cellWidth), {
          x,
          y: boxBottom - 12 - n * 12,
          size: c.size,
          font,
          color: c.color,
        });
      });
    }
  }
  return doc.save();
}
