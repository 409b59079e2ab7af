import { INFO_PATHS, prefixForLocale, SITES } from '@lightbox/core';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mainText, pagesWorld } from './test-fixtures';

// Every locale has its own texts now, so one is hidden here, as if its operator had not written
// it, to check the English fallback and the notice that says so.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = ((path: Parameters<typeof fs.readFile>[0], options?: Parameters<typeof fs.readFile>[1]) =>
    String(path).endsWith('/content/th/privacy.md')
      ? Promise.reject(Object.assign(new Error(`ENOENT: ${String(path)}`), { code: 'ENOENT' }))
      : fs.readFile(path, options)) as typeof fs.readFile;
  return { ...fs, readFile, default: { ...fs, readFile } };
});

describe.each(testDatabaseKinds())('legal and information pages on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it.each(SITES)('answers every page of the %s site, and 404 on the other site’s own paths', async (site) => {
    const other = site === 'premium' ? 'subscription' : 'premium';
    for (const path of Object.values(INFO_PATHS[site])) {
      const res = await w.get(site, path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
    }
    const ownOnly = Object.values(INFO_PATHS[other]).filter(
      (p) => !Object.values(INFO_PATHS[site]).includes(p),
    );
    expect(ownOnly.length).toBeGreaterThan(0);
    for (const path of ownOnly) expect((await w.get(site, path)).statusCode, path).toBe(404);
  });

  it('fills in the operator and links to the same site’s own texts', async () => {
    const res = await w.get('subscription', '/legal/terms-of-use');
    const text = mainText(res.body);
    expect(text).toContain('operated by Harbour Pictures Ltd, 1 Quay Street, Bristol.');
    expect(text).not.toContain('{seller}');
    expect(text).toContain('href="/legal/license-agreement"');
    expect(text).toContain('href="/legal/privacy-policy"');
    // The subscription site has no contact page of its own: the words stay, without a dead link.
    expect(text).not.toContain('/contactus');
  });

  it('keeps the visitor’s prefix, says when the text is English only, and speaks British English', async () => {
    const th = await w.get('premium', `${prefixForLocale('th')}/company/privacy-policy`);
    expect(th.statusCode).toBe(200);
    const text = mainText(th.body);
    expect(text).toContain('นโยบายความเป็นส่วนตัว');
    expect(text).toContain('เนื้อหาฉบับเต็มของหน้านี้มีเป็นภาษาอังกฤษ');
    expect(text).toContain('lang="en-US"');
    expect(text).toContain('href="/th/contactus"');
    const gb = mainText((await w.get('premium', `${prefixForLocale('en-gb')}/eula`)).body);
    expect(gb).toContain('Licence agreement');
    expect(gb).not.toContain('lang="en-US"');
  });

  it('shows a translated text in its own language, with links under the visitor’s prefix', async () => {
    const de = mainText((await w.get('premium', `${prefixForLocale('de')}/company/privacy-policy`)).body);
    expect(de).toContain('Datenschutzerklärung');
    expect(de).toContain('Wir verkaufen keine personenbezogenen Daten');
    expect(de).not.toContain('auf Englisch');
    expect(de).not.toContain('lang="en-US"');
    expect(de).toContain('href="/de/contactus"');
    const th = mainText((await w.get('premium', `${prefixForLocale('th')}/company/terms`)).body);
    expect(th).toContain('ข้อกำหนดเหล่านี้ใช้กับผู้เยี่ยมชมและลูกค้าทุกคน');
    expect(th).not.toContain('lang="en-US"');
  });

  it('the register form links the terms it asks the visitor to accept', async () => {
    const premium = await w.get('premium', '/register');
    expect(premium.body).toContain('href="/company/terms"');
    expect(premium.body).toContain('href="/company/privacy-policy"');
    const subscription = await w.get('subscription', '/join');
    expect(subscription.body).toContain('href="/legal/terms-of-use"');
  });
});
