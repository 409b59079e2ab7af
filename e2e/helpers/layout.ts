import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The largest difference allowed between a picture's drawn proportions and its file's. */
export const ASPECT_TOLERANCE = 0.01;

export interface LayoutReport {
  /** The page is wider than the window (a horizontal scrollbar). */
  scrollbar: boolean;
  /** Elements drawn past the window's right edge and not clipped by a scrolling or clipping box. */
  offscreen: string[];
  /** Images drawn with other proportions than their file's: `src drawn WxH, file WxH`. */
  distorted: string[];
}

/**
 * Horizontal overflow and stretched pictures, as a visitor would see them. A picture drawn with
 * `object-fit: cover` or `contain` keeps its proportions (it is cropped or letterboxed); one
 * drawn with the default `fill` keeps them only when its box has the file's proportions.
 */
export function inspectLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((tolerance) => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offscreen: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 1) continue;
      if (getComputedStyle(el).position === 'fixed' || clipped(el)) continue;
      offscreen.push(`${el.tagName.toLowerCase()}.${el.className} right=${Math.round(r.right)}`);
    }
    const distorted: string[] = [];
    for (const img of document.images) {
      const r = img.getBoundingClientRect();
      if (!img.complete || img.naturalWidth === 0 || r.width === 0 || r.height === 0) continue;
      const fit = getComputedStyle(img).objectFit;
      if (fit === 'cover' || fit === 'contain' || fit === 'scale-down') continue;
      const drawn = r.width / r.height;
      const file = img.naturalWidth / img.naturalHeight;
      if (Math.abs(drawn / file - 1) > tolerance) {
        distorted.push(
          `${img.getAttribute('src')} drawn ${Math.round(r.width)}x${Math.round(r.height)}, file ${img.naturalWidth}x${img.naturalHeight}`,
        );
      }
    }
    return { scrollbar: doc.scrollWidth > width, offscreen: offscreen.slice(0, 10), distorted };
  }, ASPECT_TOLERANCE);
}

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** axe-core's serious and critical violations on the page as it is now: `rule: target, …`. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a plain script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v: { id: string; nodes: Array<{ target: string[] }> }) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}
