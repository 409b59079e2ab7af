import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

/**
 * A zip archive laid out before its first byte is sent: entries are stored (JPEG does not
 * compress further) with their sizes and CRC-32 known in advance, so every byte's offset is
 * known, the whole length can be announced, and any byte range can be served again (HTTP Range)
 * by reading only the files it touches. Zip64 records are added only when the archive needs
 * them (more than 65,535 entries or offsets past 4 GiB).
 */
export interface ZipEntry {
  /** The name inside the archive, UTF-8. */
  name: string;
  /** The file on disk whose bytes are the entry; it must not change while the archive is served. */
  path: string;
  size: number;
  crc: number;
}

export type ZipPart = { bytes: Buffer } | { path: string; size: number };

export interface ZipLayout {
  parts: ZipPart[];
  length: number;
}

const U32_MAX = 0xffffffff;
const U16_MAX = 0xffff;
const UTF8_NAMES = 0x0800;
const VERSION_ZIP64 = 45;
const VERSION_STORED = 20;
/** "Made by" Unix, so the external attributes below read as file permissions. */
const MADE_BY_UNIX = (3 << 8) | VERSION_ZIP64;
const REGULAR_FILE_644 = (0o100644 << 16) >>> 0;

/** MS-DOS date and time (local fields, 2-second precision), as zip stores them. */
export function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function localHeader(entry: ZipEntry, name: Buffer, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30 + name.length);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION_STORED, 4);
  b.writeUInt16LE(UTF8_NAMES, 6);
  b.writeUInt16LE(0, 8); // stored
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.date, 12);
  b.writeUInt32LE(entry.crc >>> 0, 14);
  b.writeUInt32LE(entry.size, 18);
  b.writeUInt32LE(entry.size, 22);
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  name.copy(b, 30);
  return b;
}

function centralHeader(entry: ZipEntry, name: Buffer, stamp: { time: number; date: number }, offset: number) {
  const far = offset >= U32_MAX;
  const extra = far ? Buffer.alloc(12) : Buffer.alloc(0);
  if (far) {
    extra.writeUInt16LE(0x0001, 0); // Zip64 extended information
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(offset), 4);
  }
  const b = Buffer.alloc(46 + name.length + extra.length);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(MADE_BY_UNIX, 4);
  b.writeUInt16LE(far ? VERSION_ZIP64 : VERSION_STORED, 6);
  b.writeUInt16LE(UTF8_NAMES, 8);
  b.writeUInt16LE(0, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.date, 14);
  b.writeUInt32LE(entry.crc >>> 0, 16);
  b.writeUInt32LE(entry.size, 20);
  b.writeUInt32LE(entry.size, 24);
  b.writeUInt16LE(name.length, 28);
  b.writeUInt16LE(extra.length, 30);
  // comment length, disk number, internal attributes: zero
  b.writeUInt32LE(REGULAR_FILE_644, 38);
  b.writeUInt32LE(far ? U32_MAX : offset, 42);
  name.copy(b, 46);
  extra.copy(b, 46 + name.length);
  return b;
}

function endRecords(count: number, directoryOffset: number, directorySize: number): Buffer {
  const needs64 = count >= U16_MAX || directoryOffset >= U32_MAX || directorySize >= U32_MAX;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(needs64 ? U16_MAX : count, 8);
  end.writeUInt16LE(needs64 ? U16_MAX : count, 10);
  end.writeUInt32LE(needs64 ? U32_MAX : directorySize, 12);
  end.writeUInt32LE(needs64 ? U32_MAX : directoryOffset, 16);
  if (!needs64) return end;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4); // the record's size after this field
  record.writeUInt16LE(MADE_BY_UNIX, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}

/** The archive's parts in order and its exact length. */
export function zipLayout(entries: readonly ZipEntry[], modified: Date): ZipLayout {
  const stamp = dosDateTime(modified);
  const parts: ZipPart[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.size >= U32_MAX) throw new Error(`${entry.name} is too large for a stored zip entry`);
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(entry, name, stamp);
    directory.push(centralHeader(entry, name, stamp, offset));
    parts.push({ bytes: header }, { path: entry.path, size: entry.size });
    offset += header.length + entry.size;
  }
  const central = Buffer.concat(directory);
  parts.push({ bytes: Buffer.concat([central, endRecords(entries.length, offset, central.length)]) });
  return { parts, length: parts.reduce((sum, p) => sum + ('bytes' in p ? p.bytes.length : p.size), 0) };
}

/** Bytes `start` to `end` (inclusive) of the archive, reading only the files that range touches. */
export function zipStream(layout: ZipLayout, start = 0, end = layout.length - 1): Readable {
  async function* bytes() {
    let at = 0;
    for (const part of layout.parts) {
      const length = 'bytes' in part ? part.bytes.length : part.size;
      const from = Math.max(start, at);
      const to = Math.min(end + 1, at + length);
      if (from < to) {
        if ('bytes' in part) yield part.bytes.subarray(from - at, to - at);
        else yield* createReadStream(part.path, { start: from - at, end: to - at - 1 });
      }
      at += length;
      if (at > end) return;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
