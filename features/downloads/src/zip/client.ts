/**
 * Browser entry of the bulk download page: follows the zip's progress on the server (files
 * made, then bytes sent) in the page's progress bar, and reports "Bulk Downloaded" (spec §7)
 * to the page's data layer when the customer starts the zip download. The page works without
 * it: the link is a plain download link.
 */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

interface ZipNow {
  id: string;
  state: 'preparing' | 'ready' | 'sending' | 'paused' | 'done';
  percent: number;
}

const POLL_MS = 1500;

function follow(box: HTMLElement) {
  const id = box.dataset.zipProgress;
  const recent = box.dataset.progressUrl;
  const bar = box.querySelector('progress');
  const status = box.querySelector('span');
  if (!id || !recent || !bar || !status) return;
  const tick = async () => {
    let zip: ZipNow | undefined;
    try {
      const res = await fetch(recent, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      if (res.ok) zip = ((await res.json()) as { zips: ZipNow[] }).zips.find((z) => z.id === id);
    } catch {
      // Offline for a moment: the next tick tries again.
    }
    if (zip) {
      bar.value = zip.percent;
      const text = box.dataset[`text${zip.state[0]!.toUpperCase()}${zip.state.slice(1)}`];
      if (text) status.textContent = text.replace('{percent}', String(zip.percent));
      if (zip.state === 'done') return;
    }
    setTimeout(tick, POLL_MS);
  };
  void tick();
}

function start() {
  for (const box of document.querySelectorAll<HTMLElement>('[data-zip-progress]')) follow(box);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-zip-files]')) {
    link.addEventListener('click', () => {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({
        event: 'bulk_download',
        event_name: 'Bulk Downloaded',
        count: Number(link.dataset.zipFiles),
        download_type: 'multiple',
      });
    });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
