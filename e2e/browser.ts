import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium with the flags measured to work on these machines (DESIGN.md section 8). */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    // Playwright gives every launch a fresh, throwaway profile of its own.
    close: () => browser.close(),
  };
}
