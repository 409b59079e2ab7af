import { describe, expect, it } from 'vitest';
import { vectorSourceFormat, vectorSourceOffered } from './vector-source';

const imported = { id: 1042, mediaType: 'vector', fileType: 'eps', originalPath: '1042/source.eps' };

describe('a vector source is offered with a full-size licence of an imported EPS or AI', () => {
  it('finds the kept EPS or AI of an imported vector', () => {
    expect(vectorSourceFormat(imported)).toBe('eps');
    expect(vectorSourceFormat({ ...imported, fileType: 'ai', originalPath: '1042/source.ai' })).toBe('ai');
  });

  it('finds none for a drawn vector, a picture, an SVG or another asset’s file', () => {
    expect(vectorSourceFormat({ ...imported, originalPath: null })).toBeNull();
    expect(vectorSourceFormat({ ...imported, mediaType: 'illustration' })).toBeNull();
    expect(vectorSourceFormat({ ...imported, fileType: 'svg', originalPath: '1042/source.svg' })).toBeNull();
    expect(vectorSourceFormat({ ...imported, originalPath: '1043/source.eps' })).toBeNull();
    expect(vectorSourceFormat({ ...imported, originalPath: '1042/source.ai' })).toBeNull();
  });

  it('comes with a large licence and with one that has no size, never with small or medium', () => {
    for (const size of ['large', null]) expect(vectorSourceOffered({ size, vectorFormat: 'eps' })).toBe(true);
    for (const size of ['small', 'medium'])
      expect(vectorSourceOffered({ size, vectorFormat: 'eps' })).toBe(false);
    expect(vectorSourceOffered({ size: 'large', vectorFormat: null })).toBe(false);
  });
});
