import { createTranslator, href, type PageContext } from '@lightbox/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';

/** Looks like the account menu's summary beside it (the chrome stylesheet has no rule for it). */
const TOGGLE_STYLE = {
  padding: '6px 8px',
  border: 0,
  background: 'none',
  color: 'var(--header-text)',
  font: 'inherit',
  fontSize: 15,
  cursor: 'pointer',
} as const;

/** Fired by the save button when a board is created (spec section 7): the menu loads again. */
const MENU_RELOAD_EVENT = 'lightbox:boards-menu-reload';

/**
 * The Header's boards menu for signed-in visitors: recent boards from GET
 * /collaboration/boards-recent (spec section 7). Its boards_list_html is used from an error
 * body too (section 8); until it loads, the menu links to all boards.
 */
export function BoardsMenu({ page }: { page: PageContext }) {
  const t = useMemo(
    () => createTranslator<'boards.list.title' | 'boards.board.back'>(page.locale, page.messages),
    [page.locale, page.messages],
  );
  const [html, setHtml] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const load = useCallback(async () => {
    try {
      const res = await fetch(`${page.prefix}/collaboration/boards-recent`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
      const body = (await res.json()) as { boards_list_html?: unknown };
      if (typeof body.boards_list_html === 'string') setHtml(body.boards_list_html);
    } catch {
      // Offline or not JSON: the link to all boards stays.
    }
  }, [page.prefix]);
  useEffect(() => {
    const reload = () => void load();
    window.addEventListener(MENU_RELOAD_EVENT, reload);
    return () => window.removeEventListener(MENU_RELOAD_EVENT, reload);
  }, [load]);
  const toggle = () => {
    if (!open) void load();
    setOpen(!open);
  };
  // A button and a panel rather than <details>: the account menu beside it is the Header's one
  // disclosure summary, and Escape closes this one.
  return (
    <div className="lb-account-menu lb-boards-menu-toggle">
      <button
        type="button"
        style={TOGGLE_STYLE}
        aria-expanded={open}
        aria-controls="lb-boards-menu-panel"
        onClick={toggle}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        {t.t('boards.list.title')}
      </button>
      <div
        id="lb-boards-menu-panel"
        className="lb-account-menu__panel"
        style={open ? undefined : { display: 'none' }}
      >
        {html === undefined ? (
          <a href={href(page, '/collaboration/boards')}>{t.t('boards.board.back')}</a>
        ) : (
          // HTML rendered and escaped by our own server (React static markup of the board names).
          <div dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </div>
  );
}
