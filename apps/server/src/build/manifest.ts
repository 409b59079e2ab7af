import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuiltFile } from '@lightbox/platform';
import type { StyleRule } from '../pages/critical-css';
import type { MessageScope } from './message-scopes';

export type { BuiltFile };

export interface ClientManifest {
  /** The host runtime: owns React, shares it, loads remotes. */
  host: BuiltFile;
  /**
   * The page boot: starts the scripts a page declares as preloads once its first screen has
   * painted (packages/ui/src/page/boot.ts). Absent (test manifests): pages declare plain scripts.
   */
  boot?: BuiltFile;
  /**
   * The one stylesheet of every page: theme tokens, base, kit and the features' global styles.
   * With its rules indexed, a page inlines those its HTML can match and links it at the end
   * (pages/critical-css.ts); without (test manifests), it is linked in the head.
   */
  styles: BuiltFile & { rules?: StyleRule[] };
  /** Each feature's own browser files, by feature name, then entry name. */
  features: Record<string, Record<string, BuiltFile>>;
  remotes: Record<string, { remoteEntry: string; integrity: string }>;
  /**
   * The translations each script can ask for, by script URL: a page sends the core keys and its
   * scripts' (message-scopes.ts). Absent (test manifests): pages send every message.
   */
  messageScopes?: Record<string, MessageScope>;
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
