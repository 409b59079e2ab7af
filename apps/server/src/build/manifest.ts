import fs from 'node:fs/promises';
import path from 'node:path';

export interface BuiltFile {
  url: string;
  integrity: string;
}

export interface ClientManifest {
  host: BuiltFile;
  searchApp: BuiltFile;
  styles: BuiltFile;
  /** The boards pages' bundle (reorder, comments, sharing, live updates, set pages) and styles. */
  boardsApp: BuiltFile;
  boardsStyles: BuiltFile;
  remotes: Record<string, { remoteEntry: string; integrity: string }>;
}

export const distDir = path.resolve(import.meta.dirname, '../../../../dist');
export const publicDir = path.join(distDir, 'public');
export const manifestPath = path.join(distDir, 'manifest.json');

export async function readClientManifest(): Promise<ClientManifest> {
  try {
    return JSON.parse(await fs.readFile(manifestPath, 'utf8')) as ClientManifest;
  } catch {
    throw new Error(`Client bundles are missing (${manifestPath}). Run 'npm run build' first.`);
  }
}
