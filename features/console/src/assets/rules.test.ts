import { describe, expect, it } from 'vitest';
import {
  KEYWORD_MAX,
  parseAssetForm,
  parseBulkForm,
  parseKeywords,
  SHORT_TITLE_MAX,
  shortTitleOf,
  TITLE_MAX,
} from './rules';

const COLLECTIONS = ['gi-creative', 'gi-news'];
const form = (extra: Record<string, string> = {}) => ({
  title: 'Harbour at dawn',
  caption: 'Cranes in the fog.',
  keywords: 'harbour, cranes',
  creator: 'Ada Lens',
  creditLine: 'Ada Lens / Lightbox',
  copyright: '© 2026 Ada Lens',
  licence: 'rf',
  collection: 'gi-creative',
  tier: 'essentials',
  ...extra,
});

describe('asset edit form: bad input is refused whole, every field error at once', () => {
  it('accepts a complete form and maps the tier to the exclusive flag', () => {
    const parsed = parseAssetForm(form({ tier: 'signature' }), COLLECTIONS);
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        title: 'Harbour at dawn',
        keywords: ['harbour', 'cranes'],
        exclusive: true,
        license_type: 'rf',
      }),
    });
  });

  it('names each field in error: empty title, unknown licence, collection and tier, too many keywords', () => {
    const keywords = Array.from({ length: 101 }, (_, i) => `k${i}`).join(',');
    const parsed = parseAssetForm(
      form({ title: '   ', licence: 'free', collection: 'x', tier: 'gold', keywords }),
      COLLECTIONS,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['collection', 'keywords', 'licence', 'tier', 'title']);
    expect(parseAssetForm(form({ title: 'x'.repeat(TITLE_MAX + 1) }), COLLECTIONS)).toMatchObject({
      ok: false,
      errors: { title: { key: 'title' } },
    });
    expect(parseAssetForm(form({ keywords: 'y'.repeat(KEYWORD_MAX + 1) }), COLLECTIONS)).toMatchObject({
      ok: false,
      errors: { keywords: { key: 'keywords' } },
    });
  });
});

describe('keywords', () => {
  it('are split on commas, trimmed, and kept once whatever their case', () => {
    expect(parseKeywords(' Harbour ,harbour,  fog  bank ,, ')).toEqual(['Harbour', 'fog bank']);
  });
});

describe('short title: a new title gives tiles a short one, cut at a word', () => {
  it('keeps a short title whole and cuts a long one at a space within the limit', () => {
    expect(shortTitleOf('Harbour at dawn')).toBe('Harbour at dawn');
    const long = 'Container cranes at the harbour of Rotterdam in the early morning fog over the river';
    const short = shortTitleOf(long);
    expect(short.length).toBeLessThanOrEqual(SHORT_TITLE_MAX);
    expect(long.startsWith(short)).toBe(true);
    expect(long[short.length]).toBe(' ');
  });
});

describe('bulk form: a selection and only the changes chosen', () => {
  it('refuses an empty selection', () => {
    expect(parseBulkForm({ collection: 'gi-news' }, COLLECTIONS)).toEqual({ ok: false, none: true });
  });
  it('leaves out "leave as it is" and keeps each id once', () => {
    expect(
      parseBulkForm(
        { id: ['3', '3', '7', 'x'], collection: '', tier: 'signature', availability: 'withdraw' },
        COLLECTIONS,
      ),
    ).toEqual({
      ok: true,
      value: { ids: [3, 7], fields: { exclusive: true }, availability: 'withdraw' },
    });
  });
  it('refuses an unknown choice', () => {
    expect(parseBulkForm({ id: '3', collection: 'nope', availability: 'delete' }, COLLECTIONS)).toMatchObject(
      {
        ok: false,
        errors: { collection: { key: 'choice' }, availability: { key: 'choice' } },
      },
    );
  });
});
