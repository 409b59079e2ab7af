import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequests } from './activity';

describe('trackRequests: background work sees the requests in flight and when the last ended', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  });

  async function serverHolding() {
    const held: (() => void)[] = [];
    const server = createServer((_req, res) => {
      held.push(() => res.end('ok'));
    });
    servers.push(server);
    const activity = trackRequests(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const get = () =>
      new Promise<number>((resolve, reject) => {
        request({ port, host: '127.0.0.1', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
    return { activity, held, get };
  }

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((r) => setTimeout(r, 2));
  };

  it('counts a request from its arrival until its answer, then records when it ended', async () => {
    const { activity, held, get } = await serverHolding();
    expect(activity.inFlight()).toBe(0);
    expect(activity.lastEndedAt()).toBe(0);
    const first = get();
    const second = get();
    await until(() => held.length === 2);
    expect(activity.inFlight()).toBe(2);
    held[0]!();
    await first;
    await until(() => activity.inFlight() === 1);
    const ended = activity.lastEndedAt();
    expect(ended).toBeGreaterThan(0);
    expect(ended).toBeLessThanOrEqual(performance.now());
    held[1]!();
    await second;
    await until(() => activity.inFlight() === 0);
    expect(activity.lastEndedAt()).toBeGreaterThanOrEqual(ended);
  });

  it('stops counting a request whose visitor went away before the answer', async () => {
    const { activity, held, get } = await serverHolding();
    const pending = get().catch(() => 'dropped');
    await until(() => held.length === 1);
    expect(activity.inFlight()).toBe(1);
    // The visitor's connection drops; the server never answers.
    for (const s of servers) s.closeAllConnections();
    expect(await pending).toBe('dropped');
    await until(() => activity.inFlight() === 0);
  });
});
