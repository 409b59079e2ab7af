import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalObjectStore } from './local-store';
import { ObjectKeyError, type ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-store';
import { startTestS3Server, type TestS3Server } from './test-s3-server';

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString();
}

let server: TestS3Server | string;
let localRoot: string;
beforeAll(async () => {
  server = await startTestS3Server();
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-objects-'));
});
afterAll(async () => {
  if (typeof server !== 'string') await server.stop();
  await fs.rm(localRoot, { recursive: true, force: true });
});

const stores: [string, () => ObjectStore | string][] = [
  ['local folder', () => new LocalObjectStore(localRoot)],
  [
    's3 (s3rver)',
    () =>
      typeof server === 'string'
        ? server
        : new S3ObjectStore({
            kind: 's3',
            endpoint: server.endpoint,
            bucket: server.bucket,
            region: 'us-east-1',
            credentials: server.credentials,
          }),
  ],
];

describe.each(stores)('media object store: %s', (_name, make) => {
  let store: ObjectStore;
  let unavailable: string | undefined;
  beforeAll(() => {
    const made = make();
    if (typeof made === 'string') {
      unavailable = made;
      console.warn(`Skipping the S3 store tests: ${made}`);
    } else store = made;
  });
  beforeEach(({ skip }) => {
    if (unavailable) skip(unavailable);
  });

  it('keeps what is put, byte for byte, and reads ranges of it', async () => {
    await store.put('123456789/thumb.jpg', Buffer.from('0123456789'), 'image/jpeg');
    expect(await store.head('123456789/thumb.jpg')).toEqual({ size: 10 });
    expect(await text(await store.read('123456789/thumb.jpg'))).toBe('0123456789');
    expect(await text(await store.read('123456789/thumb.jpg', { start: 2, end: 4 }))).toBe('234');
  });

  it('uploads a file from disk and replaces an object whole', async () => {
    const file = path.join(localRoot, 'upload.bin');
    await fs.writeFile(file, Buffer.alloc(300_000, 7));
    await store.putFile('123456789/source.png', file, 'image/png');
    expect(await store.head('123456789/source.png')).toEqual({ size: 300_000 });
    await store.put('123456789/source.png', Buffer.from('new'), 'image/png');
    expect(await text(await store.read('123456789/source.png'))).toBe('new');
  });

  it('answers null for what is not there, and deletes', async () => {
    expect(await store.head('987654321/none.jpg')).toBeNull();
    expect(await store.read('987654321/none.jpg')).toBeNull();
    await store.put('123456790/comp.jpg', Buffer.from('x'), 'image/jpeg');
    await store.delete('123456790/comp.jpg');
    expect(await store.head('123456790/comp.jpg')).toBeNull();
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../etc/passwd', '/abs/key', 'a/../../b', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(ObjectKeyError);
    }
  });
});
