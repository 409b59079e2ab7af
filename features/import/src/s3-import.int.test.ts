import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogueMigrationsDir, ensureOriginal, MediaStore } from '@lightbox/catalogue';
import { S3ObjectStore } from '@lightbox/platform';
import { startTestS3Server, type TestS3Server } from '@lightbox/platform/media/test-s3-server';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importMigrationsDir } from './feature';
import { importFolder } from './import';
import { realPhotos } from './test-files';

/** MEDIA_STORE=s3: the bucket holds the originals and renditions; a machine's folder is only a cache. */
describe('import into an S3-compatible store (s3rver)', () => {
  let server: TestS3Server | string;
  let database: TestDatabase;
  let dir: string;
  let bucket: S3ObjectStore;

  beforeAll(async () => {
    server = await startTestS3Server();
    if (typeof server === 'string') {
      console.warn(`Skipping the S3 import test: ${server}`);
      return;
    }
    bucket = new S3ObjectStore({
      kind: 's3',
      endpoint: server.endpoint,
      bucket: server.bucket,
      region: 'us-east-1',
      credentials: server.credentials,
    });
    database = await createTestDatabase('pglite', [
      catalogueMigrationsDir,
      searchMigrationsDir,
      importMigrationsDir,
    ]);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-import-s3-'));
  });
  beforeEach(({ skip }) => {
    if (typeof server === 'string') skip(server);
  });
  afterAll(async () => {
    if (typeof server === 'string') return;
    bucket.close();
    await database.dispose();
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('puts the original and renditions in the bucket, and another machine serves them from there', async () => {
    const folder = path.join(dir, 'in');
    await fs.mkdir(folder);
    const photo = path.join(folder, 'chelsea.png');
    await fs.copyFile(path.join(realPhotos(), 'chelsea.png'), photo);
    const result = await importFolder(
      database.db,
      new MediaStore(path.join(dir, 'cache-a'), bucket),
      folder,
      {
        sites: ['premium'],
        family: 'creative',
        licence: 'rf',
        collection: 'Cats',
      },
    );
    expect(result.failed).toEqual([]);
    const id = result.added[0]!.assetId;
    expect(await bucket.head(`${id}/source.png`)).toEqual({ size: (await fs.stat(photo)).size });
    expect(await bucket.head(`${id}/thumb.jpg`)).not.toBeNull();
    expect(await bucket.head(`${id}/comp.jpg`)).not.toBeNull();

    // A second server with an empty cache: the thumbnail comes from the bucket, and the
    // full-size download is rendered from the original fetched from the bucket.
    const other = new MediaStore(path.join(dir, 'cache-b'), bucket);
    const thumb = await other.stat(id, 'thumb');
    expect(thumb?.size).toBe((await bucket.head(`${id}/thumb.jpg`))?.size);
    const original = await ensureOriginal(database.db, other, id);
    if (!original.ok) throw new Error(original.message);
    expect(await sharp(original.file.path).metadata()).toMatchObject({
      format: 'jpeg',
      width: 451,
      height: 300,
    });
    expect(await bucket.head(`${id}/original.jpg`)).not.toBeNull();
    expect(other.renders).toBe(1);
  });
});
