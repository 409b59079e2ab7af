import { SHARED_SCOPE_KEY } from '@lightbox/ui/host/shared-scope';

/**
 * Browser entry of the boards pages. It is deferred like the host runtime but placed before it
 * in the page, and takes React from the host's shared scope: so unless the host has already
 * run, it starts at DOMContentLoaded, which fires after every deferred script (the host's too).
 */
function start() {
  void import('./pages-main');
}
if ((globalThis as Record<string, unknown>)[SHARED_SCOPE_KEY]) start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
