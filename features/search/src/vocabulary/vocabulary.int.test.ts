import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogueMigrationsDir } from '@lightbox/catalogue';
import type { LocaleCode } from '@lightbox/core';
import { parseSearchUrl } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { search } from '../service';
import { importVocabulary, loadShippedVocabulary } from './store';
import { FIXTURE_VOCABULARY } from './testing/fixture';

/** English metadata only: every expectation below follows from these rows and the fixture. */
const ASSETS = [
  { id: 3001, title: 'Mountain lake at dawn', keywords: ['mountain', 'lake'] },
  { id: 3002, title: 'Business team meeting', keywords: ['business team', 'office'] },
  { id: 3003, title: 'Dog running on the beach', keywords: ['dog', 'beach'] },
  { id: 3004, title: 'Still water under peaks', keywords: ['mountain', 'lake', 'reflection'] },
  { id: 3005, title: 'Quiet office desk', keywords: ['office', 'desk'] },
];

describe.each(testDatabaseKinds())('searching in the visitor language through concepts (%s)', (kind) => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    for (const a of ASSETS) {
      await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
          short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
          collection_code, collection_name, contributor, date_taken, uploaded_at, popularity, metadata_language)
        values (${a.id}, 'creative', 'image', 'photography', 'jpg', 'rf', ${a.title}, ${a.title}, '',
          ${a.keywords}::text[], 3000, 2000, 'horizontal', 'none', 'released', 'lbx', 'Lightbox', 'Fixture',
          '2024-01-01', '2024-01-01', ${100 - (a.id % 100)}, 'en')`.execute(database.db);
    }
    for (const [locale, vocabulary] of Object.entries(FIXTURE_VOCABULARY)) {
      await importVocabulary(database.db, locale as LocaleCode, vocabulary, 'operator');
    }
    dir = await mkdtemp(path.join(os.tmpdir(), 'lb-vocabulary-'));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const searched = (locale: LocaleCode, phrase: string) => {
    const params = parseSearchUrl(`/search/2/image?phrase=${encodeURIComponent(phrase)}`, 'premium');
    return search(database.db, 'premium', params, { locale });
  };
  const ids = async (locale: LocaleCode, phrase: string) =>
    (await searched(locale, phrase)).assets.map((a) => a.id).sort();

  it('finds the English-keyworded assets from a German query', async () => {
    expect(await ids('de', 'Berg')).toEqual([3001, 3004]);
    expect(await ids('de', 'berge')).toEqual([3001, 3004]);
    expect(await ids('de', 'Berg und See')).toEqual([3001, 3004]);
    expect(await ids('de', 'Hund -Strand')).toEqual([]);
  });

  it('matches a German multi-word concept as a phrase, and an inflection through the stem', async () => {
    expect(await ids('de', 'Geschäftsteam')).toEqual([3002]);
    expect(await ids('de', 'geschaftsteam')).toEqual([3002]);
    // "Bergen" is no term of the fixture; German stemming makes it "berg".
    expect(await ids('de', 'Bergen')).toEqual([3001, 3004]);
  });

  it('finds them from a Japanese query written without spaces', async () => {
    expect(await ids('ja', '山')).toEqual([3001, 3004]);
    expect(await ids('ja', '山と湖')).toEqual([3001, 3004]);
    expect(await ids('ja', 'ビジネスチーム')).toEqual([3002]);
    expect(await ids('ja', 'ｲﾇ')).toEqual([3003]);
  });

  it('finds them from a Thai query written without spaces', async () => {
    expect(await ids('th', 'ภูเขา')).toEqual([3001, 3004]);
    expect(await ids('th', 'ภูเขาและทะเลสาบ')).toEqual([3001, 3004]);
    expect(await ids('th', 'หมา')).toEqual([3003]);
  });

  it('ranks a translated search as the same search typed in English', async () => {
    const order = async (locale: LocaleCode, phrase: string) =>
      (await searched(locale, phrase)).assets.map((a) => a.id);
    expect(await order('de', 'Berg See')).toEqual(await order('en-us', 'mountain lake'));
    expect(await order('ja', '犬')).toEqual(await order('en-us', 'dog'));
  });

  it('keeps English on its own path and unknown words as typed', async () => {
    expect(await ids('en-us', 'Berg')).toEqual([]);
    expect(await ids('de', 'mountain')).toEqual([3001, 3004]);
    expect(await ids('de', 'Berg reflection')).toEqual([3004]);
  });

  it('corrects a misspelt word to the locale own spelling', async () => {
    const result = await searched('de', 'Gebirgee');
    expect(result.queryCorrections).toContainEqual({
      type: 'phrase',
      applied: true,
      original: 'Gebirgee',
      phrase: 'Gebirge',
    });
    expect(result.assets.map((a) => a.id).sort()).toEqual([3001, 3004]);
  });

  it('shows related searches as the locale preferred terms', async () => {
    const result = await searched('de', 'Berg');
    expect(result.relatedTerms).toContain('See');
    expect(result.relatedTerms).not.toContain('lake');
    expect(result.relatedTerms).not.toContain('Berg');
  });

  it('loads a shipped file once, again only when it changed, and skips missing locales', async () => {
    const count = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*)::text as n from search_concept_terms
            where locale = 'fr' and source = 'shipped'`.execute(database.db)
        ).rows[0]!.n,
      );
    await writeFile(path.join(dir, 'fr.json'), JSON.stringify({ mountain: ['montagne', 'montagnes'] }));
    const first = await loadShippedVocabulary(database.db, dir);
    expect(first.loaded).toEqual(['fr']);
    expect(first.absent).toContain('de');
    expect(await count()).toBe(2);
    expect((await loadShippedVocabulary(database.db, dir)).unchanged).toEqual(['fr']);
    expect(await count()).toBe(2);
    await writeFile(path.join(dir, 'fr.json'), JSON.stringify({ lake: ['lac', 'lacs'] }));
    expect((await loadShippedVocabulary(database.db, dir)).loaded).toEqual(['fr']);
    expect(await count()).toBe(2);
    expect(await ids('fr', 'montagne')).toEqual([]);
    expect(await ids('fr', 'lacs')).toEqual([3001, 3004]);
  });
});
