import fs from 'node:fs/promises';
import path from 'node:path';
import * as exifrModule from 'exifr';

// Node loads exifr's UMD build (everything on the default export), Vite its ES build (sidecar
// only as a named export).
const exifr = exifrModule.default;
const sidecar: typeof exifrModule.sidecar = exifrModule.sidecar ?? exifr.sidecar;

/**
 * What a file says about itself: its IPTC, XMP and EXIF blocks, read by exifr, and an XMP
 * sidecar (`photo.xmp` or `photo.jpg.xmp`) beside it when there is one, which wins over the
 * file's own block as it does in Lightroom and Bridge. mapMetadata turns those blocks into the
 * catalogue's fields; it is pure, so each rule is tested without files.
 */

/** exifr's output with mergeOutput off: one object per block (dc, photoshop, iptc, ifd0, exif…). */
export type RawMetadata = Record<string, Record<string, unknown> | undefined>;

export type ReleaseStatus = 'released' | 'notreleased';

export interface MappedMetadata {
  title: string | undefined;
  caption: string;
  keywords: string[];
  creator: string | undefined;
  creditLine: string;
  copyright: string;
  dateTaken: Date | undefined;
  /** Most specific first: sublocation, city, state, country. */
  locations: string[];
  /** People shown, by name (IPTC Extension PersonInImage). */
  people: string[];
  releaseStatus: ReleaseStatus;
}

export const TITLE_MAX = 200;
export const CAPTION_MAX = 2000;
export const KEYWORDS_MAX = 50;

const EXIFR_OPTIONS = {
  tiff: true,
  exif: true,
  gps: false,
  iptc: true,
  xmp: true,
  icc: false,
  jfif: false,
  ihdr: false,
  mergeOutput: false,
  reviveValues: true,
  translateValues: true,
} as const;

/**
 * Reads the blocks of a file and of its sidecar. A file exifr cannot read has no metadata, not an
 * error. EPS and AI files, which exifr does not open, hand over the XMP packet found in them.
 */
export async function readMetadata(file: string, embeddedXmp?: string): Promise<RawMetadata> {
  const parsed =
    embeddedXmp === undefined
      ? exifr.parse(file, EXIFR_OPTIONS)
      : sidecar(Buffer.from(embeddedXmp), EXIFR_OPTIONS, 'xmp');
  const own = ((await parsed.catch(() => undefined)) ?? {}) as RawMetadata;
  const sidecarFile = await findSidecar(file);
  if (!sidecarFile) return own;
  const side = ((await sidecar(sidecarFile, EXIFR_OPTIONS)) ?? {}) as RawMetadata;
  const merged: RawMetadata = { ...own };
  for (const [block, values] of Object.entries(side)) {
    if (values && typeof values === 'object') merged[block] = { ...(own[block] ?? {}), ...values };
  }
  return merged;
}

export async function findSidecar(file: string): Promise<string | undefined> {
  const stem = path.join(path.dirname(file), path.basename(file, path.extname(file)));
  for (const candidate of [`${file}.xmp`, `${stem}.xmp`]) {
    try {
      if ((await fs.stat(candidate)).isFile()) return candidate;
    } catch {
      // no sidecar of that name
    }
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** exifr hands XMP text over with its XML entities still in place. */
function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? '';
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/** One text from a value exifr gives as a string, a language alternative or a list of either. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object' && 'value' in value) return text((value as { value: unknown }).value);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const clean = unescapeXml(value).replace(/\s+/g, ' ').trim();
  return clean === '' ? undefined : clean;
}

function list(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const one = text(item);
    // IPTC IIM keywords sometimes arrive as one field separated by commas or semicolons.
    return one ? one.split(/\s*[;,]\s*/).filter(Boolean) : [];
  });
}

function first(...values: unknown[]): string | undefined {
  for (const value of values) {
    const one = text(value);
    if (one) return one;
  }
  return undefined;
}

function date(...values: unknown[]): Date | undefined {
  for (const value of values) {
    const d = value instanceof Date ? value : typeof value === 'string' ? new Date(value.trim()) : undefined;
    if (d && !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1826) return d;
  }
  return undefined;
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * PLUS model release status: full or unlimited releases, or none needed (no people shown),
 * make an asset released; none, limited or unknown do not.
 */
export function releaseStatusOf(value: string | undefined): ReleaseStatus {
  return value && /MR-(FMR|UMR|NAP)\b/i.test(value) ? 'released' : 'notreleased';
}

export function mapMetadata(raw: RawMetadata): MappedMetadata {
  const dc = raw.dc ?? {};
  const ps = raw.photoshop ?? {};
  const iptc = raw.iptc ?? {};
  const ifd0 = raw.ifd0 ?? {};
  const exif = raw.exif ?? {};
  const xmp = raw.xmp ?? {};
  const core = raw.Iptc4xmpCore ?? {};
  const ext = raw.Iptc4xmpExt ?? {};
  const plus = raw.plus ?? {};
  const locations = unique(
    [
      first(core.Location, iptc.Sublocation),
      first(ps.City, iptc.City),
      first(ps.State, iptc.State),
      first(ps.Country, iptc.Country),
    ].filter((v): v is string => v !== undefined),
  );
  return {
    title: first(dc.title, ps.Headline, iptc.ObjectName, iptc.Headline)?.slice(0, TITLE_MAX),
    caption: (first(dc.description, iptc.Caption, ifd0.ImageDescription) ?? '').slice(0, CAPTION_MAX),
    keywords: unique([...list(dc.subject), ...list(iptc.Keywords)]).slice(0, KEYWORDS_MAX),
    creator: first(dc.creator, iptc.Byline, ifd0.Artist),
    creditLine: first(ps.Credit, iptc.Credit) ?? '',
    copyright: first(dc.rights, iptc.CopyrightNotice, ifd0.Copyright) ?? '',
    dateTaken: date(ps.DateCreated, exif.DateTimeOriginal, xmp.CreateDate, iptc.DateCreated, exif.CreateDate),
    locations,
    people: unique(list(ext.PersonInImage)),
    releaseStatus: releaseStatusOf(first(plus.ModelReleaseStatus)),
  };
}

/** A title from a file name when the file has none: "harbour_at-dawn.jpg" → "Harbour at dawn". */
export function titleFromFileName(file: string): string {
  const words = path.basename(file, path.extname(file)).replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words === '' ? 'Untitled' : words[0]!.toUpperCase() + words.slice(1);
}
