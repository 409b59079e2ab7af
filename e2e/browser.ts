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
  // Every browser context is a visitor with an address of its own, as behind a proxy (the test
  // server trusts X-Forwarded-For): the per-address limits (20 mails an hour) then count one
  // visitor, not the whole run of browser tests from 127.0.0.1.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) =>
    newContext({
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': nextVisitorAddress(), ...options.extraHTTPHeaders },
    });
  return {
    browser,
    // Playwright gives every launch a fresh, throwaway profile of its own.
    close: () => browser.close(),
  };
}

let visitors = 0;
/** 10.x.y.z addresses, a new one per call, different in each test file's process. */
function nextVisitorAddress(): string {
  visitors += 1;
  const n = (process.pid % 250) * 65_536 + visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
}
