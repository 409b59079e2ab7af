import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, progressLine } from './progress';

describe('import progress (issue #22: files, bytes, rate, time left)', () => {
  it('shows files, bytes, rate and the time left estimated from the bytes done', () => {
    const line = progressLine(
      { files: 10, totalFiles: 40, bytes: 25_000_000, totalBytes: 100_000_000, startedAt: 0 },
      20_000,
      true,
    );
    expect(line).toBe('[######------------------] 10/40 files, 25.0 MB/100 MB, 0.5 files/s, 1m00s left');
  });

  it('has no bar off a terminal, and no estimate before anything is done', () => {
    expect(
      progressLine({ files: 0, totalFiles: 3, bytes: 0, totalBytes: 900, startedAt: 0 }, 1000, false),
    ).toBe('0/3 files, 0 B/900 B, 0.0 files/s, – left');
  });

  it('formats sizes and durations for people', () => {
    expect(formatBytes(1_234_567_890)).toBe('1.2 GB');
    expect(formatDuration(3725)).toBe('1h02m');
    expect(formatDuration(59.4)).toBe('59s');
  });
});
