import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { FEATURES } from './features';
import { STUB_MANIFEST } from './testing/stub-manifest';

/**
 * A client that sends half a request and then waits must not hold a connection for minutes
 * (issue #23: headers were dropped after 70 s, a half-sent body never). Raw sockets against the
 * started server: the test only checks that the server ends the connection, with the test's
 * own generous limit as the bound, not how fast.
 */
describe('the started storefront server', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    const manifest = STUB_MANIFEST;
    database = await createTestDatabase(
      'pglite',
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-timeouts-'));
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dir });
    app = await createApp({ config, database, manifest, mediaDir: dir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as net.AddressInfo).port;
  });
  const sockets = new Set<net.Socket>();
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app.close();
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** Sends the text, then waits for the server to end the connection; resolves with what it said. */
  function sendAndWaitForClose(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      sockets.add(socket);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
  }

  it('ends a connection whose headers never finish', async () => {
    const answer = await sendAndWaitForClose('GET / HTTP/1.1\r\nHost: premium.localhost\r\nX-Slow: ');
    // Node answers 408 when it can; either way the connection is gone.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('ends a connection whose body stops half way', async () => {
    const answer = await sendAndWaitForClose(
      'POST /sign-in HTTP/1.1\r\nHost: premium.localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 1000\r\n\r\nidentifier=someone',
    );
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('still serves a whole request on a kept-alive connection', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
