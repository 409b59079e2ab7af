import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * The members list of a shared board as each viewer reads it: the owner sees what every member
 * may do; a member sees their own rights as "You can …" and the others' rights neutrally, never
 * "Shared with you to …" beside somebody else's name.
 */
const chromium = useChromium();

const memberLines = (page: Page) =>
  page
    .locator('.lb-board-share__members > li')
    .evaluateAll((items) => items.map((li) => li.querySelector('span')?.textContent?.trim() ?? ''));

async function invitationLink(owner: Page, rights: 'view' | 'edit'): Promise<string> {
  await owner.getByLabel(rights === 'edit' ? 'Edit' : 'View', { exact: true }).check();
  await owner.getByRole('button', { name: 'Create invitation link' }).click();
  const field = owner.locator(`.lb-board-share__links li[data-rights="${rights}"] input`).first();
  await field.waitFor();
  return field.inputValue();
}

async function join(context: BrowserContext, baseUrl: string, name: string, link: string, boardId: number) {
  const page = await signUp(context, baseUrl, {
    name,
    email: uniqueEmail(name.split(' ')[0]!.toLowerCase()),
  });
  await page.goto(link);
  await page.waitForURL(`${baseUrl}/collaboration/boards/${boardId}`);
  await page.waitForLoadState('networkidle');
  return page;
}

describe('the members list of a shared board', () => {
  it('reads right for the owner and for each member', async () => {
    const baseUrl = inject('premiumUrl');
    const newContext = () => chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await signUp(await newContext(), baseUrl, {
      name: 'Orla Owner',
      email: uniqueEmail('orla'),
    });
    const boardId = await owner.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const board = await (
        await fetch('/collaboration/boards.json', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': token },
          body: JSON.stringify({ name: 'Team picks' }),
        })
      ).json();
      return board.id as number;
    });
    await owner.goto(`${baseUrl}/collaboration/boards/${boardId}`);
    await owner.waitForLoadState('networkidle');
    const editLink = await invitationLink(owner, 'edit');
    const viewLink = await invitationLink(owner, 'view');

    await join(await newContext(), baseUrl, 'Eddie Editor', editLink, boardId);
    const viewer = await join(await newContext(), baseUrl, 'Vera Viewer', viewLink, boardId);

    // The member who may only view: themselves first, as "You can view"; the editor neutrally.
    expect(await viewer.locator('.lb-board .lb-badge').textContent()).toBe('Shared with you to view');
    expect(await memberLines(viewer)).toEqual(['Vera Viewer · You can view', 'Eddie Editor · Can edit']);
    expect(await viewer.locator('.lb-board-share').textContent()).not.toContain('Shared with you');

    // The owner sees what each member may do.
    await owner.reload();
    await owner.waitForLoadState('networkidle');
    expect((await memberLines(owner)).sort()).toEqual(['Eddie Editor · Can edit', 'Vera Viewer · Can view']);
  });
});
