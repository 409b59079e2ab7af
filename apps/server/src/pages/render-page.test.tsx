import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ClientManifest } from '../build/manifest';
import { createPageRenderer } from './render-page';

const file = (url: string) => ({ url, integrity: `sha384-${url.replace(/\W/g, '')}` });
const MANIFEST: ClientManifest = {
  host: file('/assets/host.H.js'),
  boot: file('/assets/boot.B.js'),
  styles: file('/assets/styles.S.css'),
  features: {},
  remotes: {},
};
const remoteEntry = (_site: string, name: string) => ({
  remoteEntry: `/components/${name}/static/remoteEntry.R.js`,
  integrity: `sha384-${name}`,
});

async function render(manifest: ClientManifest, content: () => React.ReactElement): Promise<string> {
  let html = '';
  const reply = {
    code: () => reply,
    header: () => reply,
    send: (body: string) => {
      html = body;
      return reply;
    },
  } as unknown as FastifyReply;
  const request = {
    site: 'premium',
    locale: 'en-us',
    prefix: '',
    id: 'req-1',
    url: '/',
    cookies: {},
    log: { warn: () => undefined },
  } as unknown as FastifyRequest;
  await createPageRenderer({ manifest, remoteEntry })(request, reply, {
    name: 'test',
    title: 'Test',
    content,
    hydrate: { rootId: 'app', dataId: 'app-data', data: {}, script: file('/search/assets/app.A.js') },
  });
  return html;
}

describe('remote scripts of the first screen declared in the HTML with their integrity', () => {
  it("declares them in running order, in the boot's template, and runs only the boot", async () => {
    const html = await render(MANIFEST, () => <p>Results</p>);
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" integrity="([^"]+)"/g),
    ];
    expect(preloads.map((m) => m[1])).toEqual([
      '/assets/host.H.js',
      '/components/Header/static/remoteEntry.R.js',
      '/search/assets/app.A.js',
    ]);
    expect(preloads[1]?.[2]).toBe('sha384-Header');
    // Inert until the boot adds them: the first pictures have the connection to themselves.
    expect(html).toMatch(
      /<template data-boot-scripts>(<link rel="preload" as="script"[^>]*>){3}<\/template>/,
    );
    expect([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/boot.B.js',
    ]);
  });

  it('leaves the whole stylesheet to the boot, and links it for a browser without scripts', async () => {
    const html = await render({ ...MANIFEST, styles: { ...MANIFEST.styles, rules: [] } }, () => (
      <p>Results</p>
    ));
    const link =
      '<link rel="stylesheet" href="/assets/styles.S.css" integrity="sha384-assetsstylesScss" crossorigin="anonymous">';
    expect(html).toContain(`<template data-boot-later>${link}</template><noscript>${link}</noscript></body>`);
    expect(html.split(link)).toHaveLength(3);
  });

  it('keeps deferred scripts on a page whose own markup loads a script that expects the host', async () => {
    const html = await render(MANIFEST, () => (
      <script defer src="/boards/assets/pages.P.js" integrity="sha384-boards" crossOrigin="anonymous" />
    ));
    expect(html).not.toContain('data-boot-script');
    expect([...html.matchAll(/<script defer[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/boards/assets/pages.P.js',
      '/assets/host.H.js',
      '/components/Header/static/remoteEntry.R.js',
      '/search/assets/app.A.js',
    ]);
    expect(html).toContain('data-remote-entry="Header"');
  });

  it('keeps deferred scripts when the build has no boot', async () => {
    const { boot: _boot, ...withoutBoot } = MANIFEST;
    const html = await render(withoutBoot, () => <p>Results</p>);
    expect(html).not.toContain('data-boot-script');
    expect(html).toMatch(
      /<script defer src="\/assets\/host\.H\.js" integrity="sha384-[^"]+" crossorigin="anonymous">/,
    );
  });
});
