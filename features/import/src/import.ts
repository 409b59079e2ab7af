import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
  allowedLicenses,
  DEFAULT_SITE_NAME,
  type MediaStore,
  type NewAsset,
  orientationOf,
} from '@lightbox/catalogue';
import type {
  AssetFamily,
  AssetFileType,
  AssetType,
  LicenseType,
  MediaType,
  SiteId,
} from '@lightbox/core/search';
import { type Db, LocalObjectStore } from '@lightbox/platform';
import { type FilmFacts, filmRenditions, probeFilm } from './film';
import { findGhostscript, GHOSTSCRIPT_MISSING } from './ghostscript';
import { idCandidates } from './ids';
import { type MappedMetadata, mapMetadata, readMetadata, titleFromFileName } from './metadata';
import { addImportedAsset, importedAsset, takenIds } from './repository';
import { type ScanResult, type SourceFile, scanFolder } from './scan';
import { type Renditions, stillRenditions } from './still';
import { type VectorRenditions, vectorRenditions } from './vector';

/**
 * `npm run import`: every file of a folder becomes an asset with its metadata, renditions and
 * look, one transaction per asset. Files already imported (same bytes) are passed over, so an
 * interrupted import run again continues where it stopped; a file that cannot be read is
 * reported with its path and the reason, and the others go on.
 */

export interface ImportOptions {
  sites: readonly SiteId[];
  family: AssetFamily;
  licence: LicenseType;
  collection: string;
  /** Shown in watermarks. */
  siteName?: string;
  ffmpegPath?: string;
  /** Ghostscript for EPS/AI; else GHOSTSCRIPT_PATH, else `gs` on PATH. */
  ghostscriptPath?: string;
  /** Files worked on at once; sharp and ffmpeg do the heavy work off the main thread. */
  concurrency?: number;
  /** Stops taking new files; files already started finish (or are left out whole). */
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** Tests: called before an asset's transaction, to interrupt an import at a known point. */
  beforeCommit?: (file: SourceFile) => Promise<void> | void;
}

export interface ImportProgress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
  startedAt: number;
  current?: string;
}

export interface ImportResult {
  added: { name: string; assetId: number }[];
  /** Files whose bytes were imported before (this run or an earlier one). */
  already: { name: string; assetId: number }[];
  failed: { name: string; message: string }[];
  unsupported: string[];
  bytes: number;
  ms: number;
}

export const DEFAULT_CONCURRENCY = 3;
export const DEFAULT_COLLECTION = 'Imported';
const ID_CANDIDATES = 8;
/** Stills up to this size are read into memory once; larger ones are streamed and read by path. */
const READ_WHOLE_MAX = 256 * 1024 * 1024;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function importFolder(
  db: Db,
  media: MediaStore,
  folder: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const started = performance.now();
  const scan: ScanResult = await scanFolder(folder);
  const result: ImportResult = {
    added: [],
    already: [],
    failed: [],
    unsupported: scan.unsupported,
    bytes: 0,
    ms: 0,
  };
  const progress: ImportProgress = {
    files: 0,
    totalFiles: scan.files.length,
    bytes: 0,
    totalBytes: scan.files.reduce((sum, f) => sum + f.size, 0),
    startedAt: Date.now(),
  };
  const inFlight = new Set<string>();
  // Looked up once; without it each EPS/AI file is skipped with the way to install it.
  const gs = scan.files.some(isPostScript) ? await findGhostscript(options.ghostscriptPath) : undefined;
  const queue = [...scan.files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (options.signal?.aborted) return;
      progress.current = file.name;
      options.onProgress?.({ ...progress });
      try {
        const outcome = await importFile(db, media, file, { ...options, ghostscriptPath: gs }, inFlight);
        if (outcome.added) result.added.push({ name: file.name, assetId: outcome.assetId });
        else result.already.push({ name: file.name, assetId: outcome.assetId });
        if (outcome.added) result.bytes += file.size;
      } catch (error) {
        result.failed.push({ name: file.name, message: reason(error) });
      }
      progress.files++;
      progress.bytes += file.size;
      options.onProgress?.({ ...progress, current: undefined });
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, scan.files.length));
  await Promise.all(Array.from({ length: workers }, worker));
  result.ms = performance.now() - started;
  return result;
}

function isPostScript(file: SourceFile): boolean {
  return file.ext === '.eps' || file.ext === '.ai';
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/^Input file|^Input buffer/, 'the file')
    .split('\n')[0]!
    .slice(0, 300);
}

