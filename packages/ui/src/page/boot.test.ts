// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  afterPicturePaint,
  BOOT_LATER_ATTRIBUTE,
  BOOT_SCRIPT_ATTRIBUTE,
  BOOT_SCRIPTS_ATTRIBUTE,
  boot,
  declaredScripts,
  PICTURE_WAIT_MS,
  SCRIPT_STATE_ATTRIBUTE,
  showLater,
  startScripts,
} from './boot';

/** A document that never fetches or runs what it holds (no browsing context). */
function page(body: string, visibilityState: 'visible' | 'hidden' = 'visible') {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = body;
  // The pictures are still on their way until the test fires their load or error event.
  for (const img of doc.querySelectorAll('img')) {
    img.decode = () => Promise.resolve();
    Object.defineProperty(img, 'complete', { value: false });
  }
  const frames: Array<() => void> = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  const win = {
    document: Object.assign(doc, {}),
    requestAnimationFrame(run: () => void) {
      frames.push(run);
      return frames.length;
    },
    setTimeout(run: () => void, ms: number) {
      timers.set(next, { run, ms });
      return next++;
    },
    clearTimeout(id: number) {
      timers.delete(id);
    },
  };
  Object.defineProperty(doc, 'visibilityState', { value: visibilityState });
  const runTimers = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms > ms) continue;
      timers.delete(id);
      timer.run();
    }
  };
  return { doc, win: win as unknown as Window & typeof globalThis, frames, runTimers };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function tracked(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

const PRELOADS = `<template ${BOOT_SCRIPTS_ATTRIBUTE}>
  <link rel="preload" as="script" href="/assets/host.A.js" integrity="sha384-host" crossorigin="anonymous" ${BOOT_SCRIPT_ATTRIBUTE}>
  <link rel="preload" as="script" href="/components/Header/static/remoteEntry.B.js" integrity="sha384-header" crossorigin="anonymous" ${BOOT_SCRIPT_ATTRIBUTE} data-remote-entry="Header">
  <link rel="preload" as="script" href="/search/assets/app.C.js" integrity="sha384-app" crossorigin="anonymous" ${BOOT_SCRIPT_ATTRIBUTE}>
</template>
<link rel="preload" as="image" href="/media/1/thumb.jpg">`;

describe('remote scripts of the first screen declared in the HTML with their integrity', () => {
  it('starts one script per declared preload, in order, with its integrity and anonymous CORS', () => {
    const { doc } = page(PRELOADS);
    const scripts = startScripts(doc, declaredScripts(doc));
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual([
      '/assets/host.A.js',
      '/components/Header/static/remoteEntry.B.js',
      '/search/assets/app.C.js',
    ]);
    expect(scripts.map((s) => s.getAttribute('integrity'))).toEqual([
      'sha384-host',
      'sha384-header',
      'sha384-app',
    ]);
    // Inserted scripts run in insertion order only when not async: the host shares React first.
    expect(scripts.every((s) => s.getAttribute('crossorigin') === 'anonymous' && s.async === false)).toBe(
      true,
    );
    expect(scripts[1]?.getAttribute('data-remote-entry')).toBe('Header');
    expect([...doc.body.querySelectorAll('script')]).toEqual(scripts);
  });

  it('declares them where nothing fetches them before the boot: in an inert template', () => {
    const { doc } = page(PRELOADS);
    expect(doc.querySelectorAll('link[rel="preload"][as="script"]')).toHaveLength(0);
    expect(declaredScripts(doc).map((link) => link.getAttribute('href'))).toEqual([
      '/assets/host.A.js',
      '/components/Header/static/remoteEntry.B.js',
      '/search/assets/app.C.js',
    ]);
  });

  it('marks a script that ran or failed, so the loader need not wait for events already past', () => {
    const { doc } = page(PRELOADS);
    const [host, header] = startScripts(doc, declaredScripts(doc));
    host?.dispatchEvent(new Event('load'));
    header?.dispatchEvent(new Event('error'));
    expect(host?.getAttribute(SCRIPT_STATE_ATTRIBUTE)).toBe('loaded');
    expect(header?.getAttribute(SCRIPT_STATE_ATTRIBUTE)).toBe('failed');
  });
});

describe('the scripts wait for the largest picture to be painted', () => {
  it('waits for the high-priority picture to load, then for the frame that paints it', async () => {
    const { doc, win, frames, runTimers } = page(
      '<img fetchpriority="high" src="/media/1/comp.jpg"><img loading="lazy" src="/media/2/thumb.jpg">',
    );
    const state = tracked(afterPicturePaint(win));
    await flush();
    expect(frames).toHaveLength(0);
    doc.querySelector('img')?.dispatchEvent(new Event('load'));
    await flush();
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(state.done).toBe(false);
    runTimers(0);
    await flush();
    expect(state.done).toBe(true);
  });

  it('goes on after the first frame on a page without such a picture', async () => {
    const { win, frames, runTimers } = page('<h1>Find the image</h1>');
    const state = tracked(afterPicturePaint(win));
    await flush();
    frames[0]?.();
    runTimers(0);
    await flush();
    expect(state.done).toBe(true);
  });

  it('does not let a picture that never arrives hold the page back for longer than the cap', async () => {
    const { win, frames, runTimers } = page('<img fetchpriority="high" src="/media/1/comp.jpg">');
    const state = tracked(afterPicturePaint(win));
    await flush();
    runTimers(PICTURE_WAIT_MS - 1);
    await flush();
    expect(state.done).toBe(false);
    runTimers(PICTURE_WAIT_MS);
    await flush();
    expect(frames).toHaveLength(0);
    expect(state.done).toBe(true);
  });

  it('goes on after a picture that fails to load', async () => {
    const { doc, win, frames, runTimers } = page('<img fetchpriority="high" src="/media/1/comp.jpg">');
    const state = tracked(afterPicturePaint(win));
    doc.querySelector('img')?.dispatchEvent(new Event('error'));
    await flush();
    frames[0]?.();
    runTimers(0);
    await flush();
    expect(state.done).toBe(true);
  });

  it('does not wait on a hidden page, which paints nothing', async () => {
    const { win } = page('<img fetchpriority="high" src="/media/1/comp.jpg">', 'hidden');
    const state = tracked(afterPicturePaint(win));
    await flush();
    expect(state.done).toBe(true);
  });
});

const STYLESHEET = `<template ${BOOT_LATER_ATTRIBUTE}><link rel="stylesheet" href="/assets/styles.S.css" integrity="sha384-styles" crossorigin="anonymous"></template>`;

describe('what the page shows once its first screen is painted', () => {
  it('puts decoration where its template was, in order, and only then fetches its pictures', () => {
    const { doc } = page(
      `<div class="mosaic"><template ${BOOT_LATER_ATTRIBUTE}><img src="/media/1/thumb.jpg"><img src="/media/2/thumb.jpg"></template></div><h1>Find</h1>`,
    );
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    const shown = showLater(doc);
    expect(shown.map((el) => el.getAttribute('src'))).toEqual(['/media/1/thumb.jpg', '/media/2/thumb.jpg']);
    expect(shown.every((el) => el.parentElement === doc.querySelector('.mosaic'))).toBe(true);
    expect(doc.querySelector('template')).toBeNull();
  });

  it('adds the link its template holds to the end of the body, with its integrity and CORS mode', () => {
    const { doc } = page(`<main>Results</main>${STYLESHEET}`);
    expect(doc.querySelectorAll('link')).toHaveLength(0);
    const [link, ...more] = showLater(doc) as HTMLLinkElement[];
    expect(more).toHaveLength(0);
    expect(link?.parentElement).toBe(doc.body);
    expect(doc.body.lastElementChild).toBe(link);
    expect([link?.rel, link?.getAttribute('href'), link?.getAttribute('integrity')]).toEqual([
      'stylesheet',
      '/assets/styles.S.css',
      'sha384-styles',
    ]);
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it("waits for the largest picture's frame, then adds the stylesheet before the scripts", async () => {
    const { doc, win, frames, runTimers } = page(
      `<img fetchpriority="high" src="/media/1/comp.jpg">${PRELOADS}${STYLESHEET}`,
    );
    const started = boot(win);
    await flush();
    expect(doc.querySelector('body > link[rel="stylesheet"]')).toBeNull();
    doc.querySelector('img')?.dispatchEvent(new Event('load'));
    await flush();
    frames[0]?.();
    runTimers(0);
    const scripts = await started;
    const link = doc.querySelector('body > link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('/assets/styles.S.css');
    expect(scripts).toHaveLength(3);
    expect(link?.compareDocumentPosition(scripts[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
