import { assignStack, catalogueMigrationsDir, seedCatalogue, seedCuratedSets } from '@lightbox/catalogue';
import { parseSearchUrl, type SiteId, withDefaults } from '@lightbox/core/search';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slug } from '../domain/slug';
import { searchMigrationsDir } from '../schema';
import { search } from '../service';
import { plannerEstimates } from './counts';
import { indexedFilters } from './filter-tags';
import { unprepared } from './prepared-search';
import { whereClause } from './query';

interface Row {
  id: number;
  family: string;
  asset_type: string;
  editorial_products: string[];
  media_type: string;
  asset_file_type: string;
  license_type: string;
  orientation: string;
  width: number;
  height: number;
  number_of_people: string;
  age_of_people: string[];
  ethnicity: string[];
  moods: string[];
  compositions: string[];
  image_techniques: string[];
  viewpoints: string[];
  release_status: string;
  collection_code: string;
  contributor: string;
  event_id: number | null;
  specific_people: string[];
  locations: string[];
  palette: string[];
  has_nudity: boolean;
  embeddable: boolean;
  exclusive: boolean;
  film_definition: string | null;
  frame_rate: number | null;
  duration_seconds: number | null;
  is_offline: boolean;
  agreements: string[];
  date_taken: string | Date;
  uploaded_at: string | Date;
  popularity: number;
  keywords: string[];
}

