/**
 * Browser entry of the bulk download page: reports "Bulk Downloaded" (spec §7) to the page's data
 * layer when the customer starts the zip download, with the file count and the download type.
 * The page works without it: the link is a plain download link.
 */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

function start() {
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
