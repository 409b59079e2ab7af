/**
 * How long a client may take to send a request. Node's defaults let a connection that sends
 * half its headers live 60–90 s and one that stops half way through its body live for ever
 * (Fastify turns the whole-request limit off), so a few hundred slow clients could hold every
 * socket. Every request this store takes is small (forms and JSON under 64 KiB) except the
 * search-by-image picture (at most 10 MiB, which the whole-request limit still allows at about
 * 10 Mbit/s); nothing here limits how long the server takes to answer.
 */
export const HEADERS_TIMEOUT_MS = 5_000;
/** The whole request, headers and body, from its first byte. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How often Node checks the two limits above (its default, 30 s, would add up to 30 s to each). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Fastify's server options that apply them (Fastify passes `http` on to http.createServer). */
export function requestTimeoutOptions() {
  return {
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
  };
}
