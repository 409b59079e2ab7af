import { catalogueMigrationsDir } from '@lightbox/catalogue';
import type { LocaleCode } from '@lightbox/core';
import { METADATA_LANGUAGES, type MetadataLanguage, parseSearchUrl } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMigrationsDir } from '../schema';
import { lookupAsset, search } from '../service';

interface Fixture {
  id: number;
  language: MetadataLanguage;
  title: string;
  keywords: string[];
  caption?: string;
}

/** Metadata in several languages; each expectation below follows from these rows alone. */
const FIXTURES: Fixture[] = [
  { id: 2001, language: 'en', title: 'Houses by the river', keywords: ['house', 'river'] },
  {
    id: 2002,
    language: 'de',
    title: 'Alte Häuser am Fluss',
    keywords: ['Häuser', 'Fluss', 'Altstadt'],
    caption: 'Bunte Häuser spiegeln sich im Wasser',
  },
  { id: 2003, language: 'de', title: 'Fachwerkhaus im Herbst', keywords: ['Häuser', 'Herbst'] },
  { id: 2004, language: 'pl', title: 'Zimowy Kraków', keywords: ['Kraków', 'zima'] },
  { id: 2005, language: 'ja', title: '東京 夜景', keywords: ['東京', '夜景'] },
  // German words filed as English until the test below corrects the language.
  { id: 2006, language: 'en', title: 'Kinder spielen', keywords: ['Kinder'] },
];

async function insert(database: TestDatabase, f: Fixture) {
  await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
      short_title, caption, keywords, width, height, orientation, number_of_people, release_status,
      collection_code, collection_name, contributor, date_taken, uploaded_at, popularity, metadata_language)
    values (${f.id}, 'creative', 'image', 'photography', 'jpg', 'rf', ${f.title}, ${f.title}, ${f.caption ?? ''},
      ${f.keywords}::text[], 3000, 2000, 'horizontal', 'none', 'released', 'lbx', 'Lightbox', 'Fixture',
      '2024-01-01', '2024-01-01', ${100 - (f.id % 100)}, ${f.language})`.execute(database.db);
}

describe.each(testDatabaseKinds())('metadata in other languages than English (%s)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    for (const f of FIXTURES) await insert(database, f);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const ids = async (locale: LocaleCode, phrase: string) => {
    const params = parseSearchUrl(`/search/2/image?phrase=${encodeURIComponent(phrase)}`, 'premium');
    const result = await search(database.db, 'premium', params, { locale });
    return result.assets.map((a) => a.id).sort();
  };

  it('reads each language with the configuration the core table names', async () => {
    const languages = Object.keys(METADATA_LANGUAGES);
    const result = await sql<{ language: string; config: string }>`
      select l as language, lb_text_config(l)::text as config from unnest(${languages}::text[]) l`.execute(
      database.db,
    );
    expect(Object.fromEntries(result.rows.map((r) => [r.language, r.config]))).toEqual(METADATA_LANGUAGES);
  });

  it('stems a document in its metadata language', async () => {
    const row = await sql<{ document: string }>`select document::text as document from asset_search
      where id = 2002`.execute(database.db);
    // German stems: "Häuser" is 'haus', "Alte" is 'alt'; "am" and "im" are German stop words.
    expect(row.rows[0]!.document).toContain("'haus'");
    expect(row.rows[0]!.document).toContain("'alt'");
    expect(row.rows[0]!.document).not.toContain("'am'");
  });

  it('stems a German visitor phrase in German, so an inflection finds German metadata', async () => {
    expect(await ids('de', 'Haus')).toEqual([2002, 2003]);
    expect(await ids('de', 'Häuser')).toEqual([2002, 2003]);
    expect(await ids('de', 'Häuser Fluss')).toEqual([2002]);
    // English stemming keeps "häuser" whole: the German metadata's 'haus' is not found.
    expect(await ids('en-us', 'Häuser')).toEqual([]);
  });

  it('still finds English metadata from any locale', async () => {
    expect(await ids('de', 'houses')).toEqual([2001]);
    expect(await ids('pl', 'rivers')).toEqual([2001]);
    expect(await ids('en-us', 'houses')).toEqual([2001]);
  });

  it('keeps whole words where PostgreSQL has no stemmer', async () => {
    expect(await ids('pl', 'Kraków')).toEqual([2004]);
    expect(await ids('pl', 'zima')).toEqual([2004]);
    // No Polish stemmer: another form of the word is another word.
    expect(await ids('pl', 'zimowe')).toEqual([]);
    expect(await ids('ja', '東京')).toEqual([2005]);
  });

  it.runIf(kind === 'postgres')('folds accents in the simple configuration', async () => {
    expect(await ids('pl', 'krakow')).toEqual([2004]);
  });

  it('re-stems a document as soon as its language is corrected', async () => {
    expect(await ids('de', 'Kind')).toEqual([]);
    await sql`update assets set metadata_language = 'de' where id = 2006`.execute(database.db);
    expect(await ids('de', 'Kind')).toEqual([2006]);
  });

  it('finds more like an asset in the asset own language', async () => {
    const params = parseSearchUrl('/search/2/image?morelikethis=2002', 'premium');
    const found = (await search(database.db, 'premium', params)).assets.map((a) => a.id);
    expect(found).toContain(2003);
    expect(found).not.toContain(2001);
  });

  it('gives the detail page the metadata language', async () => {
    const found = await lookupAsset(database.db, 'premium', 2002);
    expect(found.kind === 'found' && found.asset.metadataLanguage).toBe('de');
  });
});
