import { describe, expect, it } from 'vitest';
import { pageNumber, withDefaults } from './scope';

describe('defaults (spec §4)', () => {
  it("family defaults to 'creative,editorial' and page to 1", () => {
    expect(withDefaults({})).toMatchObject({ family: 'creative,editorial', page: '1', assettype: 'image' });
    expect(pageNumber({})).toBe(1);
  });

  it("license defaults to 'rf,rm' for images and 'rf,rr' for film", () => {
    expect(withDefaults({}).license).toBe('rf,rm');
    expect(withDefaults({ assettype: 'film' }).license).toBe('rf,rr');
    expect(withDefaults({ assettype: 'videotemplate' }).license).toBeUndefined();
  });

  it("recency defaults to 'anydate' unless family is non-editorial", () => {
    expect(withDefaults({}).recency).toBe('anydate');
    expect(withDefaults({ family: 'editorial' }).recency).toBe('anydate');
    expect(withDefaults({ family: 'creative' }).recency).toBeUndefined();
  });

  it('never overrides a value that is set', () => {
    const state = { family: 'editorial', license: 'rm', recency: 'lastweek', page: '4' } as const;
    expect(withDefaults(state)).toMatchObject(state);
  });
});
