/**
 * Browser entry of the boards pages. It is deferred like the host runtime but placed before it
 * in the page, and takes React from the host's shared scope: so it starts only once the
 * document has loaded, when every deferred script (the host's too) has run.
 */
function start() {
  void import('./pages-main');
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
