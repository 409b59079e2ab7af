import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_COMMENT_MAX, BOARD_INVITATIONS_MAX } from './domain/rules';
import { type BoardsTestApp, createBoardsTestApp, NOT_FOUND_PAGE } from './testing/test-app';

/**
 * Issue 6, second part, on a real database: reorder, invitation links and members, comments,
 * shared boards, curated sets, the contact sheet (page and PDF) and the HTML 404 of the board
 * page. Each test makes its own customers and boards.
 */
describe.each(testDatabaseKinds())('boards sharing, order and comments on %s', (kind) => {
  let t: BoardsTestApp;
  beforeAll(async () => {
    t = await createBoardsTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A board of `owner` holding the first `n` seeded assets, in that order. */
  async function board(owner: number, n = 3): Promise<{ id: number; assets: number[] }> {
    const created = (await t.call(owner, 'POST', '/collaboration/boards.json', { name: 'Moodboard' })).json();
    const assets = t.assets.slice(0, n);
    const res = await t.call(owner, 'PUT', `/collaboration/boards/${created.id}.json`, {
      assets: assets.map((id) => `gi:${id}`),
      action_type: 'add_assets',
    });
    expect(res.statusCode).toBe(200);
    return { id: created.id, assets };
  }

  async function share(owner: number, boardId: number, member: number, rights: 'view' | 'edit') {
    const link = await t.call(owner, 'POST', `/collaboration/boards/${boardId}/invitations.json`, { rights });
    expect(link.statusCode).toBe(201);
    const joined = await t.call(member, 'GET', link.json().path, undefined, 'text/html');
    expect(joined.statusCode).toBe(303);
    return link.json() as { id: number; path: string };
  }

  const order = async (user: number, id: number) =>
    (await t.call(user, 'GET', `/collaboration/boards/${id}.json`)).json().assetIds as number[];

  describe('reorder', () => {
    it('puts the assets in the order given and lists them by position', async () => {
      const owner = await t.newUser();
      const b = await board(owner, 4);
      const wanted = [b.assets[2]!, b.assets[0]!, b.assets[3]!, b.assets[1]!];
      const res = await t.call(owner, 'PUT', `/collaboration/boards/${b.id}/order.json`, {
        assets: wanted.map((id) => `gi:${id}`),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().assets.map((a: { id: number }) => a.id)).toEqual(wanted);
      expect(await order(owner, b.id)).toEqual(wanted);
    });

    it('refuses a partial, stale, duplicated or malformed order with a 4xx and changes nothing', async () => {
      const owner = await t.newUser();
      const b = await board(owner, 3);
      const put = (assets: unknown) =>
        t.call(owner, 'PUT', `/collaboration/boards/${b.id}/order.json`, { assets });
      const partial = await put(b.assets.slice(0, 2).map(String));
      expect(partial.statusCode).toBe(409);
      expect(partial.json().error).toBe('board_order_stale');
      expect(await put([...b.assets, t.assets[5]]).then((r) => r.statusCode)).toBe(409);
      expect((await put([b.assets[0], b.assets[0], b.assets[1]])).statusCode).toBe(400);
      expect((await put(['gi:abc', ...b.assets.slice(1)])).statusCode).toBe(400);
      expect((await put('not a list')).statusCode).toBe(400);
      expect(await order(owner, b.id)).toEqual(b.assets);
    });

    it('lets an editing member reorder; a viewer gets 403 and a stranger 404', async () => {
      const owner = await t.newUser();
      const editor = await t.newUser();
      const viewer = await t.newUser();
      const stranger = await t.newUser();
      const b = await board(owner, 2);
      await share(owner, b.id, editor, 'edit');
      await share(owner, b.id, viewer, 'view');
      const reversed = { assets: [...b.assets].reverse() };
      expect(
        (await t.call(viewer, 'PUT', `/collaboration/boards/${b.id}/order.json`, reversed)).statusCode,
      ).toBe(403);
      expect(
        (await t.call(stranger, 'PUT', `/collaboration/boards/${b.id}/order.json`, reversed)).statusCode,
      ).toBe(404);
      expect(await order(owner, b.id)).toEqual(b.assets);
      expect(
        (await t.call(editor, 'PUT', `/collaboration/boards/${b.id}/order.json`, reversed)).statusCode,
      ).toBe(200);
      expect(await order(owner, b.id)).toEqual(reversed.assets);
    });
  });

  describe('invitation links and members', () => {
    it('joins a signed-in customer with the link’s rights and lists the board as shared with them', async () => {
      const owner = await t.newUser();
      const member = await t.newUser();
      const b = await board(owner, 1);
      const link = await share(owner, b.id, member, 'view');
      expect(link.path).toMatch(
        new RegExp(`^/collaboration/boards/${b.id}\\?invitation_code=[A-Za-z0-9_-]{43}$`),
      );
      const seen = (await t.call(member, 'GET', `/collaboration/boards/${b.id}.json`)).json();
      expect(seen.access).toBe('view');
      const shared = await t.call(member, 'GET', '/collaboration/shared-boards', undefined, 'text/html');
      expect(shared.statusCode).toBe(200);
      expect(shared.body).toContain(`/collaboration/boards/${b.id}`);
      const ownShared = await t.call(owner, 'GET', '/collaboration/shared-boards', undefined, 'text/html');
      expect(ownShared.body).not.toContain(`/collaboration/boards/${b.id}"`);
      // An edit link upgrades the viewer; a later view link does not downgrade them.
      await share(owner, b.id, member, 'edit');
      await share(owner, b.id, member, 'view');
      expect((await t.call(member, 'GET', `/collaboration/boards/${b.id}.json`)).json().access).toBe('edit');
      const members = (await t.call(owner, 'GET', `/collaboration/boards/${b.id}/members.json`)).json()
        .members;
      expect(members).toEqual([expect.objectContaining({ userId: member, rights: 'edit' })]);
    });

    it('sends a signed-out visitor to sign in with the link as a relative returnurl', async () => {
      const owner = await t.newUser();
      const b = await board(owner, 1);
      const link = (
        await t.call(owner, 'POST', `/collaboration/boards/${b.id}/invitations.json`, { rights: 'view' })
      ).json();
      const res = await t.call(undefined, 'GET', link.path, undefined, 'text/html');
      expect(res.statusCode).toBe(303);
      const returnUrl = new URL(res.headers.location as string, 'http://x').searchParams.get('returnurl');
      expect(returnUrl).toBe(link.path);
    });

    it('stops a revoked link from working, and only the owner manages links', async () => {
      const owner = await t.newUser();
      const member = await t.newUser();
      const late = await t.newUser();
      const b = await board(owner, 1);
      const link = await share(owner, b.id, member, 'edit');
      expect((await t.call(member, 'GET', `/collaboration/boards/${b.id}/invitations.json`)).statusCode).toBe(
        403,
      );
      expect(
        (await t.call(member, 'POST', `/collaboration/boards/${b.id}/invitations.json`, { rights: 'edit' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.call(member, 'DELETE', `/collaboration/boards/${b.id}/invitations/${link.id}.json`))
          .statusCode,
      ).toBe(403);
      expect((await t.call(late, 'GET', `/collaboration/boards/${b.id}/invitations.json`)).statusCode).toBe(
        404,
      );
      expect(
        (await t.call(owner, 'DELETE', `/collaboration/boards/${b.id}/invitations/${link.id}.json`))
          .statusCode,
      ).toBe(204);
      expect(
        (await t.call(owner, 'DELETE', `/collaboration/boards/${b.id}/invitations/${link.id}.json`))
          .statusCode,
      ).toBe(404);
      const revoked = await t.call(late, 'GET', link.path, undefined, 'text/html');
      expect(revoked.statusCode).toBe(404);
      expect(revoked.body).toContain(NOT_FOUND_PAGE);
      expect((await t.call(late, 'GET', `/collaboration/boards/${b.id}.json`)).statusCode).toBe(404);
      const listed = (await t.call(owner, 'GET', `/collaboration/boards/${b.id}/invitations.json`)).json();
      expect(listed.invitations).toEqual([]);
    });

    it('refuses bad rights, guessed codes and a code for another board', async () => {
      const owner = await t.newUser();
      const guest = await t.newUser();
      const a = await board(owner, 1);
      const b = await board(owner, 1);
      const bad = await t.call(owner, 'POST', `/collaboration/boards/${a.id}/invitations.json`, {
        rights: 'admin',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('rights');
      const link = (
        await t.call(owner, 'POST', `/collaboration/boards/${a.id}/invitations.json`, { rights: 'edit' })
      ).json();
      const code = new URL(link.path, 'http://x').searchParams.get('invitation_code');
      for (const path of [
        `/collaboration/boards/${b.id}?invitation_code=${code}`,
        `/collaboration/boards/${a.id}?invitation_code=${'A'.repeat(43)}`,
        `/collaboration/boards/${a.id}?invitation_code=short`,
      ]) {
        expect((await t.call(guest, 'GET', path, undefined, 'text/html')).statusCode).toBe(404);
      }
      expect((await t.call(guest, 'GET', `/collaboration/boards/${a.id}.json`)).statusCode).toBe(404);
    });

    it(`caps open links per board at ${BOARD_INVITATIONS_MAX}`, async () => {
      const owner = await t.newUser();
      const b = await board(owner, 1);
      for (let i = 0; i < BOARD_INVITATIONS_MAX; i++) {
        expect(
          (await t.call(owner, 'POST', `/collaboration/boards/${b.id}/invitations.json`, { rights: 'view' }))
            .statusCode,
        ).toBe(201);
      }
      expect(
        (await t.call(owner, 'POST', `/collaboration/boards/${b.id}/invitations.json`, { rights: 'view' }))
          .statusCode,
      ).toBe(400);
    });

    it('lets the owner remove a member and a member leave; others may not remove anyone', async () => {
      const owner = await t.newUser();
      const one = await t.newUser();
      const two = await t.newUser();
      const b = await board(owner, 1);
      await share(owner, b.id, one, 'edit');
      await share(owner, b.id, two, 'view');
      expect(
        (await t.call(one, 'DELETE', `/collaboration/boards/${b.id}/members/${two}.json`)).statusCode,
      ).toBe(403);
      expect(
        (await t.call(owner, 'DELETE', `/collaboration/boards/${b.id}/members/${one}.json`)).statusCode,
      ).toBe(204);
      expect((await t.call(one, 'GET', `/collaboration/boards/${b.id}.json`)).statusCode).toBe(404);
      expect(
        (await t.call(two, 'DELETE', `/collaboration/boards/${b.id}/members/${two}.json`)).statusCode,
      ).toBe(204);
      expect(
        (await t.call(owner, 'GET', `/collaboration/boards/${b.id}/members.json`)).json().members,
      ).toEqual([]);
    });
  });

  describe('comments', () => {
    it('lets the owner and members comment, escapes them on the page, and only the author deletes', async () => {
      const owner = await t.newUser();
      const viewer = await t.newUser();
      const stranger = await t.newUser();
      const b = await board(owner, 2);
      await share(owner, b.id, viewer, 'view');
      const url = `/collaboration/boards/${b.id}/comments.json`;
      const mine = await t.call(owner, 'POST', url, { assetId: b.assets[0], text: '  <b>Cover?</b>  ' });
      expect(mine.statusCode).toBe(201);
      expect(mine.json()).toMatchObject({ text: '<b>Cover?</b>', mine: true, assetId: b.assets[0] });
      const theirs = await t.call(viewer, 'POST', url, { assetId: `gi:${b.assets[1]}`, text: 'Love it' });
      expect(theirs.statusCode).toBe(201);
      expect((await t.call(stranger, 'POST', url, { assetId: b.assets[0], text: 'hi' })).statusCode).toBe(
        404,
      );
      expect((await t.call(stranger, 'GET', url)).statusCode).toBe(404);

      const listed = (await t.call(viewer, 'GET', url)).json().comments;
      expect(listed.map((c: { text: string; mine: boolean }) => [c.text, c.mine])).toEqual([
        ['<b>Cover?</b>', false],
        ['Love it', true],
      ]);
      const page = await t.call(owner, 'GET', `/collaboration/boards/${b.id}`, undefined, 'text/html');
      expect(page.body).not.toContain('<b>Cover?</b>');
      expect(page.body).toContain('&lt;b&gt;Cover?&lt;/b&gt;');

      const own = `/collaboration/boards/${b.id}/comments/${mine.json().id}.json`;
      expect((await t.call(viewer, 'DELETE', own)).statusCode).toBe(403);
      expect((await t.call(owner, 'DELETE', own)).statusCode).toBe(204);
      expect((await t.call(owner, 'DELETE', own)).statusCode).toBe(404);
    });

    it(`refuses empty, over-long (${BOARD_COMMENT_MAX}) and off-board comments with a 400`, async () => {
      const owner = await t.newUser();
      const b = await board(owner, 1);
      const url = `/collaboration/boards/${b.id}/comments.json`;
      for (const body of [
        { assetId: b.assets[0], text: '   ' },
        { assetId: b.assets[0] },
        { assetId: b.assets[0], text: 'x'.repeat(BOARD_COMMENT_MAX + 1) },
        { assetId: 'nope', text: 'hi' },
        { assetId: t.assets[9], text: 'not on the board' },
      ]) {
        const res = await t.call(owner, 'POST', url, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
      expect(
        (await t.call(owner, 'POST', url, { assetId: b.assets[0], text: 'x'.repeat(BOARD_COMMENT_MAX) }))
          .statusCode,
      ).toBe(201);
      expect((await t.call(owner, 'GET', url)).json().comments).toHaveLength(1);
    });

    it('keeps the comments when an edit member removes an asset, and shows them again when it returns', async () => {
      const owner = await t.newUser();
      const editor = await t.newUser();
      const b = await board(owner, 2);
      await share(owner, b.id, editor, 'edit');
      const url = `/collaboration/boards/${b.id}/comments.json`;
      await t.call(owner, 'POST', url, { assetId: b.assets[0], text: 'Our cover, keep it' });
      await t.call(owner, 'POST', url, { assetId: b.assets[1], text: 'Backup' });
      const change = (user: number, action: 'add_assets' | 'remove_assets') =>
        t.call(user, 'PUT', `/collaboration/boards/${b.id}.json`, {
          assets: [`gi:${b.assets[0]}`],
          action_type: action,
        });
      expect((await change(editor, 'remove_assets')).statusCode).toBe(200);
      // Off the board, its comments are not shown (and cannot be added to).
      const texts = async () =>
        (await t.call(owner, 'GET', url)).json().comments.map((c: { text: string }) => c.text);
      expect(await texts()).toEqual(['Backup']);
      expect((await t.call(owner, 'POST', url, { assetId: b.assets[0], text: 'hi' })).statusCode).toBe(400);
      expect((await change(editor, 'add_assets')).statusCode).toBe(200);
      const back = (await t.call(owner, 'GET', url)).json().comments;
      expect(back.map((c: { text: string; mine: boolean }) => [c.text, c.mine])).toEqual([
        ['Our cover, keep it', true],
        ['Backup', true],
      ]);
    });
  });

  describe('pages', () => {
    it('answers another customer’s board page with the HTML not-found page, the API with JSON', async () => {
      const owner = await t.newUser();
      const stranger = await t.newUser();
      const b = await board(owner, 1);
      for (const path of [
        `/collaboration/boards/${b.id}`,
        `/collaboration/boards/${b.id}/contact_sheet`,
        '/collaboration/boards/99999999',
      ]) {
        const res = await t.call(stranger, 'GET', path, undefined, 'text/html');
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain(NOT_FOUND_PAGE);
      }
      const api = await t.call(stranger, 'GET', `/collaboration/boards/${b.id}.json`);
      expect(api.statusCode).toBe(404);
      expect(api.json().error).toBe('not_found');
      expect(
        (await t.call(stranger, 'GET', `/collaboration/boards/${b.id}/contact_sheet.pdf`)).statusCode,
      ).toBe(404);
    });

    it('renders the contact sheet with every asset’s id, title and licence, for a member too', async () => {
      const owner = await t.newUser();
      const member = await t.newUser();
      const b = await board(owner, 3);
      await share(owner, b.id, member, 'view');
      const res = await t.call(
        member,
        'GET',
        `/collaboration/boards/${b.id}/contact_sheet`,
        undefined,
        'text/html',
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Contact sheet: Moodboard');
      for (const id of b.assets) {
        expect(res.body).toContain(`src="/media/${id}/thumb.jpg"`);
        expect(res.body).toContain(`Asset ID ${id}`);
      }
      expect(res.body).toMatch(/License: (Royalty-free|Rights-managed)/);
    });

    it('downloads the contact sheet as a PDF with the thumbnails embedded', async () => {
      const owner = await t.newUser();
      const b = await board(owner, 2);
      const res = await t.call(owner, 'GET', `/collaboration/boards/${b.id}/contact_sheet.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="contact-sheet-moodboard-${b.id}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Each thumbnail is an embedded JPEG image (DCTDecode stream).
      const jpegs = res.rawPayload.toString('latin1').match(/\/Filter \/DCTDecode/g) ?? [];
      expect(jpegs).toHaveLength(2);
    }, 60_000);

    it('lists the curated sets and shows one set with save buttons; an unknown set is the 404 page', async () => {
      const list = await t.call(undefined, 'GET', '/collaboration/curated-sets', undefined, 'text/html');
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('Curated sets');
      expect(list.body).toContain('href="/sets/1"');
      const set = await t.call(undefined, 'GET', '/sets/1', undefined, 'text/html');
      expect(set.statusCode).toBe(200);
      expect(set.body).toContain('Signature photos');
      expect(set.body).toContain('lb-save-board');
      const bySlug = await t.call(undefined, 'GET', '/sets/signature-photos', undefined, 'text/html');
      expect(bySlug.body).toContain('Signature photos');
      for (const path of ['/sets/999', '/sets/%3Cx%3E']) {
        const missing = await t.call(undefined, 'GET', path, undefined, 'text/html');
        expect(missing.statusCode).toBe(404);
        expect(missing.body).toContain(NOT_FOUND_PAGE);
      }
    });
  });
});
