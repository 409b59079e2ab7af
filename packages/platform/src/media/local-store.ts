import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type ObjectStore } from './object-store';

/** Objects as files under one folder; each write lands under a temporary name and is renamed into place. */
export class LocalObjectStore implements ObjectStore {
  readonly description: string;

  constructor(readonly root: string) {
    this.description = `folder ${root}`;
  }

  pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.land(key, (temp) => fs.writeFile(temp, body));
  }

  async putFile(key: string, file: string): Promise<void> {
    await this.land(key, (temp) => fs.copyFile(file, temp));
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await fs.stat(this.pathOf(key))).size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    if (!(await this.head(key))) return null;
    return createReadStream(this.pathOf(key), range);
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  private async land(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await write(temp);
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }
}
