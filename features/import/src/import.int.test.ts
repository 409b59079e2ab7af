import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogueMigrationsDir, MediaStore } from '@lightbox/catalogue';
import { parseSearchUrl } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { search, searchMigrationsDir } from '@lightbox/search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMigrationsDir } from './feature';
import { type ImportOptions, importFolder } from './import';
import { photoWithMetadata, realPhotos, testClip } from './test-files';

const OPTIONS: ImportOptions = {
  sites: ['premium', 'subscription'],
  family: 'creative',
  licence: 'rf',
  collection: 'Harbour library',
  siteName: 'Lightbox',
};

describe.each(testDatabaseKinds())('npm run import on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  let media: MediaStore;
  let photos: string;

  const found = async (address: string) =>
    (await search(database.db, 'premium', parseSearchUrl(address, 'premium'))).assets.map((a) => a.id);
  const row = async (id: number) =>
    (
      await sql<Record<string, unknown>>`select *, dhash::text as dhash, date_taken::text as taken
        from assets where id = ${id}`.execute(database.db)
    ).rows[0]!;
  const counts = async () =>
    (
      await sql<{ assets: number; files: number }>`select (select count(*)::int from assets) as assets,
        (select count(*)::int from import_files) as files`.execute(database.db)
    ).rows[0]!;

  beforeAll(async () => {
    photos = realPhotos();
    database = await createTestDatabase(kind, [
      catalogueMigrationsDir,
      searchMigrationsDir,
      importMigrationsDir,
    ]);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-import-'));
    media = new MediaStore(path.join(dir, 'media'));
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('maps IPTC/XMP/EXIF metadata onto the asset, and search finds it by what the file said', async () => {
    const folder = path.join(dir, 'metadata');
    await fs.mkdir(folder);
    await photoWithMetadata(
      path.join(photos, 'coffee.png'),
      path.join(folder, 'IMG_0001.jpg'),
      {
        title: 'Flat white at the harbour café',
        caption: 'A flat white & a spoon on a saucer',
        keywords: ['coffee', 'latte art', 'harbourside'],
        creator: 'Ana Ruiz',
        creditLine: 'Ana Ruiz / Harbour Press',
        copyright: '© 2024 Ana Ruiz',
        dateCreated: '2024-05-02T06:10:00Z',
        sublocation: 'Ribeira',
        city: 'Porto',
        country: 'Portugal',
        people: ['Jo Silva', 'Rui Costa'],
        modelRelease: 'MR-FMR',
      },
      'Someone else',
    );
    const result = await importFolder(database.db, media, folder, OPTIONS);
    expect(result.failed).toEqual([]);
    expect(result.added).toHaveLength(1);
    const id = result.added[0]!.assetId;
    const asset = await row(id);
    expect(asset).toMatchObject({
      title: 'Flat white at the harbour café',
      caption: 'A flat white & a spoon on a saucer',
      keywords: ['coffee', 'latte art', 'harbourside'],
      contributor: 'Ana Ruiz',
      credit_line: 'Ana Ruiz / Harbour Press',
      copyright: '© 2024 Ana Ruiz',
      locations: ['Ribeira', 'Porto', 'Portugal'],
      specific_people: ['Jo Silva', 'Rui Costa'],
      number_of_people: 'two',
      release_status: 'released',
      width: 600,
      height: 400,
      orientation: 'horizontal',
      asset_type: 'image',
      media_type: 'photography',
      license_type: 'rf',
      collection_name: 'Harbour library',
      collection_code: 'HARBOURLIBRA',
      sites: ['premium', 'subscription'],
      original_path: `${id}/source.jpg`,
    });
    expect(new Date(asset.date_taken as string).toISOString()).toBe('2024-05-02T06:10:00.000Z');
    expect(asset.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    expect((asset.palette as string[]).length).toBeGreaterThan(0);
    expect(asset.dhash).toMatch(/^-?\d+$/);
    expect(asset.moods).toEqual([]);
    // The original is kept byte for byte beside its renditions.
    const original = await fs.readFile(path.join(dir, 'media', String(id), 'source.jpg'));
    expect(original.equals(await fs.readFile(path.join(folder, 'IMG_0001.jpg')))).toBe(true);
    expect((await media.stat(id, 'thumb'))?.size).toBeGreaterThan(1000);
    expect((await media.stat(id, 'comp'))?.size).toBeGreaterThan(1000);
    // Found by title, keyword and caption words the moment the import returns.
    expect(await found('/search/2/image?phrase=flat%20white')).toContain(id);
    expect(await found('/search/2/image?phrase=harbourside')).toContain(id);
    expect(await found('/search/2/image?phrase=saucer')).toContain(id);
  });

  it('imports real photographs as they are, with titles from their names and black and white measured', async () => {
    const folder = path.join(dir, 'real');
    await fs.mkdir(folder);
    for (const name of ['camera.png', 'rocket.jpg'])
      await fs.copyFile(path.join(photos, name), path.join(folder, name));
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, collection: 'Samples' });
    expect(result.failed).toEqual([]);
    const byName = Object.fromEntries(result.added.map((a) => [a.name, a.assetId]));
    const camera = await row(byName['camera.png']!);
    const rocket = await row(byName['rocket.jpg']!);
    expect(camera).toMatchObject({ title: 'Camera', moods: ['black_and_white'], width: 512, height: 512 });
    expect(camera.orientation).toBe('square');
    expect(camera.image_techniques).toEqual(['black_and_white']);
    expect(rocket).toMatchObject({
      title: 'Rocket',
      moods: [],
      orientation: 'horizontal',
      release_status: 'notreleased',
    });
    expect(await found('/search/2/image?phrase=rocket')).toContain(byName['rocket.jpg']);
  });

  it('adds nothing twice: the same folder again, or the same bytes under another name', async () => {
    const before = await counts();
    const again = await importFolder(database.db, media, path.join(dir, 'real'), OPTIONS);
    expect(again.added).toEqual([]);
    expect(again.already.map((a) => a.name).sort()).toEqual(['camera.png', 'rocket.jpg']);
    const copy = path.join(dir, 'renamed');
    await fs.mkdir(copy);
    await fs.copyFile(path.join(photos, 'rocket.jpg'), path.join(copy, 'launch-final-v2.jpg'));
    const renamed = await importFolder(database.db, media, copy, OPTIONS);
    expect(renamed.added).toEqual([]);
    expect(renamed.already).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it('continues an interrupted import where it stopped, with nothing half-added', async () => {
    const folder = path.join(dir, 'resume');
    await fs.mkdir(folder);
    const names = ['brick.png', 'chelsea.png', 'gravel.png', 'hubble_deep_field.jpg'];
    for (const name of names) await fs.copyFile(path.join(photos, name), path.join(folder, name));
    const before = await counts();
    const stop = new AbortController();
    // The process dies while the second file's renditions are written and before its commit.
    const first = await importFolder(database.db, media, folder, {
      ...OPTIONS,
      concurrency: 1,
      signal: stop.signal,
      beforeCommit: (file) => {
        if (file.name === 'chelsea.png') {
          stop.abort();
          throw new Error('killed');
        }
      },
    });
    expect(first.added.map((a) => a.name)).toEqual(['brick.png']);
    expect(await counts()).toEqual({ assets: before.assets + 1, files: before.files + 1 });
    const second = await importFolder(database.db, media, folder, OPTIONS);
    expect(second.already.map((a) => a.name)).toEqual(['brick.png']);
    expect(second.added.map((a) => a.name).sort()).toEqual([
      'chelsea.png',
      'gravel.png',
      'hubble_deep_field.jpg',
    ]);
    expect(await counts()).toEqual({ assets: before.assets + 4, files: before.files + 4 });
    const chelsea = second.added.find((a) => a.name === 'chelsea.png')!.assetId;
    expect(await found('/search/2/image?phrase=chelsea')).toContain(chelsea);
  });

  it('reports a broken file with its path and goes on with the others', async () => {
    const folder = path.join(dir, 'broken');
    await fs.mkdir(path.join(folder, 'day 2'), { recursive: true });
    const good = await fs.readFile(path.join(photos, 'hubble_deep_field.jpg'));
    await fs.writeFile(path.join(folder, 'day 2', 'truncated.jpg'), good.subarray(0, 4000));
    await fs.writeFile(path.join(folder, 'empty.png'), Buffer.alloc(0));
    await fs.writeFile(path.join(folder, 'not-a-clip.mp4'), 'hello');
    await fs.writeFile(path.join(folder, 'logo.eps'), '%!PS-Adobe-3.0 EPSF-3.0');
    await fs.writeFile(path.join(folder, 'IMG_0002.cr2'), 'raw');
    await fs.copyFile(path.join(photos, 'coins.png'), path.join(folder, 'coins.png'));
    const before = await counts();
    const result = await importFolder(database.db, media, folder, OPTIONS);
    expect(result.added.map((a) => a.name)).toEqual(['coins.png']);
    expect(result.failed.map((f) => f.name).sort()).toEqual([
      'day 2/truncated.jpg',
      'empty.png',
      'logo.eps',
      'not-a-clip.mp4',
    ]);
    for (const failure of result.failed) expect(failure.message.length).toBeGreaterThan(5);
    expect(result.unsupported).toEqual(['IMG_0002.cr2']);
    expect(await counts()).toEqual({ assets: before.assets + 1, files: before.files + 1 });
  });

  it('imports a clip as film: poster, preview, duration, frame rate and definition from ffmpeg', async () => {
    const folder = path.join(dir, 'film');
    await fs.mkdir(folder);
    testClip(path.join(folder, 'test-pattern.mp4'), '1280x720', 25, 3);
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, licence: 'rr' });
    expect(result.failed).toEqual([]);
    const id = result.added[0]!.assetId;
    const asset = await row(id);
    expect(asset).toMatchObject({
      asset_type: 'film',
      media_type: 'footage',
      asset_file_type: 'mp4',
      license_type: 'rr',
      film_definition: 'hd',
      frame_rate: 25,
      duration_seconds: 3,
      width: 1280,
      height: 720,
    });
    for (const kind of ['thumb', 'comp', 'poster', 'preview'] as const) {
      expect((await media.stat(id, kind))?.size).toBeGreaterThan(500);
    }
    const preview = await fs.readFile((await media.stat(id, 'preview'))!.path);
    expect(preview.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // WebM (EBML) header
    expect(await found('/search/2/film?phrase=test%20pattern')).toContain(id);
  });

  it('refuses a licence the asset type cannot have, per file', async () => {
    const folder = path.join(dir, 'film');
    testClip(path.join(folder, 'second.mp4'), '640x360', 30, 1);
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, licence: 'rm' });
    expect(result.failed.map((f) => f.name)).toEqual(['second.mp4']);
    expect(result.failed[0]!.message).toMatch(/RM licences are not offered for film/);
  });

  it('offers a file imported with --site premium on the premium site only', async () => {
    const folder = path.join(dir, 'premium-only');
    await fs.mkdir(folder);
    await photoWithMetadata(path.join(photos, 'chelsea.png'), path.join(folder, 'cat.jpg'), {
      title: 'Tabby on a windowsill',
      keywords: ['windowsillcat'],
    });
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, sites: ['premium'] });
    const id = result.added[0]!.assetId;
    const on = async (site: 'premium' | 'subscription') =>
      (
        await search(database.db, site, parseSearchUrl('/search/2/image?phrase=windowsillcat', site))
      ).assets.map((a) => a.id);
    expect(await on('premium')).toEqual([id]);
    expect(await on('subscription')).toEqual([]);
  });
});
