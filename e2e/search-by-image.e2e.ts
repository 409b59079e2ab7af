import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type GeneratedAsset, generateCatalogue } from '@lightbox/catalogue';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useChromium } from './helpers/chromium';

/** The server seeds the default demo catalogue (global-setup.ts): the same generator, the same assets. */
const DEFAULT_SEED = 20231205;
const E2E_SEED_ASSETS = 800;

const chromium = useChromium();
let tmp: string;
let stack: GeneratedAsset[];
let single: GeneratedAsset;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-sbi-e2e-'));
  const assets = [...generateCatalogue({ seed: DEFAULT_SEED, count: E2E_SEED_ASSETS })].flatMap(
    (b) => b.assets,
  );
  const bySeed = new Map<number, GeneratedAsset[]>();
  for (const a of assets) bySeed.set(a.render_seed, [...(bySeed.get(a.render_seed) ?? []), a]);
  // The generator's near-duplicates: the same scene resized or re-cropped.
  stack = [...bySeed.values()].find((g) => g.length > 1 && g[0]!.asset_type === 'image')!;
  single = assets.find(
    (a) => a.asset_type === 'image' && bySeed.get(a.render_seed)!.length === 1 && a.popularity > 50,
  )!;
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

/**
 * Rendering a thumbnail measures the picture (hash, colour) and stacks it, as the warm-up does.
 * Fetched by the browser: only Chromium resolves *.localhost. Returns the thumbnails' bytes.
 */
async function measure(page: Page, baseUrl: string, ids: number[]): Promise<Buffer[]> {
  await page.goto(`${baseUrl}/license-info`);
  const bodies = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return Array.from(new Uint8Array(await response.arrayBuffer()));
        }),
      ),
    ids.map((id) => `${baseUrl}/media/${id}/thumb.jpg`),
  );
  return bodies.map((b) => Buffer.from(b));
}

async function ready(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.searchApp === 'ready');
}

describe('search by image', () => {
  const baseUrl = () => inject('premiumUrl');

  it('uploads a picture from the search bar dialog and finds the original among the first results', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const [thumb] = await measure(page, baseUrl(), [single.id]);
    const copy = path.join(tmp, 'copy.jpg');
    await fs.writeFile(copy, await sharp(thumb).resize(260).jpeg({ quality: 70 }).toBuffer());

    await page.goto(`${baseUrl()}/search/2/image?phrase=city`);
    await ready(page);
    // The dialog opens from the keyboard, keeps focus inside and closes with Escape.
    const open = page.getByRole('button', { name: 'Search by image' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search by image' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // A file that is not a picture is refused in the dialog, with a message.
    await open.click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('not a JPEG, PNG, WebP or GIF');

    await dialog.locator('input[type=file]').setInputFiles(copy);
    await page.waitForURL((u) => /^q[\w-]{22}$/.test(u.searchParams.get('searchbyimage') ?? ''));
    await ready(page);
    expect(await page.locator('h1').textContent()).toBe('Pictures similar to yours');
    await expect
      .poll(() => page.locator('.lb-search-image img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const firstIds = await page
      .locator('.lb-grid .lb-tile > a:first-child')
      .evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute('href')));
    expect(firstIds).toContain(`/detail/${single.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a stack of near-duplicates as one tile whose N similar link lists the stack', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await measure(
      page,
      baseUrl(),
      stack.map((a) => a.id),
    );
    await page.goto(`${baseUrl()}/search/2/image?contributor=${encodeURIComponent(stack[0]!.contributor)}`);
    await ready(page);
    const ids = stack.map((a) => `/detail/${a.id}`);
    const shown = await page
      .locator('.lb-grid .lb-tile > a:first-child')
      .evaluateAll(
        (links, want) => links.map((a) => a.getAttribute('href')).filter((h) => want.includes(h!)),
        ids,
      );
    expect(shown).toHaveLength(1);
    const similar = stack.length - 1;
    const link = page.getByRole('link', {
      name: `See ${similar} similar picture${similar === 1 ? '' : 's'}`,
    });
    expect(await link.textContent()).toBe(`${similar} similar`);
    await link.click();
    await page.waitForURL((u) => u.searchParams.has('stackid'));
    await ready(page);
    expect(await page.locator('h1').textContent()).toBe('Similar pictures');
    const listed = await page
      .locator('.lb-grid .lb-tile > a:first-child')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...listed].sort()).toEqual([...ids].sort());
    await context.close();
  });
});
