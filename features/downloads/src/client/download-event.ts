/**
 * Browser entry of the pages with a licensed file's download link (the licence history, the
 * plans' "licensed" page): starting a download reports "Asset Downloaded" (spec §7) to the
 * page's data layer. The server puts the download type on the link, because only it knows
 * whether the licence was downloaded before. The link works without this script.
 */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

function start() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-download-type]')) {
    link.addEventListener('click', () => {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({
        event: 'asset_downloaded',
        event_name: 'Asset Downloaded',
        download_type: link.dataset.downloadType ?? '',
        asset_id: link.dataset.assetId ?? '',
      });
    });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
