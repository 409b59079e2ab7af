import { useState } from 'react';
import type { BoardMemberRights } from '../domain/rules';
import type { InvitationView, MemberView } from '../presenters';
import type { BoardsT } from './BoardPages';

export interface ShareActions {
  invite(rights: BoardMemberRights): void;
  revoke(invitationId: number): void;
  removeMember(userId: number): void;
  leave(): void;
}

/**
 * Sharing on the board page. The owner makes invitation links (view or edit), copies and
 * revokes them, and removes members; a member sees who else is on the board and may leave.
 */
export function SharePanel({
  t,
  origin,
  prefix,
  invitations,
  members,
  viewerId,
  actions,
}: {
  t: BoardsT;
  origin: string;
  prefix: string;
  /** Null for members: only the owner sees the links. */
  invitations: InvitationView[] | null;
  members: MemberView[];
  viewerId: number;
  actions: ShareActions;
}) {
  const [rights, setRights] = useState<BoardMemberRights>('view');
  const [copied, setCopied] = useState<number | undefined>();
  // Everyone reads what a link or another member may do; a member reads their own rights as theirs.
  const rightsLabel = (r: BoardMemberRights) =>
    t.t(r === 'edit' ? 'boards.share.rightsEdit' : 'boards.share.rightsView');
  const memberLabel = (m: MemberView) =>
    m.userId === viewerId
      ? t.t(m.rights === 'edit' ? 'boards.share.youCanEdit' : 'boards.share.youCanView')
      : rightsLabel(m.rights);
  // A member finds themselves first.
  const listed = [...members].sort((a, b) => Number(b.userId === viewerId) - Number(a.userId === viewerId));
  const copy = async (invitation: InvitationView, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(invitation.id);
    } catch {
      // No clipboard permission: the link stays selectable in its field.
    }
  };
  return (
    <aside className="lb-board-share" aria-labelledby="lb-board-share-title">
      <h2 id="lb-board-share-title">
        {invitations ? t.t('boards.share.title') : t.t('boards.share.members')}
      </h2>
      {invitations && (
        <>
          <fieldset className="lb-board-share__new">
            <legend>{t.t('boards.share.rights')}</legend>
            {(['view', 'edit'] as const).map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="lb-share-rights"
                  value={r}
                  checked={rights === r}
                  onChange={() => setRights(r)}
                />
                {t.t(r === 'edit' ? 'boards.share.edit' : 'boards.share.view')}
              </label>
            ))}
            <button type="button" onClick={() => actions.invite(rights)}>
              {t.t('boards.share.create')}
            </button>
          </fieldset>
          <h3>{t.t('boards.share.links')}</h3>
          {invitations.length === 0 ? (
            <p className="lb-muted">{t.t('boards.share.noLinks')}</p>
          ) : (
            <ul className="lb-board-share__links">
              {invitations.map((inv) => {
                const url = `${origin}${prefix}${inv.path}`;
                const field = `lb-invitation-${inv.id}`;
                return (
                  <li key={inv.id} data-invitation-id={inv.id} data-rights={inv.rights}>
                    <label htmlFor={field}>
                      {t.t('boards.share.linkLabel')} · {rightsLabel(inv.rights)}
                    </label>
                    <input id={field} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
                    <div className="lb-board-share__row">
                      <button type="button" onClick={() => copy(inv, url)}>
                        {t.t('boards.share.copy')}
                      </button>
                      <button
                        type="button"
                        className="lb-button--danger"
                        onClick={() => actions.revoke(inv.id)}
                      >
                        {t.t('boards.share.revoke')}
                      </button>
                      <span role="status">{copied === inv.id ? t.t('boards.share.copied') : ''}</span>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <h3>{t.t('boards.share.members')}</h3>
        </>
      )}
      {members.length === 0 ? (
        <p className="lb-muted">{t.t('boards.share.noMembers')}</p>
      ) : (
        <ul className="lb-board-share__members">
          {listed.map((m) => (
            <li key={m.userId} data-member-id={m.userId}>
              <span>
                <strong>{m.name}</strong> · {memberLabel(m)}
              </span>
              {invitations && (
                <button
                  type="button"
                  className="lb-link-button"
                  onClick={() => actions.removeMember(m.userId)}
                >
                  {t.t('boards.share.remove', { name: m.name })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!invitations && (
        <button type="button" className="lb-link-button" onClick={actions.leave}>
          {t.t('boards.share.leave')}
        </button>
      )}
    </aside>
  );
}
