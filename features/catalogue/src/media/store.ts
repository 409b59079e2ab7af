import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DERIVATIVES, type DerivativeKind } from '../render/index';
import { isAssetId } from '../rules';

/**
 * Derivatives on the filesystem: `<root>/<assetId>/<kind>.<ext>`. Files are written to a
 * temporary name and renamed into place, so a reader never sees half a file; concurrent
 * requests for the same missing file share one render.
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

  constructor(readonly root: string) {}

  pathFor(id: number, kind: DerivativeKind): string {
    if (!isAssetId(id)) throw new Error(`Not an asset id: ${id}`);
    return path.join(this.root, String(id), `${kind}.${DERIVATIVES[kind].ext}`);
  }

  async stat(id: number, kind: DerivativeKind): Promise<StoredFile | null> {
    const file = this.pathFor(id, kind);
    try {
      const st = await fs.stat(file);
      return describe(file, st.size, st.mtimeMs, kind);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Writes atomically: temp file in the same folder, then rename over the final name. */
  async write(id: number, kind: DerivativeKind, data: Buffer): Promise<StoredFile> {
    const file = this.pathFor(id, kind);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    const st = await fs.stat(file);
    return describe(file, st.size, st.mtimeMs, kind);
  }

  /**
   * The stored file, rendering it first when missing. While a render for (id, kind) is in
   * flight, other callers wait for the same promise instead of rendering again.
   */
  ensure(id: number, kind: DerivativeKind, render: () => Promise<Buffer>): Promise<EnsureResult> {
    const key = `${id}/${kind}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = (async (): Promise<EnsureResult> => {
      const existing = await this.stat(id, kind);
      if (existing) return { ...existing, rendered: false };
      this.renders++;
      const data = await render();
      return { ...(await this.write(id, kind, data)), rendered: true };
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
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
