import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, submitSignIn, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * Boards shared by invitation link in a real browser: a second customer who is signed out
 * opens the link, signs in and lands on the board; the owner reorders by keyboard and the
 * member's page follows live (and the owner's follows the member's comment); the contact
 * sheet shows its thumbnails and its PDF downloads.
 */
const chromium = useChromium();

const itemIds = (page: Page) =>
  page
    .locator('ol.lb-boards__assets > li')
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-asset-id'))));

describe('shared boards in the browser', () => {
  it('joins by invitation link after signing in, reorders by keyboard, follows changes live, prints and downloads the contact sheet', async () => {
    const baseUrl = inject('premiumUrl');
    const ownerContext = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await signUp(ownerContext, baseUrl, { name: 'Olive Owner', email: uniqueEmail('owner') });

    // A board with three assets, through the JSON APIs the save button uses.
    const boardId = await owner.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const headers = {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-csrf-token': token,
      };
      const found = await (await fetch('/search/api/assets?phrase=&assettype=image', { headers })).json();
      const ids = (found.assets as Array<{ id: number }>).slice(0, 3).map((a) => `gi:${a.id}`);
      const board = await (
        await fetch('/collaboration/boards.json', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'Shoot plan' }),
        })
      ).json();
      await fetch(`/collaboration/boards/${board.id}.json`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ assets: ids, action_type: 'add_assets' }),
      });
      return board.id as number;
    });
    const errors: string[] = [];
    owner.on('pageerror', (e) => errors.push(e.message));
    await owner.goto(`${baseUrl}/collaboration/boards/${boardId}`);
    await owner.waitForLoadState('networkidle');
    expect(await itemIds(owner)).toHaveLength(3);

    // The owner makes an edit link from the sharing panel.
    await owner.getByLabel('Edit', { exact: true }).check();
    await owner.getByRole('button', { name: 'Create invitation link' }).click();
    const linkField = owner.locator('.lb-board-share__links input').first();
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`/collaboration/boards/${boardId}\\?invitation_code=[A-Za-z0-9_-]{43}$`));

    // The member has an account but is signed out in this browser: the link asks them to sign in first.
    const memberEmail = uniqueEmail('member');
    const setup = await chromium.browser.newContext();
    await signUp(setup, baseUrl, { name: 'Max Member', email: memberEmail, signIn: false });
    await setup.close();
    const memberContext = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await memberContext.newPage();
    await member.goto(link);
    await member.waitForURL(/\/sign-in\?returnurl=/);
    expect(new URL(member.url()).searchParams.get('returnurl')).toBe(
      new URL(link).pathname + new URL(link).search,
    );
    await submitSignIn(member, memberEmail);
    await member.waitForURL(`${baseUrl}/collaboration/boards/${boardId}`);
    await member.waitForLoadState('networkidle');
    expect(await member.locator('h1').textContent()).toBe('Shoot plan');
    expect(await member.locator('.lb-board .lb-badge').textContent()).toBe('Shared with you to edit');
    const before = await itemIds(member);

    // The member sees the board under "Shared with me"; the owner's panel lists the member.
    const shared = await memberContext.newPage();
    await shared.goto(`${baseUrl}/collaboration/shared-boards`);
    await shared.getByRole('link', { name: 'Shoot plan' }).waitFor();
    await shared.close();
    await owner.locator('.lb-board-share__members', { hasText: 'Max Member' }).waitFor();

    // Keyboard only: focus the first asset's "Move later" button and press Enter.
    const first = owner.locator('ol.lb-boards__assets > li').first();
    await first.locator('[data-move="later"]').focus();
    await owner.keyboard.press('Enter');
    const moved = [before[1], before[0], before[2]];
    await owner.waitForFunction(
      (want) =>
        [...document.querySelectorAll('ol.lb-boards__assets > li')]
          .map((li) => Number(li.getAttribute('data-asset-id')))
          .join() === want.join(),
      moved,
    );
    await owner.getByText('Moved to position 2 of 3.').waitFor();
    // Focus stayed on the moved asset's button, so Enter again moves it once more.
    expect(
      await owner.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-asset-id')),
    ).toBe(String(before[0]));

    // The member's page follows without a reload.
    await member.waitForFunction(
      (want) =>
        [...document.querySelectorAll('ol.lb-boards__assets > li')]
          .map((li) => Number(li.getAttribute('data-asset-id')))
          .join() === want.join(),
      moved,
    );

    // The order is stored: a fresh load shows it.
    await owner.reload();
    expect(await itemIds(owner)).toEqual(moved);

    // A comment from the member appears on the owner's page, live.
    const memberItem = member.locator(`li[data-asset-id="${moved[0]}"]`);
    await memberItem.locator('summary').click();
    await memberItem.getByLabel('Add a comment').fill('Use this <one> as the cover');
    await memberItem.getByRole('button', { name: 'Post comment' }).click();
    await owner
      .locator(`li[data-asset-id="${moved[0]}"] .lb-board-comments li p`, {
        hasText: 'Use this <one> as the cover',
      })
      .waitFor({ state: 'attached' });
    expect(await owner.locator(`li[data-asset-id="${moved[0]}"] summary`).textContent()).toBe('Comments: 1');

    // The contact sheet: the page shows every thumbnail; the PDF downloads.
    await owner.goto(`${baseUrl}/collaboration/boards/${boardId}/contact_sheet`);
    expect(await owner.locator('h1').textContent()).toBe('Contact sheet: Shoot plan');
    await owner.waitForFunction(
      () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('.lb-sheet__grid img')];
        return images.length === 3 && images.every((img) => img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 30_000 },
    );
    const captions = await owner.locator('.lb-sheet__grid figcaption').allTextContents();
    expect(captions[0]).toContain(`Asset ID ${moved[0]}`);
    expect(captions.every((c) => /License: (Royalty-free|Rights-managed|Rights-ready)/.test(c))).toBe(true);
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    const head = (await fs.readFile(file)).subarray(0, 5).toString('latin1');
    expect(head).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe(`contact-sheet-shoot-plan-${boardId}.pdf`);

    expect(errors).toEqual([]);
    await memberContext.close();
    await ownerContext.close();
  });
});
