import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const u of process.argv.slice(2)) {
  await page.goto(u, { waitUntil: 'networkidle' });
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391).slice(0,5).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)));
  console.log(u, await page.evaluate(() => document.documentElement.scrollWidth), wide);
  await page.screenshot({ path: '/tmp/w.png' });
}
await browser.close();
