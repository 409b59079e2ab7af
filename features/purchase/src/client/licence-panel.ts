/**
 * Browser entry of the detail page's licence panel: a comp download reports "Asset Comp
 * Downloaded" (spec §7) to the page's data layer. The link works without it.
 */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

function start() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-comp-download]')) {
    link.addEventListener('click', () => {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({
        event: 'comp_download',
        event_name: 'Asset Comp Downloaded',
        asset_id: link.dataset.compDownload ?? '',
      });
    });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
