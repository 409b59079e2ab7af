/**
 * The page's first-screen scripts are declared in its HTML as preloads (with their integrity),
 * downloaded at once but run only when the largest picture has been painted: on a phone,
 * evaluating React before that frame is what kept the picture off the screen.
 */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot-script';
/**
 * On a `<template>` holding the page's whole stylesheet link: the first screen is drawn by the
 * rules inlined in the head, and the whole sheet (the rules of menus, dialogs and every other
 * page) is fetched only once that screen is painted, so its download does not share the
 * connection with the first pictures and its style pass does not come before their frame.
 */
export const BOOT_STYLE_ATTRIBUTE = 'data-boot-style';
/** Set by the boot on each script it starts: `loaded` or `failed`, so a late listener knows. */
export const SCRIPT_STATE_ATTRIBUTE = 'data-script-state';
/** The longest a slow picture may hold the scripts back: the page must become interactive. */
export const PICTURE_WAIT_MS = 2_000;

/** The preloads a page declares for its boot, in the order they must run. */
export function declaredScripts(doc: Document): HTMLLinkElement[] {
  return Array.from(doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][${BOOT_SCRIPT_ATTRIBUTE}]`));
}

/**
 * Adds one <script> per declared preload, with the same URL, integrity and CORS mode (so the
 * preloaded response is used), `async = false` so they run in order: the host runtime first,
 * which shares React with the remotes and the page's application after it.
 */
export function startScripts(doc: Document, links: HTMLLinkElement[]): HTMLScriptElement[] {
  // Seen in a performance trace: where the page's scripts were let go.
  doc.defaultView?.performance?.mark?.('lightbox:scripts-started');
  return links.map((link) => {
    const script = doc.createElement('script');
    script.src = link.getAttribute('href') ?? '';
    script.setAttribute('integrity', link.getAttribute('integrity') ?? '');
    script.setAttribute('crossorigin', 'anonymous');
    script.async = false;
    const remote = link.getAttribute('data-remote-entry');
    if (remote) script.setAttribute('data-remote-entry', remote);
    script.addEventListener('load', () => script.setAttribute(SCRIPT_STATE_ATTRIBUTE, 'loaded'), {
      once: true,
    });
    script.addEventListener('error', () => script.setAttribute(SCRIPT_STATE_ATTRIBUTE, 'failed'), {
      once: true,
    });
    doc.body.appendChild(script);
    return script;
  });
}

/** Adds the links the page's style templates hold to the end of its body (BOOT_STYLE_ATTRIBUTE). */
export function startStyles(doc: Document): HTMLLinkElement[] {
  return Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${BOOT_STYLE_ATTRIBUTE}]`)).flatMap(
    (template) => {
      const links = Array.from(template.content.querySelectorAll('link')).map(
        (link) => doc.importNode(link, true) as HTMLLinkElement,
      );
      doc.body.append(...links);
      return links;
    },
  );
}

function pictureSettled(img: HTMLImageElement): Promise<void> {
  if (img.complete) return img.decode().catch(() => undefined);
  return new Promise((resolve) => {
    const done = () => resolve(img.decode().catch(() => undefined));
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Settles once the first screen is painted: its pictures fetched first (`fetchpriority="high"`)
 * loaded, decoded and drawn in a frame, or the first frame when it has none; at once for a
 * hidden page; after `capMs` at the latest.
 */
export function afterPicturePaint(win: Window & typeof globalThis, capMs = PICTURE_WAIT_MS): Promise<void> {
  const doc = win.document;
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  const pictures = Array.from(doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  return new Promise((resolve) => {
    const cap = win.setTimeout(resolve, capMs);
    void Promise.all(pictures.map(pictureSettled)).then(() =>
      win.requestAnimationFrame(() => {
        // A task queued from the frame's callback runs after that frame is painted.
        win.setTimeout(() => {
          win.clearTimeout(cap);
          resolve();
        }, 0);
      }),
    );
  });
}

export async function boot(win: Window & typeof globalThis): Promise<HTMLScriptElement[]> {
  const links = declaredScripts(win.document);
  await afterPicturePaint(win);
  startStyles(win.document);
  return startScripts(win.document, links);
}
