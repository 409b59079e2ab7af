import type { Page } from 'playwright-core';

/** Waits until every remote component on the page has settled, mounted or failed. */
export async function remotesMounted(page: Page) {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-remote]')).every((el) =>
        el.getAttribute('data-remote-state'),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The page's errors from now on: uncaught exceptions, and the client-error beacons sent to
 * /pulse (hydration mismatches and failed remotes are reported there, not thrown).
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().endsWith('/pulse') && r.postData()?.includes('"kind":"error"'))
      errors.push(r.postData() ?? '');
  });
  return errors;
}
