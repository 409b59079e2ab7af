import type { BoardView, CommentView, InvitationView, MemberView } from '../presenters';

/** Everything the board page renders; embedded as JSON so the browser hydrates the same page. */
export interface BoardPageData {
  board: BoardView;
  comments: CommentView[];
  members: MemberView[];
  /** The open invitation links; only the owner sees them (null for members). */
  invitations: InvitationView[] | null;
  viewerId: number;
  /** Scheme and host the visitor used, so invitation links can be copied whole. */
  origin: string;
}

export const BOARD_ROOT_ID = 'lb-board-root';
export const BOARD_DATA_ID = 'lb-board-data';
export const SET_ROOT_ID = 'lb-set-root';
export const SET_DATA_ID = 'lb-set-data';

/** Dates print the same on the server and in the browser (UTC), so hydration matches. */
export function formatDate(locale: string, iso: string | Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
