import { beforeAll, describe, expect, it } from 'vitest';
import { isAssetId, isMotion, orientationOf } from '../rules';
import type { GeneratedAsset } from './assets';
import type { GeneratedEvent } from './events';
import { generateCatalogue } from './index';
import { NAME_SYLLABLES } from './word-lists';

const SAMPLE = 20_000;

function collect(
  seed: number,
  count: number,
  batchSize?: number,
): { assets: GeneratedAsset[]; events: GeneratedEvent[] } {
  const assets: GeneratedAsset[] = [];
  const events: GeneratedEvent[] = [];
  for (const batch of generateCatalogue({ seed, count, batchSize })) {
    events.push(...batch.events);
    assets.push(...batch.assets);
  }
  return { assets, events };
}

describe('determinism', () => {
  it('gives the same rows for the same seed', () => {
    expect(collect(11, 300)).toEqual(collect(11, 300));
  });

  it('gives different rows for a different seed', () => {
    const a = collect(11, 300);
    const b = collect(12, 300);
    expect(a.assets.map((x) => x.id)).not.toEqual(b.assets.map((x) => x.id));
    const sameTitles = a.assets.filter((x, i) => x.title === b.assets[i]!.title).length;
    expect(sameTitles).toBeLessThan(30);
    expect(a.events.map((e) => e.name)).not.toEqual(b.events.map((e) => e.name));
  });

  it('keeps asset i the same whatever the count and batch size', () => {
    const small = collect(5, 120, 50);
    const large = collect(5, 400, 1000);
    expect(large.assets.slice(0, 120)).toEqual(small.assets);
    expect(large.events).toEqual(small.events);
  });

  it('streams batches of the asked size, with the events in the first one only', () => {
    const batches = [...generateCatalogue({ seed: 3, count: 2500, batchSize: 1000 })];
    expect(batches.map((b) => b.assets.length)).toEqual([1000, 1000, 500]);
    expect(batches.map((b) => b.done)).toEqual([1000, 2000, 2500]);
    expect(batches[0]!.events.length).toBeGreaterThan(100);
    expect(batches.slice(1).every((b) => b.events.length === 0)).toBe(true);
  });
});

