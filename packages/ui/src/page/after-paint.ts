/** How long hydration waits for a first frame before it goes ahead anyway (rAF can be throttled). */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Settles once the browser has painted the server's HTML: just after the next frame, or at
 * once for a hidden page (it paints nothing). Hydration waits for it, so a phone shows the
 * results, and their first picture, before it runs any of the page's React work.
 */
export function afterFirstPaint(win: Window & typeof globalThis): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const fallback = win.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    win.requestAnimationFrame(() => {
      // A task queued from the frame's callback runs after that frame is painted.
      win.setTimeout(() => {
        win.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
