/**
 * Browser entry of the "preparing your clip" page: follows the master's progress and starts
 * the download, once, when it is ready.
 */
const POLL_MS = 2000;

function follow(box: HTMLElement) {
  const check = box.dataset.clipCheck;
  const url = box.dataset.clipUrl;
  const bar = box.querySelector('progress');
  const status = box.querySelector('span');
  if (!check || !url || !bar || !status) return;
  const template = status.textContent?.replace(/\d+/, '{percent}') ?? '';
  const tick = async () => {
    try {
      const res = await fetch(check, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      const now = (await res.json()) as { ready: boolean; percent: number };
      bar.value = now.percent;
      if (now.ready) {
        status.textContent = box.dataset.textReady ?? '';
        window.location.assign(url);
        return;
      }
      status.textContent = template.replace('{percent}', String(now.percent));
    } catch {
      // Offline for a moment: the next tick tries again.
    }
    setTimeout(tick, POLL_MS);
  };
  setTimeout(tick, POLL_MS);
}

function start() {
  for (const box of document.querySelectorAll<HTMLElement>('[data-clip-check]')) follow(box);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
