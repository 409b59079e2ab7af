import { createHttpClient, type PageContext, TOAST_SAVE_TIMEOUT_MS } from '@lightbox/ui';
import { CROSS_WINDOW_EVENT_TTL_MS, DEFAULT_BOARD_ID, withAsset, withoutAsset } from '../domain/rules';
import type { BoardSummaryView, BoardView } from '../presenters';
import { type BoardsApi, COLLAB_V2_FLAG, createBoardsApi } from './api';

/** What the save button knows of an asset (spec section 3). */
export interface SavableAsset {
  id: number;
  title: string;
  shortTitle: string;
  thumbUrl: string;
  isOffline?: boolean;
}

export interface BoardsToast {
  kind: 'saved' | 'removed';
  boardId: number;
  boardName: string;
  asset: SavableAsset;
  timeoutMs: number;
  key: number;
}

export interface BoardsState {
  /** The default board; id 'default' while none is chosen. Undefined until loaded. */
  board: BoardView | undefined;
  boards: BoardSummaryView[] | undefined;
  modal: { asset: SavableAsset } | undefined;
  toast: BoardsToast | undefined;
  busy: boolean;
  error: boolean;
}

export const BOARDS_UPDATED_EVENT = 'lightbox:boards-updated';
export const BOARDS_MENU_RELOAD_EVENT = 'lightbox:boards-menu-reload';
export const BOARD_CREATED_EVENT = 'lightbox:board-created';
export const CROSS_WINDOW_KEY = 'lightbox.boards.event';
export const EXPERIENCES_KEY = 'lightbox.experiences';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

function pushDataLayer(event: Record<string, unknown>) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

function v2Enabled(): boolean {
  try {
    return (window.localStorage.getItem(EXPERIENCES_KEY) ?? '').split(',').includes(COLLAB_V2_FLAG);
  } catch {
    return false;
  }
}

type Listener = () => void;

/** One store per page: the default board, the board list, the modal and the toast. */
export function createBoardsStore(api: BoardsApi) {
  let state: BoardsState = {
    board: undefined,
    boards: undefined,
    modal: undefined,
    toast: undefined,
    busy: false,
    error: false,
  };
  const listeners = new Set<Listener>();
  let loading: Promise<void> | undefined;
  let toastKey = 0;
  const set = (patch: Partial<BoardsState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  function signal(type: string, detail: Record<string, unknown>) {
    window.dispatchEvent(new CustomEvent(type, { detail }));
    try {
      window.localStorage.setItem(
        CROSS_WINDOW_KEY,
        JSON.stringify({
          type,
          detail,
          expiresAt: Date.now() + CROSS_WINDOW_EVENT_TTL_MS,
          nonce: Math.random(),
        }),
      );
    } catch {
      // Private mode: other tabs catch up on their next load.
    }
  }

  async function refresh() {
    const [board, list] = await Promise.all([api.defaultBoard(), api.list()]);
    set({ board, boards: list.boards });
  }

  function showToast(kind: BoardsToast['kind'], board: BoardView, asset: SavableAsset) {
    if (board.id === DEFAULT_BOARD_ID) return;
    set({
      toast: {
        kind,
        boardId: board.id,
        boardName: board.name ?? '',
        asset,
        timeoutMs: TOAST_SAVE_TIMEOUT_MS,
        key: ++toastKey,
      },
    });
  }

  async function addTo(boardId: number, asset: SavableAsset) {
    const board = await api.add(boardId, asset.id);
    set({ board, modal: undefined });
    pushDataLayer({
      event: 'board_interaction',
      action: 'add_to_board',
      board_id: board.id,
      asset_id: asset.id,
    });
    signal(BOARDS_UPDATED_EVENT, { boardId: board.id, assetIds: board.assetIds });
    showToast('saved', board, asset);
  }

  async function run(task: () => Promise<void>) {
    set({ busy: true, error: false });
    try {
      await task();
      set({ busy: false });
    } catch {
      set({ busy: false, error: true });
    }
  }

  function load() {
    loading ??= refresh().catch(() => set({ error: true }));
    return loading;
  }

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Loads the default board and list once; only for signed-in, non-bot visitors. */
    load,
    refresh,
    isSaved: (assetId: number) => state.board?.assetIds.includes(assetId) ?? false,
    /** Spec section 4, points 2, 3 and 7. */
    async toggle(asset: SavableAsset) {
      await load();
      const board = state.board;
      if (!board || board.id === DEFAULT_BOARD_ID) {
        set({ modal: { asset }, error: false });
        pushDataLayer({ event: 'modal_interaction', action: 'open', modal: 'choose_board' });
        return;
      }
      const boardId = board.id;
      const saved = board.assetIds.includes(asset.id);
      // Local state first (point 7), then the call; the server's answer replaces it.
      set({
        board: {
          ...board,
          assetIds: saved ? withoutAsset(board.assetIds, asset.id) : withAsset(board.assetIds, asset.id),
        },
      });
      await run(async () => {
        if (saved) {
          const next = await api.remove(boardId, asset.id);
          set({ board: next });
          pushDataLayer({
            event: 'board_interaction',
            action: 'remove_from_board',
            board_id: boardId,
            asset_id: asset.id,
          });
          signal(BOARDS_UPDATED_EVENT, { boardId, assetIds: next.assetIds });
          showToast('removed', next, asset);
        } else {
          await addTo(boardId, asset);
        }
      });
      if (state.error) set({ board });
    },
    chooseBoard: (boardId: number) =>
      run(async () => {
        if (state.modal) await addTo(boardId, state.modal.asset);
      }),
    /** Spec section 4, point 6: the new board becomes the one to save to, then both refresh. */
    createBoard: (name: string) =>
      run(async () => {
        const created = await api.create(name);
        pushDataLayer({ event: 'board_interaction', action: 'create_board', board_id: created.id });
        signal(BOARDS_MENU_RELOAD_EVENT, {});
        signal(BOARD_CREATED_EVENT, { boardId: created.id });
        if (state.modal && typeof created.id === 'number') await addTo(created.id, state.modal.asset);
        await refresh();
      }),
    closeModal() {
      if (state.modal) pushDataLayer({ event: 'modal_interaction', action: 'close', modal: 'choose_board' });
      set({ modal: undefined, error: false });
    },
    closeToast: () => set({ toast: undefined }),
  };
}

export type BoardsStore = ReturnType<typeof createBoardsStore>;

let pageStore: BoardsStore | undefined;

/** The page's store, created on first use; other tabs' and windows' changes refresh it. */
export function boardsStoreFor(page: PageContext): BoardsStore {
  if (pageStore) return pageStore;
  const store = createBoardsStore(createBoardsApi(createHttpClient({ prefix: page.prefix }), v2Enabled()));
  pageStore = store;
  window.addEventListener('storage', (event) => {
    if (event.key !== CROSS_WINDOW_KEY || !event.newValue) return;
    try {
      const message = JSON.parse(event.newValue) as { expiresAt: number };
      if (message.expiresAt < Date.now()) return;
    } catch {
      return;
    }
    void store.refresh().catch(() => {});
  });
  return store;
}
