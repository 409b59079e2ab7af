import fs from 'node:fs/promises';
import { formatMoney, isCurrencyCode, money } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { purchaseDb } from './repository/db';
import { formatInvoiceNumber } from './repository/invoices';

/**
 * An order's invoice as a PDF (A4): seller and buyer, the invoice's number in its series and
 * date, one row per line with its tax, and the totals. Set in DejaVu Sans (Debian's
 * fonts-dejavu-core, installed with Chromium), which covers Latin, Greek and Cyrillic names.
 */
const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
];
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;

export interface InvoiceData {
  number: string;
  issuedAt: Date;
  seller: { name?: string; address?: string; taxId?: string };
  buyer: { name?: string; country?: string; email?: string | null; licensee?: string | null };
  currency: string;
  lines: Array<{
    description: string;
    unit: number;
    discount: number;
    taxRateBp: number;
    tax: number;
    total: number;
  }>;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** The invoice of a customer's order, or undefined when there is none (or it is someone else's). */
export async function invoiceOf(
  database: Db,
  userId: number,
  orderId: number,
): Promise<InvoiceData | undefined> {
  const db = purchaseDb(database);
  const head = await db
    .selectFrom('purchase_orders as o')
    .innerJoin('purchase_invoices as i', 'i.order_id', 'o.id')
    .select(['o.id', 'o.currency', 'o.subtotal_minor', 'o.discount_minor', 'o.tax_minor', 'o.total_minor'])
    .select(['i.series', 'i.number', 'i.issued_at', 'i.seller', 'i.buyer'])
    .where('o.id', '=', orderId)
    .where('o.user_id', '=', userId)
    .executeTakeFirst();
  if (!head) return undefined;
  const lines = await db
    .selectFrom('purchase_order_lines')
    .select(['description', 'unit_minor', 'discount_minor', 'tax_rate_bp', 'tax_minor', 'total_minor'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return {
    number: formatInvoiceNumber(head.series, head.number),
    issuedAt: head.issued_at,
    seller: head.seller as InvoiceData['seller'],
    buyer: head.buyer as InvoiceData['buyer'],
    currency: head.currency,
    lines: lines.map((l) => ({
      description: l.description,
      unit: l.unit_minor,
      discount: l.discount_minor,
      taxRateBp: l.tax_rate_bp,
      tax: l.tax_minor,
      total: l.total_minor,
    })),
    subtotal: head.subtotal_minor,
    discount: head.discount_minor,
    tax: head.tax_minor,
    total: head.total_minor,
  };
}

async function loadFont(doc: PDFDocument): Promise<PDFFont> {
  for (const file of FONT_FILES) {
    const bytes = await fs.readFile(file).catch(() => undefined);
    if (!bytes) continue;
    doc.registerFontkit(fontkit);
    return doc.embedFont(bytes, { subset: true });
  }
  throw new Error('The invoice font (DejaVu Sans, Debian package fonts-dejavu-core) is not installed');
}

function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('')}…`;
}

export async function invoicePdf(invoice: InvoiceData, locale: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setCreator('Lightbox');
  const font = await loadFont(doc);
  const currency = isCurrencyCode(invoice.currency) ? invoice.currency : 'USD';
  const fmt = (minor: number) => formatMoney(money(minor, currency), locale);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const text = (value: string, x: number, size = 10, color = rgb(0.1, 0.1, 0.1)) =>
    page.drawText(value, { x, y, size, font, color });
  const right = (value: string, xRight: number, size = 10) =>
    page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y, size, font });

  text('Invoice', MARGIN, 22);
  right(invoice.number, PAGE.width - MARGIN, 12);
  y -= 18;
  right(
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.issuedAt),
    PAGE.width - MARGIN,
  );
  y -= 30;
  const top = y;
  text('From', MARGIN, 9, rgb(0.4, 0.4, 0.4));
  for (const line of [
    invoice.seller.name,
    invoice.seller.address,
    invoice.seller.taxId && `Tax id ${invoice.seller.taxId}`,
  ]) {
    if (!line) continue;
    y -= 14;
    text(fit(font, line, 10, 230), MARGIN);
  }
  y = top;
  const buyerX = PAGE.width / 2;
  text('Bill to', buyerX, 9, rgb(0.4, 0.4, 0.4));
  for (const line of [
    invoice.buyer.name,
    invoice.buyer.country,
    invoice.buyer.email,
    invoice.buyer.licensee && `Licensee: ${invoice.buyer.licensee}`,
  ]) {
    if (!line) continue;
    y -= 14;
    text(fit(font, line, 10, 230), buyerX);
  }
  y -= 40;
  const cols = { description: MARGIN, unit: 360, tax: 440, total: PAGE.width - MARGIN };
  text('Item', cols.description, 9, rgb(0.4, 0.4, 0.4));
  right('Price', cols.unit, 9);
  right('Tax', cols.tax, 9);
  right('Total', cols.total, 9);
  y -= 8;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.5,
    color: rgb(0.7, 0.7, 0.7),
  });
  for (const line of invoice.lines) {
    y -= 18;
    if (y < MARGIN + 80) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
    text(fit(font, line.description, 9, cols.unit - MARGIN - 70), cols.description, 9);
    right(fmt(line.unit - line.discount), cols.unit, 9);
    right(`${fmt(line.tax)} (${(line.taxRateBp / 100).toLocaleString(locale)} %)`, cols.tax, 9);
    right(fmt(line.total), cols.total, 9);
  }
  y -= 12;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.5,
    color: rgb(0.7, 0.7, 0.7),
  });
  const totals: Array<[string, number]> = [['Subtotal', invoice.subtotal]];
  if (invoice.discount > 0) totals.push(['Discount', -invoice.discount]);
  totals.push(['Tax', invoice.tax], ['Total', invoice.total]);
  for (const [label, amount] of totals) {
    y -= 16;
    text(label, cols.tax - 80, label === 'Total' ? 11 : 10);
    right(fmt(amount), cols.total, label === 'Total' ? 11 : 10);
  }
  y -= 40;
  text(`Amounts in ${currency}. Paid in full.`, MARGIN, 9, rgb(0.4, 0.4, 0.4));
  return doc.save();
}
