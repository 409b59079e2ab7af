/**
 * The consent banner in the browser: the Footer's "Cookie settings" link reopens it (the link
 * goes to /cookie-settings without JavaScript), focus moves to its heading, and Escape closes a
 * reopened banner and returns focus. Choosing submits the banner's form to the server, which
 * stores the cookie and reloads the page with what it allows.
 */
const BANNER_ID = 'lb-consent';

function start() {
  const banner = document.getElementById(BANNER_ID);
  if (!banner) return;
  let opener: HTMLElement | undefined;

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-open]');
    if (!link) return;
    event.preventDefault();
    opener = link;
    banner.hidden = false;
    banner.querySelector<HTMLElement>('h2')?.focus();
  });

  banner.addEventListener('keydown', (event) => {
    // A first-time banner stays until a choice is made; a reopened one may be dismissed.
    if (event.key !== 'Escape' || !opener) return;
    banner.hidden = true;
    opener.focus();
    opener = undefined;
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

export {};
