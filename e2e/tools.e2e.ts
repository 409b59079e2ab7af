import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';

const chromium = useChromium();
let tmp: string;
let clipFile: string;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-tools-e2e-'));
  clipFile = path.join(tmp, 'clip.mp4');
  const made = spawnSync(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x180:rate=10',
    '-pix_fmt',
    'yuv420p',
    clipFile,
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('reverse search pages', () => {
  it('a clip opens the film search by its frame; a file that is no clip shows an error next to the field', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${inject('subscriptionUrl')}/tools/reverse-video-search`);
    const field = page.getByLabel(/^Clip \(MP4, WebM or QuickTime/);

    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect.poll(() => page.locator('#lb-tool-video-error').textContent()).toBe('Choose a file first.');

    await field.setInputFiles({
      name: 'notes.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('not a film'),
    });
    await page.locator('form[data-upload-search] button[type=submit]').click();
    await expect
      .poll(() => page.locator('#lb-tool-video-error').textContent())
      .toBe('This file could not be read. It may be damaged; choose another.');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.setInputFiles(clipFile);
    await page.locator('form[data-upload-search] button[type=submit]').click();
    await page.waitForURL(
      (u) =>
        u.pathname === '/search/2/film' && /^q[\w-]{22}$/.test(u.searchParams.get('searchbyimage') ?? ''),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
