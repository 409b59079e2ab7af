import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '@lightbox/catalogue';
import { createFolderTransport, parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { buildClient } from './build/build-client';
import { FEATURES } from './features';
import { linksIn, mailsTo, signedInClient, TestClient, uniqueEmail } from './testing/test-client';

/**
 * The storefront's boundary, through the whole server: text with control characters is refused
 * with a 400 naming the field on every route a hostile tester found (issue #23), and links in
 * mail come from the configured site address whatever the request's headers say.
 */
describe.each(testDatabaseKinds())('the storefront boundary on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  let dir: string;
  let mailDir: string;
  let assetId: number;

  beforeAll(async () => {
    const manifest = await buildClient();
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 40, seed: 11 });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-boundary-'));
    mailDir = path.join(dir, 'mail');
    // Behind a proxy: the case in which forwarded headers would be believed.
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: 'true' });
    const mail = createFolderTransport({ dir: mailDir, from: 'Lightbox <no-reply@lightbox.test>' });
    app = await createApp({ config, database, manifest, mediaDir: dir, mail });
    const row = await sql<{ id: number }>`select id from assets order by id limit 1`.execute(database.db);
    assetId = row.rows[0]!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const NUL = 'a\u0000b';

  function expectRefused(res: { statusCode: number; json(): unknown }, field: string, where: string) {
    expect(res.statusCode, where).toBe(400);
    const body = res.json() as { error: string; message: string; details: { field: string } };
    expect(body.details, where).toEqual({ field });
    expect(body.message, where).toContain(`"${field}"`);
  }

  it('refuses a NUL byte in every search parameter the search pages and APIs read', async () => {
    const visitor = new TestClient(app);
    for (const param of ['phrase', 'clarifications', 'artistexact', 'contributor']) {
      const q = `${param}=${encodeURIComponent(NUL)}`;
      for (const url of [
        `/search/2/image?${q}`,
        `/search/api/assets?${q}`,
        `/search/api/related-previews?term1=sea&${q}`,
      ]) {
        expectRefused(await visitor.get(url), param, url);
      }
    }
    expectRefused(
      await visitor.get(`/search/api/related-previews?term1=${encodeURIComponent(NUL)}`),
      'term1',
      'term1',
    );
  });

  it('refuses it in the sign-in form and both free-text fields of contact sales, before any account is looked up', async () => {
    const visitor = new TestClient(app);
    await visitor.get('/sign-in');
    const signIn = await visitor.request('POST', '/sign-in', {
      form: { identifier: NUL, password: 'whatever-it-is' },
      headers: { accept: 'application/json' },
    });
    expectRefused(signIn, 'identifier', 'sign-in');
    await visitor.get('/contact-sales');
    for (const field of ['company', 'message']) {
      const res = await visitor.request('POST', '/contact-sales', {
        form: {
          name: 'Grace',
          email: 'grace@example.com',
          country: 'DEU',
          message: 'A team licence please.',
          [field]: `x${NUL}`,
        },
        headers: { accept: 'application/json' },
      });
      expectRefused(res, field, `contact-sales ${field}`);
    }
  });

  it('refuses it in board names over both APIs and both forms, in comments and in a team name', async () => {
    const { client } = await signedInClient(app, mailDir, '10.1.0.1');
    const created = await client.request('POST', '/collaboration/boards.json', { json: { name: 'Sea' } });
    expect(created.statusCode).toBe(201);
    const boardId = String((created.json() as { id: string | number }).id);
    await client.request('POST', '/components/collaboration/api/add-assets', {
      json: { boardId, assetIds: [String(assetId)] },
    });
    const attempts: [string, Promise<{ statusCode: number; json(): unknown }>][] = [
      ['legacy API', client.request('POST', '/collaboration/boards.json', { json: { name: NUL } })],
      [
        'new API',
        client.request('POST', '/components/collaboration/api/create-board', { json: { name: NUL } }),
      ],
      [
        'create form',
        client.request('POST', '/collaboration/boards', {
          form: { name: NUL },
          headers: { accept: 'application/json' },
        }),
      ],
      [
        'rename form',
        client.request('POST', `/collaboration/boards/${boardId}/rename`, {
          form: { name: NUL },
          headers: { accept: 'application/json' },
        }),
      ],
    ];
    for (const [where, res] of attempts) expectRefused(await res, 'name', where);
    const comment = await client.request('POST', `/collaboration/boards/${boardId}/comments.json`, {
      json: { assetId: String(assetId), text: `nice${NUL}` },
    });
    expectRefused(comment, 'text', 'comment');
    await client.get('/account/team');
    const team = await client.request('POST', '/account/team', {
      form: { teamName: NUL },
      headers: { accept: 'application/json' },
    });
    expectRefused(team, 'teamName', 'team');
    // Tab, line feed and carriage return are text, not control: a comment may have lines.
    const lines = await client.request('POST', `/collaboration/boards/${boardId}/comments.json`, {
      json: { assetId: String(assetId), text: 'first line\r\n\tsecond line' },
    });
    expect(lines.statusCode).toBe(201);
  });

  it('builds mailed and shared links from the configured site address, never from Host or X-Forwarded-Host', async () => {
    const { client, email } = await signedInClient(app, mailDir, '10.2.0.1');
    const visitor = new TestClient(app, 'premium.localhost:1', '10.2.0.2');
    await visitor.get('/forgot-password');
    const hostile = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    await visitor.post('/forgot-password', { email }, hostile);
    await visitor.post('/forgot-username', { email }, hostile);
    const stranger = uniqueEmail('stranger');
    await visitor.get('/register');
    await visitor.post(
      '/register',
      { name: 'Eve', email: stranger, password: 'correct horse battery', country: 'GBR' },
      hostile,
    );
    await client.request('POST', '/account/team', { form: { teamName: 'Picture desk' }, headers: hostile });
    const invitee = uniqueEmail('invitee');
    await client.request('POST', '/account/team/invitations', {
      form: { email: invitee, role: 'member' },
      headers: hostile,
    });
    const mails = [
      ...(await mailsTo(mailDir, email)),
      ...(await mailsTo(mailDir, stranger)),
      ...(await mailsTo(mailDir, invitee)),
    ];
    const links = mails.flatMap(linksIn);
    expect(links.some((l) => l.includes('/reset-password?token='))).toBe(true);
    expect(links.some((l) => l.includes('/verify-email?token='))).toBe(true);
    expect(links.some((l) => l.includes('/account/team/join?token='))).toBe(true);
    for (const link of links) expect(link.startsWith('http://premium.localhost:3000/'), link).toBe(true);
    // The board page's share links (copied by the owner and sent on) come from the same place.
    const board = await client.request('POST', '/collaboration/boards.json', { json: { name: 'Shared' } });
    const id = String((board.json() as { id: string | number }).id);
    const page = await client.get(`/collaboration/boards/${id}`, hostile);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"origin":"http://premium.localhost:3000"');
    expect(page.body).not.toContain('evil.example');
  });
});
