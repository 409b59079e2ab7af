import { createTranslator, href, Menu, type PageContext } from '@lightbox/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';

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
  return (
    <Menu
      id="lb-boards-menu-panel"
      label={
        <>
          {/* On a phone the icon alone: the word left no room for the site's name (styles.css). */}
          <svg
            className="lb-boards-menu__icon"
            aria-hidden="true"
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 3h12v18l-6-4.5L6 21z" />
          </svg>
          <span className="lb-boards-menu__label">{t.t('boards.list.title')}</span>
        </>
      }
      className="lb-account-menu lb-boards-menu-toggle"
      buttonClassName="lb-account-menu__toggle lb-account-menu__toggle--plain"
      panelClassName="lb-account-menu__panel"
      onOpen={() => void load()}
    >
      {html === undefined ? (
        <a href={href(page, '/collaboration/boards')}>{t.t('boards.board.back')}</a>
      ) : (
        // HTML rendered and escaped by our own server (React static markup of the board names).
        <div dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Menu>
  );
}
