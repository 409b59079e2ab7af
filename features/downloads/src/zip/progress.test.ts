import { describe, expect, it } from 'vitest';
import { SENDING_STALE_MS, zipProgress } from './progress';

const now = new Date('2026-11-25T12:00:00Z');
const row = { files: 200, prepared: 0, sizeBytes: null, bytesSent: 0, progressAt: null };

describe('bulk download progress (issue 18: a progress bar)', () => {
  it('counts files made while the zip is prepared', () => {
    expect(zipProgress({ ...row, prepared: 50 }, now)).toEqual({ state: 'preparing', percent: 25 });
  });

  it('is ready once laid out and not yet fetched', () => {
    expect(zipProgress({ ...row, prepared: 200, sizeBytes: 1000 }, now)).toEqual({
      state: 'ready',
      percent: 0,
    });
  });

  it('counts bytes while a fetch writes, and says paused when a fetch stopped writing', () => {
    const sending = { ...row, prepared: 200, sizeBytes: 1000, bytesSent: 400, progressAt: now };
    expect(zipProgress(sending, new Date(now.getTime() + 1000))).toEqual({ state: 'sending', percent: 40 });
    expect(zipProgress(sending, new Date(now.getTime() + SENDING_STALE_MS))).toEqual({
      state: 'paused',
      percent: 40,
    });
  });

  it('is done when every byte was sent', () => {
    expect(zipProgress({ ...row, sizeBytes: 1000, bytesSent: 1000, progressAt: now }, now)).toEqual({
      state: 'done',
      percent: 100,
    });
  });

  it('an empty zip is not divided by zero', () => {
    expect(zipProgress({ ...row, files: 0 }, now).percent).toBe(100);
  });
});
