import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGhostscript } from './ghostscript';
import { dscTitle, readPostScript, xmpPacket } from './postscript';
import { testAi, testEps } from './test-files';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-postscript-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const write = async (name: string, data: string | Uint8Array) => {
  const file = path.join(dir, name);
  await fs.writeFile(file, data);
  return file;
};

describe('EPS page size', () => {
  it('is the %%HiResBoundingBox when there is one, else the %%BoundingBox', async () => {
    const plain = await write('plain.eps', testEps({ width: 400, height: 200 }));
    expect(await readPostScript(plain)).toMatchObject({ format: 'postscript', width: 400, height: 200 });
    const hires = await write(
      'hires.eps',
      '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 10 20 111 71\n%%HiResBoundingBox: 10.5 20 110.5 70.25\n',
    );
    expect(await readPostScript(hires)).toMatchObject({ width: 100, height: 50.25 });
  });

  it('is read from the trailer when the header says (atend)', async () => {
    const file = await write(
      'atend.eps',
      '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: (atend)\n0 0 moveto\n%%Trailer\n%%BoundingBox: 0 0 30 90\n%%EOF\n',
    );
    expect(await readPostScript(file)).toMatchObject({ width: 30, height: 90 });
  });

  it('is read from the PostScript inside a DOS EPS binary header', async () => {
    const ps = Buffer.from(testEps({ width: 60, height: 40 }, 'Boxed'));
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0xc6d3d0c5, 0);
    header.writeUInt32LE(30, 4);
    header.writeUInt32LE(ps.length, 8);
    const file = await write('dos.eps', Buffer.concat([header, ps, Buffer.from('TIFF preview')]));
    expect(await readPostScript(file)).toMatchObject({ width: 60, height: 40, title: 'Boxed' });
  });

  it('is refused with a reason when missing or empty, and a file not PostScript is refused', async () => {
    const none = await write('none.eps', '%!PS-Adobe-3.0 EPSF-3.0\nshowpage\n');
    await expect(readPostScript(none)).rejects.toThrow(/no %%BoundingBox/);
    const empty = await write('empty-box.eps', '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 0 0\n');
    await expect(readPostScript(empty)).rejects.toThrow(/no %%BoundingBox/);
    const jpeg = await write('photo.eps', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]));
    await expect(readPostScript(jpeg)).rejects.toThrow(/not a PostScript file/);
  });
});

describe('AI page size', () => {
  it('is the first page of a PDF-compatible AI file, with its title', async () => {
    const file = await write('badge.ai', await testAi({ width: 300, height: 450 }, 'Meadow badge'));
    expect(await readPostScript(file)).toMatchObject({
      format: 'pdf',
      width: 300,
      height: 450,
      title: 'Meadow badge',
    });
  });

  it('refuses a file that only claims to be a PDF', async () => {
    const file = await write('fake.ai', '%PDF-1.7\nnothing here');
    await expect(readPostScript(file)).rejects.toThrow(/cannot be read|no page/);
  });
});

describe('EPS title', () => {
  it('comes from %%Title with or without parentheses, never from an editor placeholder', () => {
    expect(dscTitle('%!PS\n%%Title: (Harbour \\(night\\) logo)\n')).toBe('Harbour (night) logo');
    expect(dscTitle('%!PS\n%%Title: Harbour logo\n')).toBe('Harbour logo');
    expect(dscTitle('%!PS\n%%Title: Untitled-3.eps\n')).toBeUndefined();
    expect(dscTitle('%!PS\n%%Title: ()\n')).toBeUndefined();
    expect(dscTitle('%!PS\n')).toBeUndefined();
  });
});

describe('embedded XMP', () => {
  it('is the packet between the xpacket markers, also when written in comment lines', () => {
    const text =
      '%!PS\n%<?xpacket begin="" id="x"?>\n%<x:xmpmeta>é</x:xmpmeta>\n%<?xpacket end="w"?>\nshowpage';
    const latin1 = Buffer.from(text, 'utf8').toString('latin1');
    expect(xmpPacket(latin1)).toBe(
      '<?xpacket begin="" id="x"?>\n<x:xmpmeta>é</x:xmpmeta>\n<?xpacket end="w"?>',
    );
    expect(xmpPacket('%!PS\nshowpage')).toBeUndefined();
  });
});

describe('finding Ghostscript', () => {
  it('takes the given path when it is runnable, else gs on PATH, else nothing', async () => {
    const bin = path.join(dir, 'bin');
    await fs.mkdir(bin);
    const gs = path.join(bin, 'gs');
    await fs.writeFile(gs, '#!/bin/sh\n', { mode: 0o755 });
    expect(await findGhostscript(gs, '')).toBe(gs);
    expect(await findGhostscript(path.join(dir, 'missing', 'gs'), bin)).toBeUndefined();
    expect(await findGhostscript(undefined, `${path.join(dir, 'missing')}:${bin}`)).toBe(gs);
    expect(await findGhostscript(undefined, path.join(dir, 'missing'))).toBeUndefined();
  });
});
