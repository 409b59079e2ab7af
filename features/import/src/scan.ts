import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The files of a folder the importer takes, in a stable order (so a resumed import meets them
 * in the same order), and the ones it leaves out with the reason. Hidden files, sidecars and
 * folders starting with a dot are passed over silently.
 */

export type SourceKind = 'still' | 'vector' | 'film';

export const SOURCE_FORMATS: Readonly<Record<string, { kind: SourceKind; contentType: string }>> = {
  '.jpg': { kind: 'still', contentType: 'image/jpeg' },
  '.jpeg': { kind: 'still', contentType: 'image/jpeg' },
  '.png': { kind: 'still', contentType: 'image/png' },
  '.tif': { kind: 'still', contentType: 'image/tiff' },
  '.tiff': { kind: 'still', contentType: 'image/tiff' },
  '.webp': { kind: 'still', contentType: 'image/webp' },
  '.svg': { kind: 'vector', contentType: 'image/svg+xml' },
  // Drawn with Ghostscript (ghostscript.ts).
  '.eps': { kind: 'vector', contentType: 'application/postscript' },
  '.ai': { kind: 'vector', contentType: 'application/illustrator' },
  '.mp4': { kind: 'film', contentType: 'video/mp4' },
  '.mov': { kind: 'film', contentType: 'video/quicktime' },
  '.webm': { kind: 'film', contentType: 'video/webm' },
};

/** Passed over without a word: metadata sidecars and the clutter file managers leave. */
const IGNORED = /^(\.|thumbs\.db$|desktop\.ini$)|\.(xmp|txt|md|json)$/i;

export interface SourceFile {
  /** Absolute path. */
  path: string;
  /** Path within the imported folder, with forward slashes. */
  name: string;
  size: number;
  kind: SourceKind;
  ext: string;
  contentType: string;
}

export interface ScanResult {
  files: SourceFile[];
  /** Files of a kind the importer cannot read (RAW, PSD…), by name. */
  unsupported: string[];
}

export async function scanFolder(root: string): Promise<ScanResult> {
  const files: SourceFile[] = [];
  const unsupported: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      if (!entry.isFile() || IGNORED.test(entry.name)) continue;
      const name = path.relative(root, full).split(path.sep).join('/');
      const ext = path.extname(entry.name).toLowerCase();
      const format = SOURCE_FORMATS[ext];
      if (!format) {
        unsupported.push(name);
        continue;
      }
      const { size } = await fs.stat(full);
      files.push({ path: full, name, size, ext, ...format });
    }
  };
  await walk(root);
  return { files, unsupported };
}
