import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@lightbox/platform';
import { DERIVATIVES, type DerivativeKind } from '../render/index';
import { isAssetId } from '../rules';

/**
 * Derivatives on the filesystem: `<root>/<assetId>/<kind>.<ext>`. Files are written to a
 * temporary name and renamed into place, so a reader never sees half a file; concurrent
 * requests for the same missing file share one render.
 *
 * With a remote object store (MEDIA_STORE=s3) the bucket holds the truth under the same keys
 * and the folder is this machine's cache of it: a file missing here is fetched from the bucket
 * before anything is rendered, and every file written here is uploaded too.
 */

export interface StoredFile {
  path: string;
  size: number;
  mtimeMs: number;
  /** Strong validator from size and modification time (what @fastify/static uses too). */
  etag: string;
  contentType: string;
}

export interface EnsureResult extends StoredFile {
  /** True when this call (or the in-flight render it joined) had to render the file. */
  rendered: boolean;
}

export class MediaStore {
  /** Renders started by this store, for measurements and tests. */
  renders = 0;
  private readonly inFlight = new Map<string, Promise<EnsureResult>>();

  constructor(
    readonly root: string,
    readonly remote?: ObjectStore,
  ) {}

  /**
   * The object key of a derivative, e.g. `123456789/thumb.jpg`; a variant (the site a comp is
   * watermarked for) is part of the name: `123456789/comp-subscription.jpg`.
   */
  keyFor(id: number, kind: DerivativeKind, variant?: string): string {
    if (!isAssetId(id)) throw new Error(`Not an asset id: ${id}`);
    return `${id}/${fileName(kind, variant)}`;
  }

  /**
   * A local path for any stored key (an imported original, say), fetched from the remote
   * store into the cache first when it is only there. Undefined when neither has it.
   */
  async localFile(key: string): Promise<string | undefined> {
    const file = path.join(this.root, ...key.split('/'));
    if (await exists(file)) return file;
    if (!this.remote || !(await this.fetch(key, file))) return undefined;
    return file;
  }

  pathFor(id: number, kind: DerivativeKind, variant?: string): string {
    if (!isAssetId(id)) throw new Error(`Not an asset id: ${id}`);
    return path.join(this.root, String(id), fileName(kind, variant));
  }

  async stat(id: number, kind: DerivativeKind, variant?: string): Promise<StoredFile | null> {
    const file = this.pathFor(id, kind, variant);
    try {
      const st = await fs.stat(file);
      return describe(file, st.size, st.mtimeMs, kind);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (!this.remote || !(await this.fetch(this.keyFor(id, kind, variant), file))) return null;
    const st = await fs.stat(file);
    return describe(file, st.size, st.mtimeMs, kind);
  }

  /** Copies an object from the remote store into the cache; false when the remote has none. */
  private async fetch(key: string, file: string): Promise<boolean> {
    const body = await this.remote?.read(key);
    if (!body) return false;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline(body, createWriteStream(temp));
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return true;
  }

  /** Writes atomically: temp file in the same folder, then rename over the final name. */
  async write(id: number, kind: DerivativeKind, data: Buffer, variant?: string): Promise<StoredFile> {
    const file = this.pathFor(id, kind, variant);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    await this.remote?.put(this.keyFor(id, kind, variant), data, DERIVATIVES[kind].contentType);
    const st = await fs.stat(file);
    return describe(file, st.size, st.mtimeMs, kind);
  }

  /**
   * The stored file, rendering it first when missing. While a render for (id, kind) is in
   * flight, other callers wait for the same promise instead of rendering again.
   */
  ensure(
    id: number,
    kind: DerivativeKind,
    render: () => Promise<Buffer>,
    variant?: string,
  ): Promise<EnsureResult> {
    const key = this.keyFor(id, kind, variant);
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = (async (): Promise<EnsureResult> => {
      const existing = await this.stat(id, kind, variant);
      if (existing) return { ...existing, rendered: false };
      this.renders++;
      const data = await render();
      return { ...(await this.write(id, kind, data, variant)), rendered: true };
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }
}

function fileName(kind: DerivativeKind, variant: string | undefined): string {
  if (variant !== undefined && !/^[a-z]+$/.test(variant)) throw new Error(`Not a variant name: ${variant}`);
  return `${kind}${variant ? `-${variant}` : ''}.${DERIVATIVES[kind].ext}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

function describe(file: string, size: number, mtimeMs: number, kind: DerivativeKind): StoredFile {
  return {
    path: file,
    size,
    mtimeMs,
    etag: `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    contentType: DERIVATIVES[kind].contentType,
  };
}
