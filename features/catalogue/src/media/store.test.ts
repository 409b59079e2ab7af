import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MediaStore } from './store';

describe('media store', () => {
  let dir: string;
  let store: MediaStore;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-store-'));
    store = new MediaStore(dir);
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps files at <root>/<id>/<kind>.<ext>', () => {
    expect(store.pathFor(123456789, 'thumb')).toBe(path.join(dir, '123456789', 'thumb.jpg'));
    expect(store.pathFor(123456789, 'preview')).toBe(path.join(dir, '123456789', 'preview.webm'));
    expect(() => store.pathFor(42, 'thumb')).toThrow();
  });

  it('renders a missing file once, however many ask at the same time', async () => {
    let calls = 0;
    const render = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 30));
      return Buffer.from('picture');
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.ensure(123456789, 'thumb', render)),
    );
    expect(calls).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    expect(await fs.readFile(results[0]!.path, 'utf8')).toBe('picture');
    const again = await store.ensure(123456789, 'thumb', render);
    expect(again.rendered).toBe(false);
    expect(calls).toBe(1);
  });

  it('leaves no partial file behind when a render fails, and tries again next time', async () => {
    await expect(
      store.ensure(123456789, 'comp', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.stat(123456789, 'comp')).toBeNull();
    const ok = await store.ensure(123456789, 'comp', async () => Buffer.from('ok'));
    expect(ok.rendered).toBe(true);
  });

  it('writes atomically: only the final name is ever visible', async () => {
    await store.write(123456789, 'thumb', Buffer.alloc(100_000, 1));
    const files = await fs.readdir(path.join(dir, '123456789'));
    expect(files).toEqual(['thumb.jpg']);
  });
});
