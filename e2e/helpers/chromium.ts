import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../browser';

/**
 * One Chromium for the whole test file: launched before its first test, closed after its last.
 * Read `.browser` inside tests and hooks (it is there once the file's beforeAll has run).
 */
export function useChromium(): { readonly browser: Browser } {
  let launched: Awaited<ReturnType<typeof launchChromium>> | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser() {
      if (!launched) throw new Error('Chromium is launched in beforeAll: use it inside tests and hooks');
      return launched.browser;
    },
  };
}
