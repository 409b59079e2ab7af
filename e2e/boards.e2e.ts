import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * Save to board (spec section 4) in a real browser: the choose-board modal's modes, filter and
 * name validation, a board created from the modal, add and remove from a result tile, the toast
 * with its hover pause, and another tab following along through local storage.
 */
const chromium = useChromium();

const tile = (page: Page, n: number) => page.locator('ul.lb-grid > li').nth(n);
const saveButton = (page: Page, n: number) => tile(page, n).locator('button.lb-save-board');

async function openResults(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/search/2/image`);
  await page.waitForFunction(() => document.querySelectorAll('ul.lb-grid > li').length > 3);
  await saveButton(page, 0).waitFor();
  // Hydrated, and the default board requested.
  await page.waitForLoadState('networkidle');
}

describe('save to board in the browser', () => {
  it('creates a board from the modal, then adds, removes, filters and validates; another tab follows', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(context, baseUrl, { name: 'Bo Boards', email: uniqueEmail('boards') });
    await openResults(page, baseUrl);
    const other = await context.newPage();
    await openResults(other, baseUrl);

    // No board chosen yet: save opens the modal in 'save to new board' mode.
    await saveButton(page, 0).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-mode')).toBe('new');
    const create = dialog.getByRole('button', { name: 'Create board' });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Board name').fill('x'.repeat(256));
    expect(await create.isDisabled()).toBe(true);
    expect(await dialog.locator('#lb-board-name-error').textContent()).toBe('Use at most 255 characters.');
    await dialog.getByLabel('Board name').fill('Alpine mornings');
    expect(await create.isDisabled()).toBe(false);
    // The pointer is over the toast from the moment it appears (a real hover could come too late
    // on a busy machine): its 3000 ms timer must not run while it is there.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        const toast = document.querySelector('.lb-board-toast');
        if (!toast) return;
        observer.disconnect();
        toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await create.click();

    // Created, the asset added, the modal closed and the toast shown at the bottom.
    await dialog.waitFor({ state: 'detached' });
    const toast = page.locator('.lb-board-toast');
    await toast.waitFor();
    expect(await toast.getAttribute('data-position')).toBe('bottom');
    expect(await toast.textContent()).toContain('Saved to Alpine mornings');
    expect(await saveButton(page, 0).getAttribute('aria-pressed')).toBe('true');
    const layer = await page.evaluate(
      () => (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer,
    );
    expect(layer?.map((e) => `${e.event}:${e.action}`)).toEqual(
      expect.arrayContaining([
        'modal_interaction:open',
        'board_interaction:create_board',
        'board_interaction:add_to_board',
      ]),
    );

    // The other tab hears about it through local storage and shows the asset as saved.
    await other.waitForFunction(
      () =>
        document.querySelector('ul.lb-grid > li button.lb-save-board')?.getAttribute('aria-pressed') ===
        'true',
    );

    await page.waitForTimeout(3600);
    expect(await toast.count()).toBe(1);
    // Once the pointer leaves, the rest of the 3000 ms runs out and it closes (400 ms animation).
    await toast.dispatchEvent('mouseout', { relatedTarget: null });
    await toast.waitFor({ state: 'detached', timeout: 5000 });

    // The board is now the one to save to: a second tile goes straight in, and out again.
    await saveButton(page, 1).click();
    await page.locator('.lb-board-toast', { hasText: 'Saved to Alpine mornings' }).waitFor();
    expect(await saveButton(page, 1).getAttribute('aria-pressed')).toBe('true');
    await saveButton(page, 1).click();
    await page.locator('.lb-board-toast', { hasText: 'Removed from Alpine mornings' }).waitFor();
    expect(await saveButton(page, 1).getAttribute('aria-pressed')).toBe('false');

    // The boards pages: the list, the board with its one asset, removing it there.
    await page.goto(`${baseUrl}/collaboration/boards`);
    await page.getByRole('link', { name: 'Alpine mornings' }).click();
    await page.waitForURL(/\/collaboration\/boards\/\d+$/);
    expect(await page.locator('h1').textContent()).toBe('Alpine mornings');
    expect(await page.locator('.lb-boards__assets > li').count()).toBe(1);
    await page.getByRole('button', { name: /^Remove from board/ }).click();
    await page.waitForLoadState();
    await page.getByText('This board is empty.').waitFor();
    await context.close();
  });

  it('starts in choose-existing mode when boards exist, filters them, toggles, and closes by clicking outside', async () => {
    const baseUrl = inject('premiumUrl');
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signUp(context, baseUrl, { name: 'Bo Boards', email: uniqueEmail('chooser') });
    await openResults(page, baseUrl);
    // Three boards through the legacy API; the last one made is deleted, so none is chosen.
    await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const headers = {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-csrf-token': token,
      };
      let last: unknown;
      for (const name of ['Studio Portraits', 'city nights', 'Alpine lakes', 'Scratch']) {
        const res = await fetch('/collaboration/boards.json', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name }),
        });
        last = (await res.json()).id;
      }
      await fetch(`/collaboration/boards/${last}.json`, {
        method: 'DELETE',
        headers: { accept: 'application/json', 'x-csrf-token': token },
      });
    });
    await openResults(page, baseUrl);

    await saveButton(page, 2).click();
    const dialog = page.getByRole('dialog');
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"][data-mode]')?.getAttribute('data-mode') === 'choose',
    );
    expect(await dialog.locator('.lb-board-modal__list button').allTextContents()).toHaveLength(3);
    await dialog.getByLabel('Find a board').fill('ALP');
    expect(await dialog.locator('.lb-board-modal__list button').allTextContents()).toEqual(['Alpine lakes']);
    await dialog.getByLabel('Find a board').fill('zzz');
    expect(await dialog.textContent()).toContain('No boards match your search.');

    // The toggle switches modes both ways.
    await dialog.getByRole('button', { name: 'Create a new board' }).click();
    expect(await dialog.getAttribute('data-mode')).toBe('new');
    await dialog.getByRole('button', { name: 'Choose an existing board' }).click();
    expect(await dialog.getAttribute('data-mode')).toBe('choose');

    // A click outside closes it (after the 300 ms animation).
    await page.mouse.click(10, 450);
    await dialog.waitFor({ state: 'detached', timeout: 2000 });

    // Choosing a board adds the asset to it and shows the toast.
    await saveButton(page, 2).click();
    await page.waitForFunction(
      () => document.querySelector('[role="dialog"][data-mode]')?.getAttribute('data-mode') === 'choose',
    );
    await dialog.getByRole('button', { name: 'city nights' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.lb-board-toast', { hasText: 'Saved to city nights' }).waitFor();
    expect(await saveButton(page, 2).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});
