import type { HttpClient } from '@lightbox/ui';
import { assetUri, BOARD_LIST_PAGE_SIZE, DEFAULT_BOARD_ASSETS_PAGE_SIZE } from '../domain/rules';
import type { BoardSummaryView, BoardView } from '../presenters';

/** The boards calls of spec section 7, in either variant. */
export interface BoardsApi {
  defaultBoard(): Promise<BoardView>;
  list(): Promise<{ boards: BoardSummaryView[] }>;
  add(boardId: number | 'default', assetId: number): Promise<BoardView>;
  remove(boardId: number | 'default', assetId: number): Promise<BoardView>;
  create(name: string): Promise<BoardView>;
}

export const COLLAB_V2_FLAG = 'collabv2toolbox';
const V2 = '/components/collaboration/api';

/** Legacy /collaboration/boards… calls, or the new variant behind the collabv2toolbox flag. */
export function createBoardsApi(http: HttpClient, v2: boolean): BoardsApi {
  if (v2) {
    return {
      defaultBoard: () => http.get(`${V2}/default`),
      list: () => http.get(`${V2}/boards`),
      add: (boardId, assetId) => http.post(`${V2}/add-assets`, { boardId, assetIds: [assetId] }),
      remove: (boardId, assetId) =>
        http.delete(`${V2}/remove-assets`, {
          query: { boardId: String(boardId), assetIds: String(assetId) },
        }),
      create: (name) => http.post(`${V2}/create-board`, { name }),
    };
  }
  const change = (boardId: number | 'default', assetId: number, action_type: string) =>
    http.put<BoardView>(`/collaboration/boards/${boardId}.json`, {
      assets: [assetUri(assetId)],
      action_type,
    });
  return {
    defaultBoard: () =>
      http.get('/collaboration/boards/default.json', {
        query: { assetsPageSize: String(DEFAULT_BOARD_ASSETS_PAGE_SIZE), assetsPageNumber: '1' },
        headers: { 'x-robots-tag': 'noindex' },
      }),
    list: () => http.get('/collaboration/boards.json', { query: { pageSize: String(BOARD_LIST_PAGE_SIZE) } }),
    add: (boardId, assetId) => change(boardId, assetId, 'add_assets'),
    remove: (boardId, assetId) => change(boardId, assetId, 'remove_assets'),
    create: (name) => http.post('/collaboration/boards.json', { name }),
  };
}
