import { prefixForLocale } from '@lightbox/core';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, downloadsWorld, mainText } from './test-fixtures';

describe.each(testDatabaseKinds())('the using-files help page on %s', (kind) => {
  let w: Awaited<ReturnType<typeof downloadsWorld>>;

  beforeAll(async () => {
    w = await downloadsWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  const onSite = (host: string, url: string, cookie?: string) =>
    w.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...(cookie && { cookie }) } });

  it.each(['premium.localhost', 'subscription.localhost'])(
    'answers on %s with the spec’s anchors',
    async (host) => {
      const res = await onSite(host, '/faq/using-files');
      expect(res.statusCode).toBe(200);
      for (const anchor of ['photos', 'illustrations-and-vectors', 'video-clips']) {
        expect(res.body).toContain(`id="${anchor}"`);
        expect(res.body).toContain(`href="#${anchor}"`);
      }
      const text = mainText(res.body);
      expect(text).toContain('800 px');
      expect(text).toContain('Licensed clips download as H.264 MP4 files at the licensed definition');
    },
  );

  it('is translated, and British English says licence', async () => {
    const de = await onSite('subscription.localhost', `${prefixForLocale('de')}/faq/using-files`);
    expect(de.statusCode).toBe(200);
    expect(mainText(de.body)).toContain('Ihre Dateien verwenden');
    const gb = await onSite('subscription.localhost', `${prefixForLocale('en-gb')}/faq/using-files`);
    expect(mainText(gb.body)).toContain('licence history');
  });

  it('the licence history links to it', async () => {
    const buyer = await createCustomer(w.database);
    const res = await w.get('/account/download', await w.sessionOf(buyer));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/faq/using-files"');
  });
});
