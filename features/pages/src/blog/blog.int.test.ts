import { prefixForLocale } from '@lightbox/core';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainText, pagesWorld } from '../test-fixtures';

describe.each(testDatabaseKinds())('the blog on %s', (kind) => {
  let w: Awaited<ReturnType<typeof pagesWorld>>;

  beforeAll(async () => {
    w = await pagesWorld(kind);
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it('lists the posts newest first on both sites, each opening at its own address', async () => {
    for (const site of ['premium', 'subscription'] as const) {
      const text = mainText((await w.get(site, '/blog')).body);
      const welcome = text.indexOf('href="/blog/welcome"');
      const tips = text.indexOf('href="/blog/finding-pictures"');
      expect(welcome).toBeGreaterThan(-1);
      expect(tips).toBeGreaterThan(welcome);
    }
    const post = await w.get('subscription', '/blog/welcome');
    expect(post.statusCode).toBe(200);
    expect(mainText(post.body)).toContain('is a stock-media store run by Harbour Pictures Ltd.');
    expect((await w.get('premium', '/blog/no-such-post')).statusCode).toBe(404);
  });

  it('says in other languages that the posts are English, and marks them so', async () => {
    const text = mainText((await w.get('premium', `${prefixForLocale('ja')}/blog`)).body);
    expect(text).toContain('記事は英語で書かれています。');
    expect(text).toContain('lang="en-US"');
    expect(text).toContain('href="/jp/blog/welcome"');
  });
});
