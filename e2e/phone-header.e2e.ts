import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './helpers/accounts';
import { useChromium } from './helpers/chromium';

/**
 * A signed-in visitor's Header on a phone: the site's name, Boards, the cart and the account menu
 * each keep a place of their own (the subscription site's longer name once ran under Boards).
 */
const chromium = useChromium();

/** Pairs of the Header's parts whose boxes overlap on the screen. */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [
      '.lb-nav-menu__toggle',
      '.lb-logo__mark',
      '.lb-boards-menu-toggle',
      '.lb-header__cart',
      '.lb-account-menu:not(.lb-boards-menu-toggle)',
    ].flatMap((selector) => {
      const box = document.querySelector(`.lb-header ${selector}`)?.getBoundingClientRect();
      return box && box.width > 1 && box.height > 1 ? [{ selector, box }] : [];
    });
    // The site's name where its letters are drawn, which may run past its box; a name hidden
    // on the smallest phones (read out, not drawn) takes no place.
    const logo = document.querySelector('.lb-header .lb-logo')!;
    const walker = document.createTreeWalker(logo, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || getComputedStyle(text.parentElement!).clipPath !== 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      parts.push({ selector: 'the site name', box: range.getBoundingClientRect() });
    }
    const found: string[] = [];
    for (const [i, a] of parts.entries()) {
      for (const b of parts.slice(i + 1)) {
        const apart =
          a.box.right <= b.box.left ||
          b.box.right <= a.box.left ||
          a.box.bottom <= b.box.top ||
          b.box.bottom <= a.box.top;
        if (!apart) found.push(`${a.selector} and ${b.selector}`);
      }
    }
    return found;
  });
}

describe('the signed-in Header on a phone', () => {
  for (const site of ['subscription', 'premium'] as const) {
    it(`keeps the ${site} site's name, Boards, cart and account menu apart at 390 and 320 px`, async () => {
      const baseUrl = inject(site === 'premium' ? 'premiumUrl' : 'subscriptionUrl');
      const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await signUp(context, baseUrl, {
          name: 'Alexandra Montgomery',
          email: uniqueEmail(`phone-header-${site}`),
        });
        await page.goto(`${baseUrl}/`);
        for (const width of [390, 320]) {
          await page.setViewportSize({ width, height: 844 });
          expect(await overlaps(page), `${width} px`).toEqual([]);
          // Boards is an icon here, still named for a screen reader, and it opens its menu.
          const boards = page.getByRole('button', { name: 'Boards' });
          expect(await boards.isVisible()).toBe(true);
        }
        const home = page.getByRole('link', { name: /home/ });
        expect(await home.first().getAttribute('aria-label')).toContain(
          site === 'premium' ? 'Lightbox' : 'Lightbox Stock',
        );
        await page.getByRole('button', { name: 'Boards' }).click();
        expect(await page.locator('#lb-boards-menu-panel').isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});
