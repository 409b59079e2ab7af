import { chromium } from 'playwright-core';

const [, , url, out, w = '1366', h = '900', full = '0'] = process.argv;
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
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
const p = await b.newPage({ viewport: { width: +w, height: +h } });
const logs = [];
p.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
p.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(500);
await p.screenshot({ path: out, fullPage: full === '1' });
console.log(
  JSON.stringify({
    title: await p.title(),
    states: await p.$$eval('[data-remote]', (els) =>
      els.map((e) => e.dataset.remote + ':' + e.dataset.remoteState),
    ),
    logs,
  }),
);
await b.close();
