import autocannon from 'autocannon';

/**
 * One autocannon run in a process of its own, for bench/load.ts: the saturating load's
 * responses (hundreds a second) are read here, so the event loop that times the probes is not
 * the one that parses them, and a probe's p99 is the server's delay, not the load generator's.
 * Argument: the run's options as JSON; prints the result's figures as JSON.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  host: string;
  requests: { path: string }[];
  connections: number;
  seconds: number;
  timeout: number;
};
const result = await autocannon({
  url: options.url,
  headers: { host: options.host, 'accept-encoding': 'br, gzip' },
  requests: options.requests,
  connections: options.connections,
  timeout: options.timeout,
  duration: options.seconds,
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  }),
);