describe.each(testDatabaseKinds())('every search parameter takes effect (%s)', (kind) => {
  let database: TestDatabase;
  let sample: Row;
  let editorial: Row;
  let parentEvent: number;
  let curated: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind, [catalogueMigrationsDir, searchMigrationsDir]);
    await seedCatalogue(database.db, { count: 3000, seed: 11 });
    await seedCuratedSets(database.db);
    curated = (
      await sql<{
        id: number;
      }>`select asset_id as id from curated_set_assets m join curated_sets s on s.id = m.set_id where s.slug = 'essentials-photos'`.execute(
        database.db,
      )
    ).rows.map((r) => r.id);
    const pick = async (where: string) =>
      (
        await sql
          .raw<Row>(`select * from assets where ${where} order by popularity desc, id limit 1`)
          .execute(database.db)
      ).rows[0]!;
    sample = await pick(`asset_type = 'image' and family = 'creative' and cardinality(keywords) > 3`);
    editorial = await pick(
      `asset_type = 'image' and family = 'editorial' and cardinality(specific_people) > 0 and event_id in (select id from events where parent_id is not null)`,
    );
    parentEvent = (
      await sql<{ p: number }>`select parent_id as p from events where id = ${editorial.event_id}`.execute(
        database.db,
      )
    ).rows[0]!.p;
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function run(address: string, site: SiteId = 'premium') {
    const params = parseSearchUrl(address, site);
    const result = await search(database.db, site, params);
    const ids = result.assets.map((a) => a.id);
    const rows = ids.length
      ? (await sql<Row>`select * from assets where id = any(${ids}::int[])`.execute(database.db)).rows
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { params, result, rows: ids.map((id) => byId.get(id)!) };
  }

  const cases: Array<[string, () => string, (r: Row) => boolean, SiteId?]> = [
    ['family', () => '/search/2/image?family=editorial', (r) => r.family === 'editorial'],
    [
      'editorialproducts',
      () => '/search/2/image?family=editorial&editorialproducts=sport',
      (r) => r.editorial_products.includes('sport'),
    ],
    ['mediatype', () => '/search/2/image?mediatype=illustration', (r) => r.media_type === 'illustration'],
    [
      'assetfiletype',
      () => '/search/2/image?mediatype=vector&assetfiletype=eps',
      (r) => r.asset_file_type === 'eps',
    ],
    ['license', () => '/search/2/image?license=rm', (r) => r.license_type === 'rm'],
    ['excludenudity', () => '/search/2/image?family=creative&excludenudity=true', (r) => !r.has_nudity],
    ['bwonly', () => '/search/2/image?bwonly=true', (r) => r.moods.includes('black_and_white')],
    ['_colorindex', () => '/search/2/image?_colorindex=2d5fb4', (r) => r.palette.includes('blue')],
    ['offlinecontent', () => '/search/2/image', (r) => !r.is_offline],
    ['embeddable', () => '/search/2/image?embeddable=true', (r) => r.embeddable],
    [
      'istockexclusive',
      () => '/search/2/image?family=creative&istockexclusive=true',
      (r) => r.exclusive,
      'subscription',
    ],
    [
      'alloweduse',
      () => '/search/2/image?alloweduse=availableforalluses',
      (r) => r.family === 'creative' && r.release_status === 'released',
    ],
    [
      'releasestatus',
      () => '/search/2/image?releasestatus=fully_released',
      (r) => r.release_status === 'released',
    ],
    [
      'videodurationmin/max',
      () => '/search/2/film?videodurationmin=10&videodurationmax=20',
      (r) => r.duration_seconds! >= 10 && r.duration_seconds! <= 20,
    ],
    ['filmdefinition', () => '/search/2/film?filmdefinition=4k', (r) => r.film_definition === '4k'],
    ['framerate', () => '/search/2/film?framerate=25', (r) => Math.abs(r.frame_rate! - 25) < 0.01],
    [
      'imagetechnique',
      () => '/search/2/film?imagetechnique=slow_motion',
      (r) => r.image_techniques.includes('slow_motion'),
    ],
    ['viewpoint', () => '/search/2/film?viewpoint=aerial_view', (r) => r.viewpoints.includes('aerial_view')],
    [
      'orientations',
      () => '/search/2/image?orientations=vertical,square',
      (r) => ['vertical', 'square'].includes(r.orientation),
    ],
    ['imagesize', () => '/search/2/image?imagesize=xx_large', (r) => r.width * r.height >= 40_000_000],
    ['numberofpeople', () => '/search/2/image?numberofpeople=group', (r) => r.number_of_people === 'group'],
    [
      'ageofpeople',
      () => '/search/2/image?ageofpeople=senior_adult',
      (r) => r.age_of_people.includes('senior_adult'),
    ],
    [
      'ageofpeople adults only',
      () => '/search/2/image?ageofpeople=adults_only',
      (r) =>
        r.number_of_people !== 'none' &&
        !r.age_of_people.some((a) => ['child', 'teenager', 'baby', 'newborn'].includes(a)),
    ],
    [
      'ethnicity',
      () => '/search/2/image?ethnicity=hispanic_latinx',
      (r) => r.ethnicity.includes('hispanic_latinx'),
    ],
    [
      'compositions',
      () => '/search/2/image?compositions=copy_space',
      (r) => r.compositions.includes('copy_space'),
    ],
    ['mood', () => '/search/2/image?mood=warm', (r) => r.moods.includes('warm')],
    [
      'collections',
      () => `/search/2/image?collections=${sample.collection_code}`,
      (r) => r.collection_code === sample.collection_code,
    ],
    [
      'editorialsources',
      () => `/search/2/image?family=editorial&editorialsources=${editorial.collection_code}`,
      (r) => r.collection_code === editorial.collection_code,
    ],
    [
      'contributor',
      () => `/search/2/image?contributor=${encodeURIComponent(sample.contributor.slice(0, 5))}`,
      (r) => r.contributor.toLowerCase().includes(sample.contributor.slice(0, 5).toLowerCase()),
    ],
    [
      'artistexact',
      () => `/search/2/image?artistexact=${encodeURIComponent(sample.contributor)}`,
      (r) => r.contributor === sample.contributor,
    ],
    [
      'specificpeople',
      () => `/search/2/image?family=editorial&specificpeople=${slug(editorial.specific_people[0]!)}`,
      (r) => r.specific_people.some((p) => slug(p) === slug(editorial.specific_people[0]!)),
    ],
    [
      'locations',
      () => `/search/2/image?locations=${slug(editorial.locations[0]!)}`,
      (r) => r.locations.some((l) => slug(l) === slug(editorial.locations[0]!)),
    ],
    ['premiumaccess', () => '/search/2/image?premiumaccess=PA', (r) => r.agreements.includes('PA')],
    ['easyaccess', () => '/search/2/image?easyaccess=EA', (r) => r.agreements.includes('EA')],
    ['agreements', () => '/search/2/image?agreements=ED', (r) => r.agreements.includes('ED')],
    [
      'events',
      () => `/search/2/image?family=editorial&events=${editorial.event_id}`,
      (r) => r.event_id === editorial.event_id,
    ],
    [
      'eventid',
      () => `/search/2/image?family=editorial&eventid=${editorial.event_id}`,
      (r) => r.event_id === editorial.event_id,
    ],
    [
      'daterange',
      () => '/search/2/image?family=editorial&recency=daterange&begindate=2015-01-01&enddate=2019-12-31',
      (r) =>
        new Date(r.date_taken) >= new Date('2015-01-01') && new Date(r.date_taken) < new Date('2020-01-01'),
    ],
    [
      'recommendconfig',
      () => '/search/2/image?family=editorial&recommendconfig=recommendonly',
      (r) => r.popularity >= 150,
    ],
    ['phrase as asset id', () => `/search/2/image?phrase=${sample.id}`, (r) => r.id === sample.id],
    ['curatedset', () => '/search/2/image?curatedset=essentials-photos', (r) => curated.includes(r.id)],
    [
      'recentlyviewed',
      () => `/search/2/image?recentlyviewed=${sample.id},${editorial.id}`,
      (r) => [sample.id, editorial.id].includes(r.id),
    ],
    [
      'morelikethis',
      () => `/search/2/image?morelikethis=${sample.id}`,
      (r) =>
        r.id !== sample.id &&
        r.keywords.some((k) => sample.keywords.slice(0, 6).some((s) => k.includes(s) || s.includes(k))),
    ],
    [
      'clarifications',
      () =>
        `/search/2/image?phrase=${encodeURIComponent(sample.keywords[0]!)}&clarifications=${encodeURIComponent(sample.keywords[1]!)}`,
      () => true,
    ],
  ];

  it.each(cases)('%s narrows the results to assets that match it', async (name, address, holds, site) => {
    const { params, result, rows } = await run(address(), site);
    const url = new URL(address(), 'http://x');
    for (const key of url.searchParams.keys())
      expect(params, `${name}: ${key} survived normalisation`).toHaveProperty(key);
    expect(result.total, `${name} finds something`).toBeGreaterThan(0);
    expect(
      rows.filter((r) => !holds(r)).map((r) => r.id),
      name,
    ).toEqual([]);
    const unfiltered = await run(`/search/2/${url.pathname.split('/')[3]}`, site);
    if (name !== 'offlinecontent')
      expect(result.total, `${name} narrows`).toBeLessThan(unfiltered.result.total);
  });

  it('family, orientation, people and media type, matched as index words, find what their columns hold', async () => {
    const address =
      '/search/2/image?family=creative&orientations=vertical,square&numberofpeople=one,group&mediatype=photography';
    const { result } = await run(address);
    // The same search with the filters compared as columns, as scans check them.
    const asColumns = whereClause(
      unprepared(withDefaults(parseSearchUrl(address, 'premium')), 'premium'),
      true,
      'rows',
    );
    expect(asColumns.compile(database.db).sql).not.toContain('lb_filter_tags');
    const expected = await sql<{ n: number }>`select count(*)::int as n from asset_search a
      where ${asColumns}`.execute(database.db);
    expect(result.totalExact).toBe(true);
    expect(result.total).toBe(expected.rows[0]!.n);
    expect(result.total).toBeGreaterThan(0);
    // The read goes through the index that holds the words and the filters together.
    const plan = await database.db.transaction().execute(async (tx) => {
      await sql`select set_config('enable_seqscan', 'off', true)`.execute(tx);
      const q = indexedFilters(parseSearchUrl(address, 'premium'), undefined).query!;
      return (
        await sql<{ line: string }>`explain select id from asset_search a where asset_type = 'image'
          and lb_filter_tags(a.family, a.orientation, a.number_of_people, a.media_type) @@ ${q}::tsquery`.execute(
          tx,
        )
      ).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('asset_search_words_image_idx');
  });

  it('estimates leave the stack collapse out, and the planner expects as many', async () => {
    const p = unprepared(
      withDefaults(parseSearchUrl('/search/2/image?family=creative&orientations=horizontal', 'premium')),
      'premium',
    );
    const full = whereClause(p, true);
    const estimate = whereClause(p, true, 'estimate');
    expect(full.compile(database.db).sql).toContain('stack_lead');
    expect(estimate.compile(database.db).sql).not.toContain('stack_lead');
    const [withCollapse, without] = await plannerEstimates(database.db, [full, estimate]);
    expect(without! / withCollapse!).toBeGreaterThan(0.9);
    expect(without! / withCollapse!).toBeLessThan(1.2);
  });

  it('a filter value with a quote or backslash stays one index word', async () => {
    const value = "it's\\";
    const matched = await sql<{ m: boolean }>`select lb_filter_tags('creative', 'square', 'one', ${value}) @@
      ${indexedFilters({ mediatype: value }, undefined).query!}::tsquery as m`.execute(database.db);
    expect(matched.rows[0]!.m).toBe(true);
  });

  it('parenteventid covers the series and its events', async () => {
    const { result, rows } = await run(`/search/2/image?family=editorial&parenteventid=${parentEvent}`);
    expect(result.total).toBeGreaterThan(0);
    const events = (
      await sql<{
        id: number;
      }>`select id from events where id = ${parentEvent} or parent_id = ${parentEvent}`.execute(database.db)
    ).rows.map((e) => e.id);
    expect(rows.every((r) => events.includes(r.event_id!))).toBe(true);
  });

  it('offline content is shown only when included', async () => {
    await sql`update assets set is_offline = true where id = ${sample.id}`.execute(database.db);
    // Not an asset-id search: that one keeps only the agreement filters.
    const hidden = await run(`/search/2/image?recentlyviewed=${sample.id}`);
    const shown = await run(`/search/2/image?recentlyviewed=${sample.id}&offlinecontent=include`);
    expect(hidden.result.total).toBe(0);
    expect(shown.result.total).toBe(1);
    await sql`update assets set is_offline = false where id = ${sample.id}`.execute(database.db);
  });

  it('groups editorial results to one picture per event', async () => {
    const { rows } = await run('/search/2/image?family=editorial&groupbyevent=true');
    const events = rows.map((r) => r.event_id).filter((e) => e !== null);
    expect(events.length).toBeGreaterThan(1);
    expect(new Set(events).size).toBe(events.length);
  });

  it('phrase processing: all words exactly is stricter than any of the words', async () => {
    const words = `${sample.keywords[0]} ${editorial.keywords[0]}`;
    const all = await run(
      `/search/2/image?phrase=${encodeURIComponent(words)}&phraseprocessing=excludenaturallanguage`,
    );
    const any = await run(
      `/search/2/image?phrase=${encodeURIComponent(words)}&phraseprocessing=includenaturallanguage`,
    );
    expect(any.result.total).toBeGreaterThan(all.result.total);
  });

  it('sort orders order the results', async () => {
    const newest = await run('/search/2/image?family=creative&sortorder=newest');
    const dates = newest.rows.map((r) => new Date(r.uploaded_at).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const popular = await run('/search/2/image?sortorder=mostpopular');
    const pops = popular.rows.map((r) => r.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
  });

  it('stackid, searchbyimage and imageurl find near-duplicate pictures, collapsed to one tile elsewhere', async () => {
    const twin = (
      await sql<{
        id: number;
      }>`select id from assets where asset_type = 'image' and not is_offline and id <> ${sample.id}
        and contributor = ${sample.contributor} order by id limit 1`.execute(database.db)
    ).rows[0]!.id;
    // Hashes one bit apart, measured the way rendering measures them: stacked in the same write.
    for (const [id, hash] of [
      [sample.id, '1234567890123'],
      [twin, '1234567890122'],
    ] as const) {
      await database.db.transaction().execute(async (tx) => {
        await sql`update assets set dhash = ${hash}::bigint where id = ${id}`.execute(tx);
        await assignStack(tx, id);
      });
    }
    for (const address of [
      `/search/2/image?stackid=${sample.id}`,
      `/search/2/image?searchbyimage=${sample.id}`,
      `/search/2/image?imageurl=${encodeURIComponent(`http://premium.localhost/media/${sample.id}/thumb.jpg`)}`,
    ]) {
      const { params, rows, result } = await run(address);
      expect(
        Object.keys(params).filter((k) => ['stackid', 'searchbyimage', 'imageurl'].includes(k)),
      ).toHaveLength(1);
      if (params.stackid) expect(rows.map((r) => r.id).sort()).toEqual([sample.id, twin].sort());
      else {
        // Search by image shows the stack once, as its lead (the more popular), with "1 similar".
        const twinPopularity = (
          await sql<{ p: number }>`select popularity as p from assets where id = ${twin}`.execute(database.db)
        ).rows[0]!.p;
        const lead =
          sample.popularity > twinPopularity || (sample.popularity === twinPopularity && sample.id < twin)
            ? sample.id
            : twin;
        expect(result.assets.map((a) => [a.id, a.stack])).toEqual([
          [lead, { id: Math.min(sample.id, twin), similar: 1 }],
        ]);
      }
    }
  });

  it('counts each asset type and pages through the chosen one', async () => {
    for (const type of ['image', 'film', 'videotemplate'] as const) {
      const { result, rows } = await run(`/search/2/${type}`);
      const key = type === 'image' ? 'images' : type === 'film' ? 'films' : 'videotemplates';
      expect(result.total).toBe(result.counts[key]);
      expect(rows.every((r) => r.asset_type === type)).toBe(true);
    }
  });

  it('drops values a page address cannot use instead of failing', async () => {
    const { params } = await run(
      '/search/2/film?orientations=sideways&page=-3&excludenudity=true&family=creative',
    );
    expect(params).not.toHaveProperty('orientations');
    expect(params).not.toHaveProperty('page');
  });
});
