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
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMigrationsDir } from './feature';
import { GHOSTSCRIPT_MISSING } from './ghostscript';
import { type ImportOptions, importFolder } from './import';
import { ghostscript, testAi, testEps } from './test-files';
import { VECTOR_LONG_EDGE } from './vector';

const OPTIONS: ImportOptions = {
  sites: ['premium', 'subscription'],
  family: 'creative',
  licence: 'rf',
  collection: 'Vectors',
  siteName: 'Lightbox',
};

describe.each(testDatabaseKinds())('npm run import of EPS and AI on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  let media: MediaStore;
  let gs: string;

  const found = async (address: string) =>
    (await search(database.db, 'premium', parseSearchUrl(address, 'premium'))).assets.map((a) => a.id);
  const row = async (id: number) =>
    (await sql<Record<string, unknown>>`select * from assets where id = ${id}`.execute(database.db)).rows[0]!;
  const count = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from assets`.execute(database.db)).rows[0]!.n;

  beforeAll(async () => {
    gs = await ghostscript();
    database = await createTestDatabase(kind, [
      catalogueMigrationsDir,
      searchMigrationsDir,
      importMigrationsDir,
    ]);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-import-vector-'));
    media = new MediaStore(path.join(dir, 'media'));
  });
  afterAll(async () => {
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('draws an EPS with Ghostscript: size from its bounding box, title from %%Title, original kept', async () => {
    const folder = path.join(dir, 'eps');
    await fs.mkdir(folder);
    const eps = testEps({ width: 400, height: 200 }, 'Red sun over the bay');
    await fs.writeFile(path.join(folder, 'sun.eps'), eps);
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, ghostscriptPath: gs });
    expect(result.failed).toEqual([]);
    const id = result.added[0]!.assetId;
    expect(await row(id)).toMatchObject({
      title: 'Red sun over the bay',
      media_type: 'vector',
      asset_file_type: 'eps',
      asset_type: 'image',
      width: VECTOR_LONG_EDGE,
      height: VECTOR_LONG_EDGE / 2,
      orientation: 'panoramic_horizontal',
      original_path: `${id}/source.eps`,
      moods: [],
    });
    const asset = await row(id);
    // The red disc and the blue band are each over a tenth of the page: both are in its palette.
    expect(asset.palette).toEqual(expect.arrayContaining(['red', 'blue']));
    const original = await fs.readFile(path.join(dir, 'media', String(id), 'source.eps'));
    expect(original.toString()).toBe(eps);
    // Every derivative the storefront asks for exists, since the catalogue cannot read EPS.
    for (const k of ['thumb', 'thumb2x', 'comp', 'original'] as const) {
      expect((await media.stat(id, k))?.size).toBeGreaterThan(500);
    }
    const download = await sharp((await media.stat(id, 'original'))!.path).metadata();
    expect([download.width, download.height]).toEqual([VECTOR_LONG_EDGE, VECTOR_LONG_EDGE / 2]);
    expect(await found('/search/2/image?phrase=red%20sun')).toContain(id);
    expect(await found('/search/2/image?phrase=red%20sun&mediatype=vector&assetfiletype=eps')).toContain(id);
  });

  it('reads an EPS file’s embedded XMP before its %%Title', async () => {
    const folder = path.join(dir, 'eps-xmp');
    await fs.mkdir(folder);
    const eps = testEps({ width: 300, height: 300 }, 'Not this title', {
      title: 'Lighthouse emblem',
      keywords: ['lighthouse', 'emblem'],
      creator: 'Mo Okafor',
    });
    await fs.writeFile(path.join(folder, 'emblem.eps'), eps);
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, ghostscriptPath: gs });
    expect(result.failed).toEqual([]);
    const id = result.added[0]!.assetId;
    expect(await row(id)).toMatchObject({
      title: 'Lighthouse emblem',
      keywords: ['lighthouse', 'emblem'],
      contributor: 'Mo Okafor',
      width: VECTOR_LONG_EDGE,
      height: VECTOR_LONG_EDGE,
      orientation: 'square',
    });
  });

  it('draws a PDF-compatible AI file: size from its page, title from the PDF', async () => {
    const folder = path.join(dir, 'ai');
    await fs.mkdir(folder);
    const ai = await testAi({ width: 400, height: 600 }, 'Meadow badge');
    await fs.writeFile(path.join(folder, 'badge.ai'), ai);
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, ghostscriptPath: gs });
    expect(result.failed).toEqual([]);
    const id = result.added[0]!.assetId;
    const asset = await row(id);
    expect(asset).toMatchObject({
      title: 'Meadow badge',
      media_type: 'vector',
      asset_file_type: 'ai',
      width: (VECTOR_LONG_EDGE * 2) / 3,
      height: VECTOR_LONG_EDGE,
      orientation: 'vertical',
      original_path: `${id}/source.ai`,
    });
    const original = await fs.readFile(path.join(dir, 'media', String(id), 'source.ai'));
    expect(original.equals(Buffer.from(ai))).toBe(true);
    // The green ground is the dominant colour.
    const [r, g, b] = [1, 3, 5].map((i) =>
      Number.parseInt((asset.dominant_color as string).slice(i, i + 2), 16),
    );
    expect(g!).toBeGreaterThan(r! + 40);
    expect(g!).toBeGreaterThan(b! + 40);
    expect(await found('/search/2/image?phrase=meadow%20badge')).toContain(id);
  });

  it('reports a broken EPS with its reason and imports the rest', async () => {
    const folder = path.join(dir, 'broken-eps');
    await fs.mkdir(folder);
    const broken = testEps({ width: 100, height: 100 }).replace('rectfill', 'rectfill } { oops');
    await fs.writeFile(path.join(folder, 'broken.eps'), broken);
    await fs.writeFile(path.join(folder, 'no-box.eps'), '%!PS-Adobe-3.0 EPSF-3.0\nshowpage\n');
    // -dSAFER: a file that reads another file on the machine is refused, not drawn.
    const snoop = testEps({ width: 100, height: 100 }).replace(
      'showpage',
      '(/etc/hostname) (r) file pop showpage',
    );
    await fs.writeFile(path.join(folder, 'snoop.eps'), snoop);
    await fs.writeFile(
      path.join(folder, 'fine.eps'),
      testEps({ width: 120, height: 80 }, 'Fine harbour mark'),
    );
    const before = await count();
    const result = await importFolder(database.db, media, folder, { ...OPTIONS, ghostscriptPath: gs });
    expect(result.added.map((a) => a.name)).toEqual(['fine.eps']);
    const failed = Object.fromEntries(result.failed.map((f) => [f.name, f.message]));
    expect(Object.keys(failed).sort()).toEqual(['broken.eps', 'no-box.eps', 'snoop.eps']);
    expect(failed['broken.eps']).toMatch(/Ghostscript could not read it/);
    expect(failed['snoop.eps']).toMatch(/invalidfileaccess/);
    expect(failed['no-box.eps']).toMatch(/no %%BoundingBox/);
    expect(await count()).toBe(before + 1);
  });

  it('without Ghostscript skips each EPS/AI file with how to install it, and imports the rest', async () => {
    const folder = path.join(dir, 'no-gs');
    await fs.mkdir(folder);
    await fs.writeFile(path.join(folder, 'a.eps'), testEps({ width: 50, height: 60 }, 'Skipped mark'));
    await fs.writeFile(path.join(folder, 'b.ai'), await testAi({ width: 80, height: 40 }, 'Skipped badge'));
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toFile(path.join(folder, 'blue.png'));
    const before = await count();
    const result = await importFolder(database.db, media, folder, {
      ...OPTIONS,
      ghostscriptPath: path.join(dir, 'no-such-folder', 'gs'),
    });
    expect(result.added.map((a) => a.name)).toEqual(['blue.png']);
    // Files finish in whatever order their reads and queries take: the report is compared as a set.
    expect([...result.failed].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'a.eps', message: GHOSTSCRIPT_MISSING },
      { name: 'b.ai', message: GHOSTSCRIPT_MISSING },
    ]);
    expect(await count()).toBe(before + 1);
    // A file imported before is known by its bytes, with or without Ghostscript.
    const again = path.join(dir, 'no-gs-again');
    await fs.mkdir(again);
    await fs.copyFile(path.join(dir, 'eps', 'sun.eps'), path.join(again, 'sun.eps'));
    const rerun = await importFolder(database.db, media, again, {
      ...OPTIONS,
      ghostscriptPath: path.join(dir, 'no-such-folder', 'gs'),
    });
    expect(rerun.failed).toEqual([]);
    expect(rerun.already.map((a) => a.name)).toEqual(['sun.eps']);
  });
});
