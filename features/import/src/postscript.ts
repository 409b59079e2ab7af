import fs from 'node:fs/promises';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { GS_MAX_INPUT_BYTES } from './ghostscript';

/**
 * What an EPS or AI file says about its page before it is drawn: its size in points (the EPS
 * %%HiResBoundingBox or %%BoundingBox; a PDF-compatible AI file's first page crop box, read with
 * pdf-lib), its %%Title or PDF title, and its embedded XMP packet, which exifr then reads like a
 * sidecar. Old AI files (Illustrator 8 and before) are PostScript and read as EPS.
 */

export interface PostScriptFacts {
  format: 'postscript' | 'pdf';
  /** Page size in points (1/72 inch), as drawn (a PDF page's /Rotate applied). */
  width: number;
  height: number;
  title: string | undefined;
  xmp: string | undefined;
}

const DOS_EPS_MAGIC = 0xc6d3d0c5;
/** DSC comments sit in the first lines, or (with "(atend)") in the trailer. */
const DSC_WINDOW = 64 * 1024;

export async function readPostScript(file: string): Promise<PostScriptFacts> {
  const { size } = await fs.stat(file);
  if (size > GS_MAX_INPUT_BYTES) {
    throw new Error(`the file is larger than ${GS_MAX_INPUT_BYTES / 1024 / 1024} MB, the limit for EPS/AI`);
  }
  const data = await fs.readFile(file);
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return pdfFacts(data);
  return epsFacts(postScriptPart(data));
}

/** A DOS EPS (binary header, as Illustrator and Photoshop write) carries its PostScript inside. */
function postScriptPart(data: Buffer): Buffer {
  if (data.length >= 30 && data.readUInt32LE(0) === DOS_EPS_MAGIC) {
    const start = data.readUInt32LE(4);
    const length = data.readUInt32LE(8);
    return data.subarray(start, Math.min(data.length, start + length));
  }
  return data;
}

function epsFacts(ps: Buffer): PostScriptFacts {
  if (!ps.subarray(0, 2).toString('latin1').startsWith('%!')) {
    throw new Error('not a PostScript file (it does not start with %!)');
  }
  const head = ps.subarray(0, DSC_WINDOW).toString('latin1');
  const tail = ps.subarray(Math.max(0, ps.length - DSC_WINDOW)).toString('latin1');
  const box =
    boundingBox(head, '%%HiResBoundingBox:') ??
    boundingBox(head, '%%BoundingBox:') ??
    boundingBox(tail, '%%HiResBoundingBox:') ??
    boundingBox(tail, '%%BoundingBox:');
  if (!box) throw new Error('the file has no %%BoundingBox, so its size is unknown');
  return { format: 'postscript', ...box, title: dscTitle(head), xmp: xmpPacket(ps.toString('latin1')) };
}

function boundingBox(text: string, comment: string): { width: number; height: number } | undefined {
  const line = new RegExp(
    `^${comment}[ \\t]*([-\\d.eE+]+)[ \\t]+([-\\d.eE+]+)[ \\t]+([-\\d.eE+]+)[ \\t]+([-\\d.eE+]+)`,
    'm',
  ).exec(text);
  if (!line) return undefined;
  const [x0, y0, x1, y1] = line.slice(1, 5).map(Number) as [number, number, number, number];
  const width = x1 - x0;
  const height = y1 - y0;
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0
    ? { width, height }
    : undefined;
}

/** `%%Title: (Harbour logo)` or `%%Title: Harbour logo`; editors' placeholders are not titles. */
export function dscTitle(head: string): string | undefined {
  const line = /^%%Title:[ \t]*(.*)$/m.exec(head)?.[1]?.trim();
  if (!line) return undefined;
  const title = (line.startsWith('(') && line.endsWith(')') ? line.slice(1, -1) : line)
    .replace(/\\([()\\])/g, '$1')
    .trim();
  return title === '' || /^untitled(-\d+)?(\.(eps|ai))?$/i.test(title) ? undefined : title;
}

/** The embedded XMP packet, as Illustrator and InDesign write it (uncompressed, by design). */
export function xmpPacket(text: string): string | undefined {
  const start = text.indexOf('<?xpacket begin');
  if (start < 0) return undefined;
  const end = text.indexOf('<?xpacket end', start);
  if (end < 0) return undefined;
  const close = text.indexOf('?>', end);
  let packet = text.slice(start, close < 0 ? undefined : close + 2);
  // In an EPS the packet may sit in comment lines, each starting with %.
  if (text[start - 1] === '%') packet = packet.replace(/\n%/g, '\n');
  // Read as Latin-1 to keep byte offsets; the packet itself is UTF-8.
  return Buffer.from(packet, 'latin1').toString('utf8');
}

async function pdfFacts(data: Buffer): Promise<PostScriptFacts> {
  let pdf: PDFDocument;
  let page: PDFPage | undefined;
  try {
    pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    page = pdf.getPages()[0];
  } catch (error) {
    throw new Error(`the PDF inside the file cannot be read (${(error as Error).message.split('\n')[0]})`);
  }
  if (!page) throw new Error('the file has no page');
  const box = page.getCropBox();
  const turned = page.getRotation().angle % 180 !== 0;
  if (!(box.width > 0 && box.height > 0)) throw new Error('the page has no size');
  const title = pdf.getTitle()?.trim();
  return {
    format: 'pdf',
    width: turned ? box.height : box.width,
    height: turned ? box.width : box.height,
    title: title === '' || (title && /^untitled(-\d+)?$/i.test(title)) ? undefined : title,
    xmp: xmpPacket(data.toString('latin1')),
  };
}
