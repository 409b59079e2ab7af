import { describe, expect, it } from 'vitest';
import { parseRow } from './rules';

describe('a landing row form (issue 22: rows are edited in the console)', () => {
  it('accepts each kind with a value of its own shape, and an empty title as none', () => {
    expect(parseRow({ kind: 'biggest_collections', value: '3', title: ' ' })).toEqual({
      ok: true,
      value: { kind: 'biggest_collections', value: '3', title: null },
    });
    expect(parseRow({ kind: 'collection', value: ' ARV ', title: 'Archive  film' })).toEqual({
      ok: true,
      value: { kind: 'collection', value: 'ARV', title: 'Archive film' },
    });
    expect(parseRow({ kind: 'curated_set', value: 'signature-photos' })).toMatchObject({ ok: true });
  });

  it('names each bad field: an unknown kind, a count outside 1–6, a code or slug of other characters, a long title', () => {
    expect(parseRow({ kind: 'phrase', value: 'x' })).toEqual({ ok: false, errors: { kind: 'kind' } });
    for (const value of ['0', '7', '', 'three'])
      expect(parseRow({ kind: 'biggest_collections', value }), value).toEqual({
        ok: false,
        errors: { value: 'count' },
      });
    expect(parseRow({ kind: 'collection', value: 'A B' })).toEqual({ ok: false, errors: { value: 'code' } });
    expect(parseRow({ kind: 'curated_set', value: 'Signature Photos' })).toEqual({
      ok: false,
      errors: { value: 'slug' },
    });
    expect(parseRow({ kind: 'collection', value: 'ARV', title: 'x'.repeat(121) })).toEqual({
      ok: false,
      errors: { title: 'title' },
    });
    expect(parseRow({ kind: 'collection', value: 'ARV', title: 'x'.repeat(120) })).toMatchObject({
      ok: true,
    });
  });
});
