/**
 * Browser entry of /plans-and-pricing: reports the monthly/annual toggle and opened FAQ items to
 * the page's data layer (spec §7 "PNP Subscription Term Toggle", "PNP FAQ"), as the purchase
 * feature reports the cart. The page works without it: the toggle is two radios and CSS.
 */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

function push(event: Record<string, unknown>) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'user_experience', ...event });
}

function start() {
  for (const input of document.querySelectorAll<HTMLInputElement>(
    '.lb-plans__toggle input[name="lb-term"]',
  )) {
    input.addEventListener('change', () => {
      if (input.checked) push({ event_name: 'PNP Subscription Term Toggle', term: input.value });
    });
  }
  for (const item of document.querySelectorAll<HTMLDetailsElement>('.lb-plans__faq details')) {
    // Opening only: closing a question again is not a new interest.
    item.addEventListener('toggle', () => {
      if (item.open) push({ event_name: 'PNP FAQ', question: item.dataset.faq ?? '' });
    });
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
