/**
 * The page's first-screen scripts are declared in its HTML (URL, integrity, the remote each
 * registers) inside an inert `<template>`, so nothing fetches them until the largest picture has
 * been painted: then the boot adds them, in order. On a phone's connection, scripts fetched with
 * the page shared its bandwidth with the first pictures; evaluated before that frame, they kept
 * the picture off the screen.
 */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot-script';
/**
 * On a `<template>` whose content the page shows only once its first screen is painted: the
 * whole stylesheet's link (the first screen is drawn by the rules inlined in the head; the rest
 * serve menus, dialogs and other pages) and decoration such as the home page's mosaic. Nothing
 * in it then shares a phone's connection with the first pictures or comes before their frame.
 */
export const BOOT_LATER_ATTRIBUTE = 'data-boot-later';
/** Set by the boot on each script it starts: `loaded` or `failed`, so a late listener knows. */
export const SCRIPT_STATE_ATTRIBUTE = 'data-script-state';
/** The longest a slow picture may hold the scripts back: the page must become interactive. */
export const PICTURE_WAIT_MS = 2_000;

/** On the `<template>` that holds the declarations (inert: a link in it fetches nothing). */
export const BOOT_SCRIPTS_ATTRIBUTE = 'data-boot-scripts';

/** The scripts a page declares for its boot, in the order they must run. */
export function declaredScripts(doc: Document): HTMLLinkElement[] {
  return Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${BOOT_SCRIPTS_ATTRIBUTE}]`)).flatMap(
    (template) =>
      Array.from(template.content.querySelectorAll<HTMLLinkElement>(`link[${BOOT_SCRIPT_ATTRIBUTE}]`)),
  );
}

/**
 * Adds one <script> per declared link, with its URL, integrity and CORS mode, `async = false`
 * so they run in order: the host runtime first, which shares React with the remotes and the
 * page's application after it.
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

/** Puts the content of each BOOT_LATER_ATTRIBUTE template where the template is; returns it. */
export function showLater(doc: Document): Element[] {
  return Array.from(doc.querySelectorAll<HTMLTemplateElement>(`template[${BOOT_LATER_ATTRIBUTE}]`)).flatMap(
    (template) => {
      const content = doc.importNode(template.content, true);
      const elements = Array.from(content.children);
      template.replaceWith(content);
      return elements;
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
  showLater(win.document);
  return startScripts(win.document, links);
}