async function importFile(
  db: Db,
  media: MediaStore,
  file: SourceFile,
  options: ImportOptions,
  inFlight: Set<string>,
): Promise<{ added: boolean; assetId: number }> {
  // A still is read once: its bytes are hashed and handed to sharp (film and PostScript go to
  // ffmpeg and Ghostscript by path, and can be large, so they are hashed as a stream).
  const bytes =
    file.kind === 'still' && file.size <= READ_WHOLE_MAX ? await fs.readFile(file.path) : undefined;
  const contentHash = bytes ? createHash('sha256').update(bytes).digest('hex') : await sha256File(file.path);
  const known = await importedAsset(db, contentHash);
  if (known !== undefined) return { added: false, assetId: known };
  const gs = options.ghostscriptPath;
  if (isPostScript(file) && !gs) throw new Error(GHOSTSCRIPT_MISSING);
  // The same bytes twice in one folder: the first copy is being imported right now.
  if (inFlight.has(contentHash)) throw new Error('the same file is being imported under another name');
  inFlight.add(contentHash);
  try {
    const assetType: AssetType = file.kind === 'film' ? 'film' : 'image';
    if (!allowedLicenses(assetType).includes(options.licence)) {
      throw new Error(
        `${options.licence.toUpperCase()} licences are not offered for ${assetType === 'film' ? 'film' : 'stills'} (${allowedLicenses(assetType).join(', ')} are)`,
      );
    }
    const candidates = idCandidates(contentHash, ID_CANDIDATES);
    const taken = await takenIds(db, candidates);
    const assetId = candidates.find((id) => !taken.has(id));
    if (assetId === undefined) throw new Error('no free asset id for it');
    let vector: VectorRenditions | undefined;
    if (isPostScript(file) && gs) {
      vector = await vectorRenditions(file.path, gs, {
        siteName: options.siteName ?? DEFAULT_SITE_NAME,
        assetId,
      });
    }
    const meta = mapMetadata(await readMetadata(file.path, vector?.facts.xmp));
    if (meta.title === undefined && vector?.facts.title) meta.title = vector.facts.title;
    const render = {
      siteName: options.siteName ?? DEFAULT_SITE_NAME,
      assetId,
      ffmpegPath: options.ffmpegPath,
    };
    let film: FilmFacts | undefined;
    let renditions: Renditions & { preview?: Buffer };
    if (file.kind === 'film') {
      film = await probeFilm(file.path, options.ffmpegPath);
      renditions = await filmRenditions(file.path, film, render);
    } else {
      renditions = vector ?? (await stillRenditions(bytes ?? file.path, render));
    }
    const originalKey = `${assetId}/source${file.ext}`;
    // The original, byte for byte, then the renditions; none is visible before the commit below.
    const objects = media.remote ?? new LocalObjectStore(media.root);
    await objects.putFile(originalKey, file.path, file.contentType);
    await media.write(assetId, 'thumb', renditions.thumb);
    await media.write(assetId, 'comp', renditions.comp);
    if (vector) {
      await media.write(assetId, 'thumb2x', vector.thumb2x);
      await media.write(assetId, 'original', vector.original);
    }
    if (renditions.preview) {
      await media.write(assetId, 'poster', renditions.comp);
      await media.write(assetId, 'preview', renditions.preview);
    }
    const modified = (await fs.stat(file.path)).mtime;
    const asset = assetRow({ assetId, file, meta, renditions, film, options, originalKey, modified });
    await options.beforeCommit?.(file);
    await addImportedAsset(db, asset, { contentHash, name: file.name, bytes: file.size });
    return { added: true, assetId };
  } finally {
    inFlight.delete(contentHash);
  }
}

const SHORT_TITLE_MAX = 60;

export function shortTitleOf(title: string): string {
  if (title.length <= SHORT_TITLE_MAX) return title;
  const cut = title.slice(0, SHORT_TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function collectionCodeOf(name: string): string {
  const code = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12);
  return code === '' ? 'IMPORTED' : code;
}

function peopleCount(n: number): NewAsset['number_of_people'] {
  return n === 0 ? 'none' : n === 1 ? 'one' : n === 2 ? 'two' : 'group';
}

function fileTypeOf(file: SourceFile): { mediaType: MediaType; fileType: AssetFileType } {
  if (file.kind === 'vector')
    return { mediaType: 'vector', fileType: file.ext === '.svg' ? 'svg' : file.ext === '.ai' ? 'ai' : 'eps' };
  // WebM has no value of its own in the search's file-type filter (spec §3): filed with MP4.
  if (file.kind === 'film') return { mediaType: 'footage', fileType: file.ext === '.mov' ? 'mov' : 'mp4' };
  // Stills are sold as JPEG renditions of the kept original (catalogue render/index.ts).
  return { mediaType: 'photography', fileType: 'jpg' };
}

function assetRow(input: {
  assetId: number;
  file: SourceFile;
  meta: MappedMetadata;
  renditions: Renditions;
  film: FilmFacts | undefined;
  options: ImportOptions;
  originalKey: string;
  modified: Date;
}): NewAsset {
  const { assetId, file, meta, renditions, film, options } = input;
  const title = meta.title ?? titleFromFileName(file.name);
  const monochrome = renditions.blackAndWhite ? ['black_and_white'] : [];
  const { mediaType, fileType } = fileTypeOf(file);
  const collection = options.collection.trim() || DEFAULT_COLLECTION;
  return {
    id: assetId,
    render_seed: null,
    scene: null,
    original_path: input.originalKey,
    family: options.family,
    asset_type: film ? 'film' : 'image',
    editorial_products: [],
    media_type: mediaType,
    asset_file_type: fileType,
    license_type: options.licence,
    title,
    short_title: shortTitleOf(title),
    caption: meta.caption,
    keywords: meta.keywords,
    width: renditions.width,
    height: renditions.height,
    orientation: orientationOf(renditions.width, renditions.height),
    number_of_people: peopleCount(meta.people.length),
    age_of_people: [],
    ethnicity: [],
    moods: monochrome,
    compositions: [],
    image_techniques: monochrome,
    viewpoints: [],
    release_status: meta.releaseStatus,
    collection_code: collectionCodeOf(collection),
    collection_name: collection,
    contributor: meta.creator ?? (meta.creditLine || 'Unknown'),
    event_id: null,
    specific_people: meta.people,
    locations: meta.locations,
    dominant_color: renditions.analysis.dominantColor,
    palette: renditions.analysis.palette,
    film_definition: film?.definition ?? null,
    frame_rate: film?.frameRate ?? null,
    duration_seconds: film?.durationSeconds ?? null,
    agreements: [],
    date_taken: (meta.dateTaken ?? input.modified).toISOString(),
    uploaded_at: new Date().toISOString(),
    dhash: renditions.analysis.dhash,
    credit_line: meta.creditLine,
    copyright: meta.copyright,
    sites: [...options.sites],
  };
}