describe(`a generated catalogue of ${SAMPLE} assets`, () => {
  let assets: GeneratedAsset[];
  let events: Map<number, GeneratedEvent>;

  beforeAll(() => {
    const c = collect(20231205, SAMPLE);
    assets = c.assets;
    events = new Map(c.events.map((e) => [e.id, e]));
  });

  it('has thousands of keywords with a long-tailed, Zipf-like frequency', () => {
    const freq = new Map<string, number>();
    for (const a of assets)
      for (const k of a.keywords) freq.set(k.toLowerCase(), (freq.get(k.toLowerCase()) ?? 0) + 1);
    const counts = [...freq.values()].sort((x, y) => y - x);
    const total = counts.reduce((s, c) => s + c, 0);
    const top1pc = counts.slice(0, Math.ceil(counts.length / 100)).reduce((s, c) => s + c, 0);
    expect(counts.length).toBeGreaterThanOrEqual(2000);
    // A few very common terms carry a large share of all keyword uses ...
    expect(top1pc / total).toBeGreaterThan(0.4);
    // ... and a long tail of rare ones.
    expect(counts.filter((c) => c <= 3).length / counts.length).toBeGreaterThan(0.3);
    expect(counts[0]! / counts[Math.floor(counts.length / 2)]!).toBeGreaterThan(1000);
  });

  it('mixes families and asset types in the intended shares', () => {
    const share = (p: (a: GeneratedAsset) => boolean) => assets.filter(p).length / assets.length;
    expect(share((a) => a.family === 'editorial')).toBeCloseTo(0.25, 1);
    expect(share((a) => a.asset_type === 'image')).toBeCloseTo(0.8, 1);
    expect(share((a) => a.asset_type === 'film')).toBeCloseTo(0.17, 1);
    expect(share((a) => a.asset_type === 'videotemplate')).toBeGreaterThan(0.02);
    expect(share((a) => a.asset_type === 'videotemplate')).toBeLessThan(0.04);
  });

  it('gives unique nine-digit ids', () => {
    expect(new Set(assets.map((a) => a.id)).size).toBe(assets.length);
    expect(assets.every((a) => isAssetId(a.id))).toBe(true);
  });

  it('never licenses images as rr nor film as rm', () => {
    for (const a of assets) {
      if (a.asset_type === 'image') expect(a.license_type).not.toBe('rr');
      else expect(a.license_type).not.toBe('rm');
    }
    expect(assets.some((a) => a.license_type === 'rm')).toBe(true);
    expect(assets.some((a) => a.license_type === 'rr')).toBe(true);
  });

  it('gives each asset the orientation of its dimensions', () => {
    for (const a of assets) expect(a.orientation).toBe(orientationOf(a.width, a.height));
    const kinds = new Set(assets.map((a) => a.orientation));
    expect([...kinds].sort()).toEqual([
      'horizontal',
      'panoramic_horizontal',
      'panoramic_vertical',
      'square',
      'vertical',
    ]);
  });

  it('fills film fields on film and video templates only', () => {
    for (const a of assets) {
      const film = [a.film_definition, a.frame_rate, a.duration_seconds];
      if (isMotion(a.asset_type)) {
        expect(film.every((v) => v !== null)).toBe(true);
        expect(['footage', 'animation']).toContain(a.media_type);
        expect(['mov', 'mp4']).toContain(a.asset_file_type);
      } else {
        expect(film).toEqual([null, null, null]);
        expect(['photography', 'illustration', 'vector']).toContain(a.media_type);
      }
    }
  });

  it('keeps file types consistent with media types', () => {
    const allowed: Record<string, string[]> = {
      photography: ['jpg'],
      illustration: ['jpg', 'png'],
      vector: ['eps', 'ai'],
      footage: ['mov', 'mp4'],
      animation: ['mov', 'mp4'],
    };
    for (const a of assets) expect(allowed[a.media_type]).toContain(a.asset_file_type);
  });

  it('shows nudity rarely, and never in editorial', () => {
    const nude = assets.filter((a) => a.has_nudity);
    expect(nude.every((a) => a.family === 'creative')).toBe(true);
    expect(nude.length / assets.length).toBeLessThan(0.01);
  });

  it('ties every editorial asset to an event, its product, place and named people', () => {
    const editorial = assets.filter((a) => a.family === 'editorial');
    for (const a of editorial) {
      const event = events.get(a.event_id!);
      expect(event).toBeDefined();
      expect(a.editorial_products).toEqual([event!.editorial_product]);
      expect(a.release_status).toBe('notreleased');
      expect(a.locations.join(', ')).toBe(event!.location);
      expect(a.title).toBe(event!.name);
      expect(
        a.date_taken.slice(0, 10) >= event!.begins_on && a.date_taken.slice(0, 10) <= event!.ends_on,
      ).toBe(true);
      for (const person of a.specific_people) expect(a.keywords).toContain(person);
    }
    expect(editorial.filter((a) => a.specific_people.length > 0).length).toBeGreaterThan(
      editorial.length / 2,
    );
    expect(
      assets
        .filter((a) => a.family === 'creative')
        .every((a) => a.event_id === null && a.specific_people.length === 0),
    ).toBe(true);
  });

  it('credits an editorial clip to its filmmaker as video and a picture as photo', () => {
    const editorial = assets.filter((a) => a.family === 'editorial');
    const clips = editorial.filter((a) => a.asset_type !== 'image');
    expect(clips.length).toBeGreaterThan(0);
    for (const a of clips) expect(a.caption).toMatch(/\(Video by [^)]+\)$/);
    for (const a of editorial.filter((x) => x.asset_type === 'image')) {
      expect(a.caption).toMatch(/\(Photo by [^)]+\)$/);
    }
  });

  it('names people with invented surnames', () => {
    const surname = new RegExp(
      `^(${NAME_SYLLABLES.start.join('|')})(${NAME_SYLLABLES.middle.join('|')})?(${NAME_SYLLABLES.end.join('|')})$`,
    );
    const people = new Set(assets.flatMap((a) => a.specific_people));
    expect(people.size).toBeGreaterThan(200);
    for (const p of people) expect(p.split(' ')[1]).toMatch(surname);
  });

  it('writes creative titles from the asset’s own keywords', () => {
    const filler = new Set([
      'a',
      'an',
      'the',
      'of',
      'in',
      'at',
      'on',
      'with',
      'by',
      'and',
      'against',
      'background',
      'portrait',
      'illustration',
      'vector',
      'icon',
      'animation',
      'aerial',
      'view',
      'slow',
      'motion',
      'time',
      'lapse',
    ]);
    const singular = (w: string) => w.replace(/s$/, '');
    for (const a of assets.filter((x) => x.family === 'creative')) {
      const words = new Set(
        a.keywords
          .join(' ')
          .toLowerCase()
          .split(/[\s-]+/)
          .map(singular),
      );
      const missing = a.title
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((w) => w && !filler.has(w) && !words.has(singular(w)));
      expect(missing, a.title).toEqual([]);
      expect(a.caption.startsWith(a.title)).toBe(true);
      expect(a.short_title.length).toBeLessThanOrEqual(60);
    }
  });

  it('spreads dates over fifteen years, uploads after the picture was taken', () => {
    const years = new Set<number>();
    for (const a of assets) {
      expect(Date.parse(a.uploaded_at)).toBeGreaterThanOrEqual(Date.parse(a.date_taken));
      if (!a.editorial_products.includes('archival')) years.add(new Date(a.date_taken).getUTCFullYear());
    }
    expect(Math.min(...years)).toBe(2011);
    expect(Math.max(...years)).toBe(2026);
  });

  it('has long-tailed popularity', () => {
    const pop = assets.map((a) => a.popularity).sort((x, y) => x - y);
    const median = pop[Math.floor(pop.length / 2)]!;
    expect(pop.at(-1)! / Math.max(1, median)).toBeGreaterThan(100);
  });

  it('uses a dozen collections and a few hundred contributors', () => {
    expect(new Set(assets.map((a) => a.collection_code)).size).toBeGreaterThanOrEqual(12);
    const contributors = new Set(assets.map((a) => a.contributor)).size;
    expect(contributors).toBeGreaterThan(200);
    expect(contributors).toBeLessThanOrEqual(360);
  });
});

describe('events', () => {
  it('lists parents before their children, children within their parent’s dates', () => {
    const { events } = collect(20231205, 1);
    expect(events.length).toBeGreaterThanOrEqual(300);
    const seen = new Map<number, GeneratedEvent>();
    for (const e of events) {
      if (e.parent_id !== null) {
        const parent = seen.get(e.parent_id);
        expect(parent).toBeDefined();
        expect(e.begins_on >= parent!.begins_on && e.ends_on <= parent!.ends_on).toBe(true);
        expect(e.editorial_product).toBe(parent!.editorial_product);
      }
      expect(e.begins_on <= e.ends_on).toBe(true);
      expect(e.country_code).toMatch(/^[A-Z]{3}$/);
      expect(e.location).toMatch(/^[^,]+, [^,]+$/);
      seen.set(e.id, e);
    }
    const products = new Set(events.map((e) => e.editorial_product));
    expect([...products].sort()).toEqual(['archival', 'entertainment', 'fashion', 'news', 'sport']);
    expect(events.filter((e) => e.parent_id !== null).length).toBeGreaterThan(100);
  });
});
