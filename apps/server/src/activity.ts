import type { Server } from 'node:http';
import type { VisitorActivity } from '@lightbox/catalogue';

/**
 * Counts the server's requests in flight and remembers when the last one ended, so background
 * work (the thumbnail warm-up, housekeeping) can wait for a quiet moment. Watched on the HTTP
 * server itself, so every request counts, whichever route answers it and however it ends
 * (answered, aborted, timed out).
 */
export function trackRequests(server: Server): VisitorActivity {
  let inFlight = 0;
  let lastEndedAt = 0;
  server.on('request', (_request, response) => {
    inFlight++;
    // 'close' comes once per response, after 'finish' or when the connection dropped first.
    response.once('close', () => {
      inFlight--;
      lastEndedAt = performance.now();
    });
  });
  return { inFlight: () => inFlight, lastEndedAt: () => lastEndedAt };
}
