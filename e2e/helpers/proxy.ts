import http from 'node:http';
import type net from 'node:net';

/**
 * A small reverse proxy on loopback, standing for the balancer in front of several server
 * processes: each request goes to the next target in turn (round-robin), with its Host header
 * as sent and the client's address appended to X-Forwarded-For. Responses are streamed, so
 * Server-Sent Events pass through as they come.
 */
export interface Balancer {
  port: number;
  /** Requests sent to each target so far, in the order of the targets. */
  readonly counts: number[];
  close(): Promise<void>;
}

/** Listens on `port` (0: a free one). */
export async function startProxy(targets: readonly number[], port = 0): Promise<Balancer> {
  const counts = targets.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const forwarded = request.headers['x-forwarded-for'];
    const client = request.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targets[index],
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...request.headers,
          'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    // A browser that leaves a page ends its stream: end the upstream request with it (only
    // then, so a finished exchange leaves its kept-alive connection to the pool).
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  });
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
