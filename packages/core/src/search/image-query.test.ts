import { describe, expect, it } from 'vitest';
import { isImageQueryType } from './image-query';

describe('search by image content types', () => {
  it('accepts JPEG, PNG, WebP and GIF, with parameters and in any case', () => {
    for (const t of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'IMAGE/PNG',
      'image/jpeg; charset=binary',
    ])
      expect(isImageQueryType(t), t).toBe(true);
  });
  it('refuses everything else', () => {
    for (const t of [
      undefined,
      '',
      'image/tiff',
      'image/svg+xml',
      'application/json',
      'text/plain',
      'constructor',
    ])
      expect(isImageQueryType(t), String(t)).toBe(false);
  });
});
