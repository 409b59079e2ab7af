import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { grantStaff } from '@lightbox/analytics/staff';
import { seedCatalogue, seedCuratedSets } from '@lightbox/catalogue';
import { type MailMessage, parseConfig } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import { createCartService } from '@lightbox/purchase/cart-service';
import { createCheckout } from '@lightbox/purchase/checkout-service';
import { createTestProcessor } from '@lightbox/purchase/payments/test-processor';
import { GOOD_CARD } from '@lightbox/purchase/test-fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The whole server: the console sits behind the accounts feature's sessions and the staff role.
import { createApp } from '../../../apps/server/src/app';
import { FEATURES } from '../../../apps/server/src/features';
import { TestClient } from '../../../apps/server/src/testing/test-client';

const NO_BUNDLE = { url: '/absent.js', integrity: 'sha384-absent' };
const MANIFEST = { host: NO_BUNDLE, styles: NO_BUNDLE, features: {}, remotes: {} };

describe.each(testDatabaseKinds())('the operator console on %s', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createApp>>;
  const sent: MailMessage[] = [];
  let staff: TestClient;
  let customer: TestClient;
  let customerId: number;

  async function signedIn(email: string): Promise<{ client: TestClient; id: number }> {
    const { rows } = await sql<{ id: number }>`
      insert into account_users (email, username, password_hash, display_name, country_code, registered_site, email_verified_at)
      values (${email}, ${email.split('@')[0]}, 'x', 'Person', 'USA', 'premium', now()) returning id`.execute(
      database.db,
    );
    const token = randomBytes(32).toString('base64url');
    await sql`insert into account_sessions (token_hash, user_id, password_at, remember_me, expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, ${rows[0]!.id}, now(), false,
        now() + interval '1 hour')`.execute(database.db);
    const client = new TestClient(app);
    client.cookies.set('lb_session', token);
    await client.get('/'); // the page's CSRF token, as a browser has it
    return { client, id: rows[0]!.id };
  }

  beforeAll(async () => {
    database = await createTestDatabase(
      kind,
      FEATURES.flatMap((feature) => (feature.migrationsDir ? [feature.migrationsDir] : [])),
    );
    await seedCatalogue(database.db, { count: 60, seed: 5 });
    await seedCuratedSets(database.db);
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    app = await createApp({
      config,
      database,
      manifest: MANIFEST,
      mediaDir: '/nonexistent',
      mail: {
        kind: 'folder',
        async send(message) {
          sent.push(message);
          return { messageId: String(sent.length) };
        },
      },
    });
    staff = (await signedIn('ops@example.test')).client;
    expect(await grantStaff(database.db, 'ops@example.test')).toMatchObject({ ok: true });
    const buyer = await signedIn('buyer@example.test');
    customer = buyer.client;
    customerId = buyer.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const assetIds = async (n: number, where = sql`true`, order = sql`id`) =>
    (
      await sql<{ id: number }>`select id from assets where ${where} order by ${order} limit ${n}`.execute(
        database.db,
      )
    ).rows.map((r) => r.id);
  const auditCount = async (subject: string, id: number) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from console_audit
        where subject_type = ${subject} and subject_id = ${id}`.execute(database.db)
    ).rows[0]!.n;

  it('access: a visitor and a signed-in customer get the not-found page on every console path, GET and POST', async () => {
    const [id] = await assetIds(1);
    const visitor = new TestClient(app);
    await visitor.get('/');
    const paths = [
      '/operator/assets',
      `/operator/assets/${id}`,
      '/operator/orders',
      '/operator/orders/1',
      `/operator/customers/${customerId}`,
      '/operator/sets',
      '/operator/sets/1',
    ];
    const posts = [
      `/operator/assets/${id}`,
      `/operator/assets/${id}/withdraw`,
      `/operator/assets/${id}/restore`,
      '/operator/assets/bulk',
      '/operator/orders/1/refund',
      '/operator/orders/1/resend',
      '/operator/sets/1/add',
      '/operator/sets/1/remove',
    ];
    for (const client of [visitor, customer]) {
      for (const path of paths) {
        const res = await client.get(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.body).not.toContain('lb-console');
      }
      for (const path of posts) {
        const res = await client.post(path, {
          _csrf: client.csrf ?? '',
          id: String(id),
          availability: 'withdraw',
        });
        expect(res.statusCode, path).toBe(404);
      }
    }
    expect(
      (
        await sql<{ w: Date | null }>`select withdrawn_at as w from assets where id = ${id}`.execute(
          database.db,
        )
      ).rows[0]!.w,
    ).toBeNull();
    expect((await staff.get('/operator/assets')).statusCode).toBe(200);
    expect((await staff.get(`/operator/assets/${id}`)).statusCode).toBe(200);
  });

  async function editForm(id: number): Promise<Record<string, string>> {
    const { rows } = await sql<{
      title: string;
      caption: string;
      keywords: string[];
      contributor: string;
      license_type: string;
      collection_code: string;
      exclusive: boolean;
    }>`
      select title, caption, keywords, contributor, license_type, collection_code, exclusive from assets where id = ${id}`.execute(
      database.db,
    );
    const a = rows[0]!;
    return {
      _csrf: staff.csrf!,
      title: a.title,
      caption: a.caption,
      keywords: a.keywords.join(', '),
      creator: a.contributor,
      creditLine: '',
      copyright: '',
      licence: a.license_type,
      collection: a.collection_code,
      tier: a.exclusive ? 'signature' : 'essentials',
    };
  }

  it('audit trail: an edit is saved, reaches search at once, and is kept append-only with who, when, before and after', async () => {
    const [id] = await assetIds(1, sql`license_type = 'rf' and not exclusive`);
    const other = (
      await sql<{ code: string }>`select collection_code as code from assets
      where collection_code <> (select collection_code from assets where id = ${id}) limit 1`.execute(
        database.db,
      )
    ).rows[0]!.code;
    await staff.get(`/operator/assets/${id}`);
    const form = await editForm(id!);
    const res = await staff.post(`/operator/assets/${id}`, {
      ...form,
      title: 'Harbour cranes at dawn',
      keywords: 'zanzibarquay, harbour, Harbour',
      creditLine: 'Ada Lens / Lightbox',
      copyright: '© 2026 Ada Lens',
      licence: 'rm',
      collection: other,
      tier: 'signature',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`/operator/assets/${id}?done=saved`);

    const stored = (
      await sql<{
        title: string;
        keywords: string[];
        license_type: string;
        collection_code: string;
        exclusive: boolean;
        credit_line: string;
      }>`
      select title, keywords, license_type, collection_code, exclusive, credit_line from assets where id = ${id}`.execute(
        database.db,
      )
    ).rows[0]!;
    expect(stored).toMatchObject({
      title: 'Harbour cranes at dawn',
      keywords: ['zanzibarquay', 'harbour'],
      license_type: 'rm',
      collection_code: other,
      exclusive: true,
      credit_line: 'Ada Lens / Lightbox',
    });
    // The search table is fed from the catalogue in the same transaction.
    const found = await sql<{ id: number; license_type: string; collection_code: string }>`
      select id, license_type, collection_code from asset_search
      where document @@ plainto_tsquery('english', 'zanzibarquay')`.execute(database.db);
    expect(found.rows).toEqual([{ id, license_type: 'rm', collection_code: other }]);

    const audit = await sql<{
      staff_email: string;
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>`
      select staff_email, action, before, after from console_audit where subject_type = 'asset' and subject_id = ${id}`.execute(
      database.db,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ staff_email: 'ops@example.test', action: 'edit' });
    expect(audit.rows[0]!.after).toMatchObject({
      title: 'Harbour cranes at dawn',
      license_type: 'rm',
      exclusive: true,
      credit_line: 'Ada Lens / Lightbox',
    });
    expect(audit.rows[0]!.before).toMatchObject({ license_type: 'rf', credit_line: '' });
    expect(Object.keys(audit.rows[0]!.after)).not.toContain('caption'); // unchanged fields are not recorded

    const page = await staff.get(`/operator/assets/${id}?done=saved`);
    expect(page.body).toContain('Changes saved.');
    expect(page.body).toContain('ops@example.test');
    expect(page.body).toContain('Ada Lens / Lightbox');

    // Saving the same form again changes nothing and records nothing.
    const again = await staff.post(`/operator/assets/${id}`, {
      ...(await editForm(id!)),
      creditLine: 'Ada Lens / Lightbox',
      copyright: '© 2026 Ada Lens',
    });
    expect(again.headers.location).toContain('done=unchanged');
    expect(await auditCount('asset', id!)).toBe(1);

    await expect(
      sql`update console_audit set staff_email = 'someone@else' where subject_id = ${id}`.execute(
        database.db,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from console_audit where subject_id = ${id}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
  });

  it('bad input: every field error is shown next to its field with 422, and nothing is written', async () => {
    const [id] = await assetIds(1, sql`true`, sql`id desc`);
    await staff.get(`/operator/assets/${id}`);
    const before = (
      await sql<{ title: string }>`select title from assets where id = ${id}`.execute(database.db)
    ).rows[0]!.title;
    const res = await staff.post(`/operator/assets/${id}`, {
      ...(await editForm(id!)),
      title: '  ',
      licence: 'free',
      collection: 'nope',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Enter a title of at most 200 characters.');
    expect(res.body).toContain('id="licence-error"');
    expect(res.body).toContain('id="collection-error"');
    expect(
      (await sql<{ title: string }>`select title from assets where id = ${id}`.execute(database.db)).rows[0]!
        .title,
    ).toBe(before);
    expect(await auditCount('asset', id!)).toBe(0);
  });

  it('withdraw and restore: visitors get 410 for a withdrawn asset, search leaves it out, staff still find it', async () => {
    const [id] = await assetIds(1, sql`asset_type = 'image'`, sql`id desc`);
    const visitor = new TestClient(app);
    expect((await visitor.get(`/detail/${id}`)).statusCode).toBe(200);
    await staff.get(`/operator/assets/${id}`);
    expect((await staff.post(`/operator/assets/${id}/withdraw`, { _csrf: staff.csrf! })).statusCode).toBe(
      303,
    );
    expect((await visitor.get(`/detail/${id}`)).statusCode).toBe(410);
    const inSearch = await sql<{
      w: Date | null;
    }>`select withdrawn_at as w from asset_search where id = ${id}`.execute(database.db);
    expect(inSearch.rows[0]!.w).not.toBeNull();
    const list = await staff.get(`/operator/assets?q=${id}&status=withdrawn`);
    expect(list.body).toContain(`href="/operator/assets/${id}"`);
    expect((await staff.post(`/operator/assets/${id}/restore`, { _csrf: staff.csrf! })).statusCode).toBe(303);
    expect((await visitor.get(`/detail/${id}`)).statusCode).toBe(200);
    const actions = await sql<{ action: string; after: { withdrawn: boolean } }>`
      select action, after from console_audit where subject_type = 'asset' and subject_id = ${id} order by id`.execute(
      database.db,
    );
    expect(actions.rows).toEqual([
      { action: 'withdraw', after: { withdrawn: true } },
      { action: 'restore', after: { withdrawn: false } },
    ]);
  });

  it('bulk edit: a selection is changed all at once with one audit row per asset; a bad choice changes none', async () => {
    const ids = await assetIds(
      3,
      sql`asset_type = 'image' and withdrawn_at is null and id not in (select subject_id from console_audit)`,
    );
    const target = (
      await sql<{ code: string }>`select collection_code as code from assets
      where collection_code <> all(select collection_code from assets where id = any(${ids}::int[])) limit 1`.execute(
        database.db,
      )
    ).rows[0]!.code;
    await staff.get('/operator/assets');
    const form = new URLSearchParams({ _csrf: staff.csrf! });
    for (const id of ids) form.append('id', String(id));
    form.append('collection', 'no-such-collection');
    const post = (body: URLSearchParams) =>
      app.inject({
        method: 'POST',
        url: '/operator/assets/bulk',
        headers: {
          host: 'premium.localhost',
          accept: 'text/html',
          cookie: staff.cookieHeader(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: body.toString(),
      });
    expect((await post(form)).statusCode).toBe(422);
    const unchanged = await sql<{
      n: number;
    }>`select count(*)::int as n from assets where id = any(${ids}::int[]) and collection_code = ${target}`.execute(
      database.db,
    );
    expect(unchanged.rows[0]!.n).toBe(0);

    form.set('collection', target);
    form.set('tier', 'essentials');
    form.set('availability', 'withdraw');
    const done = await post(form);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('changed=3');
    const rows = await sql<{ collection_code: string; exclusive: boolean; withdrawn: boolean }>`
      select s.collection_code, a.exclusive, s.withdrawn_at is not null as withdrawn
      from assets a join asset_search s on s.id = a.id where a.id = any(${ids}::int[])`.execute(database.db);
    expect(rows.rows).toEqual(
      ids.map(() => ({ collection_code: target, exclusive: false, withdrawn: true })),
    );
    for (const id of ids) expect(await auditCount('asset', id)).toBe(1);
  });

  async function paidOrder(lines: number): Promise<{ orderId: number; lineIds: number[]; total: number }> {
    const ids = await assetIds(
      lines,
      sql`license_type = 'rf' and asset_type = 'image' and withdrawn_at is null`,
    );
    const carts = createCartService(database.db);
    const owner = { site: 'premium' as const, userId: customerId };
    for (const id of ids)
      expect(await carts.add(owner, id, { sku: 'rf-image-small' }, new Date())).toMatchObject({ ok: true });
    const checkout = createCheckout({
      db: database.db,
      provider: createTestProcessor(database.db),
      seller: { name: 'Agency', address: 'Street 1' },
    });
    const result = await checkout.checkout({
      userId: customerId,
      teamId: null,
      email: 'buyer@example.test',
      site: 'premium',
      cartId: (await carts.find(owner))!,
      currency: 'USD',
      billingName: 'Ada Buyer',
      billingCountry: 'USA',
      licenseeName: null,
      agreementAccepted: true,
      idempotencyKey: randomUUID(),
      card: GOOD_CARD,
      returnUrl: '/purchase/checkout',
      now: new Date(),
    });
    expect(result.status).toBe('paid');
    const orderId = (result as { orderId: number }).orderId;
    const { rows } = await sql<{
      id: number;
      total: number;
    }>`select id, total_minor as total from purchase_order_lines where order_id = ${orderId} order by position`.execute(
      database.db,
    );
    return { orderId, lineIds: rows.map((r) => r.id), total: rows.reduce((s, r) => s + r.total, 0) };
  }

  const refund = async (orderId: number, lines: number[], key: string) => {
    await staff.get(`/operator/orders/${orderId}`);
    const body = new URLSearchParams({ _csrf: staff.csrf!, key });
    for (const line of lines) body.append('line', String(line));
    return app.inject({
      method: 'POST',
      url: `/operator/orders/${orderId}/refund`,
      headers: {
        host: 'premium.localhost',
        accept: 'text/html',
        cookie: staff.cookieHeader(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body.toString(),
    });
  };
  const processorRefunded = async (orderId: number) =>
    (
      await sql<{ n: number }>`select t.refunded_minor as n from purchase_test_processor_payments t
      join purchase_payments p on p.provider_ref = t.ref where p.order_id = ${orderId}`.execute(database.db)
    ).rows[0]!.n;

  it('refunds: part of an order, the same request twice, more than was paid refused, then the rest; licences of refunded lines revoked', async () => {
    const { orderId, lineIds, total } = await paidOrder(3);
    const found = await staff.get('/operator/orders?q=buyer%40example');
    expect(found.body).toContain(`href="/operator/orders/${orderId}"`);
    expect((await staff.get(`/operator/orders?q=%23${orderId}`)).body).toContain(`#${orderId}`);

    const first = lineIds[0]!;
    const firstTotal = (
      await sql<{ t: number }>`select total_minor as t from purchase_order_lines where id = ${first}`.execute(
        database.db,
      )
    ).rows[0]!.t;
    const key = randomUUID();
    const partial = await refund(orderId, [first], key);
    expect(partial.statusCode).toBe(303);
    expect(partial.headers.location).toContain(`refunded=${firstTotal}`);
    // The same form posted twice (a double click, a retry): one refund.
    expect((await refund(orderId, [first], key)).statusCode).toBe(303);
    expect(await processorRefunded(orderId)).toBe(firstTotal);
    const state = async () =>
      (
        await sql<{ state: string }>`select state from purchase_orders where id = ${orderId}`.execute(
          database.db,
        )
      ).rows[0]!.state;
    expect(await state()).not.toBe('refunded');
    const revoked = async () =>
      (
        await sql<{
          id: number;
        }>`select order_line_id as id from purchase_licences where revoked_at is not null and order_line_id = any(${lineIds}::int[]) order by 1`.execute(
          database.db,
        )
      ).rows.map((r) => r.id);
    expect(await revoked()).toEqual([first]);

    // A line already given back cannot be refunded again under a new request.
    const twice = await refund(orderId, [first, lineIds[1]!], randomUUID());
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('A chosen line has already been refunded.');
    expect(await processorRefunded(orderId)).toBe(firstTotal);
    // Nothing chosen, or a line of another order: refused, nothing written.
    expect((await refund(orderId, [], randomUUID())).statusCode).toBe(422);

    const rest = await refund(orderId, lineIds.slice(1), randomUUID());
    expect(rest.statusCode).toBe(303);
    expect(await processorRefunded(orderId)).toBe(total);
    expect(await state()).toBe('refunded');
    expect(await revoked()).toEqual([...lineIds].sort((a, b) => a - b));
    // Over-refund: nothing is left to give back.
    const over = await refund(orderId, lineIds.slice(1), randomUUID());
    expect(over.statusCode).toBe(409);
    expect(await processorRefunded(orderId)).toBe(total);
    expect(await auditCount('order', orderId)).toBe(2);

    const page = await staff.get(`/operator/customers/${customerId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Revoked');
  });

  it('a refund never exceeds what was captured, even when lines add up to more', async () => {
    const { orderId, lineIds } = await paidOrder(2);
    // An order whose captured payment is smaller than its lines (a promotion applied to the payment).
    await sql`update purchase_payments set amount_minor = 1 where order_id = ${orderId}`.execute(database.db);
    const res = await refund(orderId, lineIds, randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('That is more than was paid for this order.');
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from purchase_refunds where order_id = ${orderId}`.execute(database.db)
      ).rows[0]!.n,
    ).toBe(0);
  });

  it('resends the confirmation mail to the customer', async () => {
    const { orderId } = await paidOrder(1);
    const before = sent.length;
    await staff.get(`/operator/orders/${orderId}`);
    const res = await staff.post(`/operator/orders/${orderId}/resend`, { _csrf: staff.csrf! });
    expect(res.statusCode).toBe(303);
    expect(sent.slice(before).map((m) => m.to)).toEqual(['buyer@example.test']);
  });

  it('curated sets: staff add and remove members, each change audited; a bad ID is refused with 422', async () => {
    const members = async () =>
      (
        await sql<{
          id: number;
        }>`select asset_id as id from curated_set_assets where set_id = 1 order by position`.execute(
          database.db,
        )
      ).rows.map((r) => r.id);
    const before = await members();
    const [outsider] = await assetIds(
      1,
      sql`id not in (select asset_id from curated_set_assets where set_id = 1)`,
    );
    await staff.get('/operator/sets/1');
    const added = await staff.post('/operator/sets/1/add', { _csrf: staff.csrf!, asset: String(outsider) });
    expect(added.statusCode).toBe(303);
    expect(await members()).toEqual([...before, outsider]);
    // The curated set filter reads the same table.
    const filtered = await sql<{
      n: number;
    }>`select count(*)::int as n from asset_search d where d.id = ${outsider}
      and d.id in (select m.asset_id from curated_set_assets m join curated_sets s on s.id = m.set_id where s.slug = 'signature-photos')`.execute(
      database.db,
    );
    expect(filtered.rows[0]!.n).toBe(1);
    expect(
      (await staff.post('/operator/sets/1/add', { _csrf: staff.csrf!, asset: String(outsider) })).headers
        .location,
    ).toContain('done=unchanged');
    const bad = await staff.post('/operator/sets/1/add', { _csrf: staff.csrf!, asset: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('There is no asset with this ID.');
    expect(
      (await staff.post('/operator/sets/1/add', { _csrf: staff.csrf!, asset: '999999999' })).statusCode,
    ).toBe(422);
    expect(
      (await staff.post('/operator/sets/1/remove', { _csrf: staff.csrf!, asset: String(outsider) }))
        .statusCode,
    ).toBe(303);
    expect(await members()).toEqual(before);
    const audit = await sql<{
      action: string;
    }>`select action from console_audit where subject_type = 'curated_set' and subject_id = 1 order by id`.execute(
      database.db,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['add_asset', 'remove_asset']);
    expect((await staff.get('/operator/sets/1')).body).toContain('remove_asset');
  });
});
