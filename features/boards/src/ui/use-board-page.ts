import { createHttpClient, HttpError, type PageContext } from '@lightbox/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { assetUri, BOARD_LIST_PAGE_SIZE, type BoardMemberRights, moveAsset } from '../domain/rules';
import type { BoardView, CommentView, InvitationView, MemberView } from '../presenters';
import type { BoardPageData } from './board-data';

export type Announce = (message: string) => void;

/**
 * The board page's state in the browser: the data the server rendered, kept fresh by the
 * board's event stream (another tab or member changed something: fetch it all again), and the
 * calls behind reorder, comments and sharing. Effects never run on the server.
 */
export function useBoardPage(page: PageContext, initial: BoardPageData) {
  const [data, setData] = useState(initial);
  const [gone, setGone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [updates, setUpdates] = useState(0);
  const http = useMemo(() => createHttpClient({ prefix: page.prefix }), [page.prefix]);
  const base = `/collaboration/boards/${initial.board.id}`;
  const owner = initial.board.access === 'owner';
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const [board, comments, members, invitations] = await Promise.all([
        http.get<BoardView>(`${base}.json`, { query: { assetsPageSize: String(BOARD_LIST_PAGE_SIZE) } }),
        http.get<{ comments: CommentView[] }>(`${base}/comments.json`),
        http.get<{ members: MemberView[] }>(`${base}/members.json`),
        owner ? http.get<{ invitations: InvitationView[] }>(`${base}/invitations.json`) : undefined,
      ]);
      // A slower, older refresh must not overwrite a newer one.
      if (mine !== generation.current) return;
      setData((d) => ({
        ...d,
        board,
        comments: comments.comments,
        members: members.members,
        invitations: invitations ? invitations.invitations : null,
      }));
    } catch (e) {
      if (e instanceof HttpError && e.status === 404) setGone(true);
    }
  }, [http, base, owner]);

  useEffect(() => {
    const source = new EventSource(`${page.prefix}${base}/events`);
    source.addEventListener('change', (event) => {
      const { change } = JSON.parse((event as MessageEvent<string>).data) as { change: string };
      if (change === 'deleted') setGone(true);
      else void refresh().then(() => setUpdates((n) => n + 1));
    });
    // A reconnect may have missed changes: catch up once the stream is back.
    let first = true;
    source.addEventListener('ready', () => {
      if (!first) void refresh();
      first = false;
    });
    return () => source.close();
  }, [page.prefix, base, refresh]);

  /** Runs a call; a failure shows the server's message and the page reloads its data. */
  const call = useCallback(
    async (task: () => Promise<unknown>): Promise<boolean> => {
      setError(undefined);
      try {
        await task();
        return true;
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        void refresh();
        return false;
      }
    },
    [refresh],
  );

  const move = useCallback(
    async (assetId: number, delta: number): Promise<number[] | undefined> => {
      const order = moveAsset(data.board.assetIds, assetId, delta);
      if (order.join() === data.board.assetIds.join()) return undefined;
      const rank = new Map(order.map((id, i) => [id, i]));
      // Shown at once; the server's answer (or a refresh after a 409) settles it.
      setData((d) => ({
        ...d,
        board: {
          ...d.board,
          assetIds: order,
          assets: [...d.board.assets].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0)),
        },
      }));
      const ok = await call(async () => {
        const board = await http.put<BoardView>(`${base}/order.json`, { assets: order.map(assetUri) });
        setData((d) => ({ ...d, board }));
      });
      return ok ? order : undefined;
    },
    [data.board.assetIds, call, http, base],
  );

  return {
    data,
    gone,
    error,
    /** How many live changes arrived since the page loaded. */
    updates,
    move,
    comment: (assetId: number, text: string) =>
      call(async () => {
        const added = await http.post<CommentView>(`${base}/comments.json`, { assetId, text });
        setData((d) => ({ ...d, comments: [...d.comments.filter((c) => c.id !== added.id), added] }));
      }),
    deleteComment: (commentId: number) =>
      call(async () => {
        await http.delete(`${base}/comments/${commentId}.json`);
        setData((d) => ({ ...d, comments: d.comments.filter((c) => c.id !== commentId) }));
      }),
    invite: (rights: BoardMemberRights) =>
      call(async () => {
        const added = await http.post<InvitationView>(`${base}/invitations.json`, { rights });
        setData((d) => ({ ...d, invitations: [added, ...(d.invitations ?? [])] }));
      }),
    revoke: (invitationId: number) =>
      call(async () => {
        await http.delete(`${base}/invitations/${invitationId}.json`);
        setData((d) => ({ ...d, invitations: (d.invitations ?? []).filter((i) => i.id !== invitationId) }));
      }),
    removeMember: (userId: number) =>
      call(async () => {
        await http.delete(`${base}/members/${userId}.json`);
        setData((d) => ({ ...d, members: d.members.filter((m) => m.userId !== userId) }));
      }),
    leave: () =>
      call(async () => {
        await http.delete(`${base}/members/${data.viewerId}.json`);
        window.location.assign(`${page.prefix}/collaboration/shared-boards`);
      }),
  };
}
