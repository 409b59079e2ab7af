import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dosDateTime, type ZipEntry, zipLayout, zipStream } from './zip/archive';

function files(dir: string, contents: Record<string, Buffer>): ZipEntry[] {
  return Object.entries(contents).map(([name, data]) => {
    const file = path.join(dir, name.replace(/\W/g, '_'));
    writeFileSync(file, data);
    return { name, path: file, size: data.length, crc: crc32(data) };
  });
}

describe('stored zip archive', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
  const contents = {
    'lightbox-1.jpg': Buffer.from('first file, some bytes'),
    'lightbox-2.jpg': Buffer.alloc(70_000, 7),
    'empty.txt': Buffer.alloc(0),
    'ünïcode name.jpg': Buffer.from('named in UTF-8'),
  };
  const entries = files(dir, contents);
  const layout = zipLayout(entries, new Date('2026-11-25T13:14:16Z'));

  it('announces exactly the length it streams, and an independent reader accepts it', async () => {
    const whole = await buffer(zipStream(layout));
    expect(whole.length).toBe(layout.length);
    const archive = path.join(dir, 'out.zip');
    writeFileSync(archive, whole);
    const test = execFileSync('unzip', ['-t', archive], { encoding: 'utf8' });
    expect(test).toContain('No errors detected');
    const listing = execFileSync('zipinfo', ['-1', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual(Object.keys(contents));
    const extracted = execFileSync('unzip', ['-p', archive, 'lightbox-2.jpg']);
    expect(extracted.equals(contents['lightbox-2.jpg'])).toBe(true);
  });

  it('serves any byte range equal to the same bytes of the whole archive', async () => {
    const whole = await buffer(zipStream(layout));
    for (const [start, end] of [
      [0, 0],
      [10, 29],
      [100, 50_000],
      [layout.length - 22, layout.length - 1],
      [45, layout.length - 1],
    ] as const) {
      const part = await buffer(zipStream(layout, start, end));
      expect(part.equals(whole.subarray(start, end + 1))).toBe(true);
    }
  });

  it('writes a CRC mismatch that a reader detects, so tests of the CRC can fail', async () => {
    const wrong = zipLayout([{ ...entries[0]!, crc: entries[0]!.crc ^ 1 }], new Date());
    const archive = path.join(dir, 'bad.zip');
    writeFileSync(archive, await buffer(zipStream(wrong)));
    expect(() => execFileSync('unzip', ['-t', archive], { stdio: 'pipe' })).toThrow();
  });

  it('uses zip64 end records past 65,534 entries', () => {
    const many = Array.from({ length: 65_536 }, (_, i) => ({ ...entries[2]!, name: `f${i}` }));
    const big = zipLayout(many, new Date());
    const tail = (big.parts.at(-1) as { bytes: Buffer }).bytes;
    expect(tail.readUInt32LE(tail.length - 22 - 20 - 56)).toBe(0x06064b50);
    expect(tail.readUInt16LE(tail.length - 22 + 10)).toBe(0xffff);
    expect(readFileSync(entries[2]!.path).length).toBe(0);
  });

  it('stores dates as MS-DOS date and time', () => {
    const { date, time } = dosDateTime(new Date('2026-11-25T13:14:16Z'));
    expect(date).toBe(((2026 - 1980) << 9) | (11 << 5) | 25);
    expect(time).toBe((13 << 11) | (14 << 5) | 8);
  });
});
