import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';

export interface MenuProps {
  /** The panel's id, for aria-controls. */
  id: string;
  /** What the button shows; give it an accessible name. */
  label: ReactNode;
  /** Extra class of the wrapper, the button and the panel, for the owner's look. */
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Called each time the menu opens, e.g. to load its items. */
  onOpen?: () => void;
  /** Links and buttons; each becomes a menu item (content from HTML too). */
  children: ReactNode;
}

const ITEMS = 'a[href], button:not([disabled])';

function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(ITEMS)] : [];
}

/**
 * A menu button: aria-expanded and aria-haspopup on the button, arrow keys, Home and End move
 * between items, Escape closes and returns focus to the button, a click outside closes.
 * Items are marked role=menuitem after each render, so HTML set from a server works too.
 */
export function Menu({ id, label, className, buttonClassName, panelClassName, onOpen, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | undefined>(undefined);

  useEffect(() => {
    if (!panel.current) return;
    for (const el of panel.current.querySelectorAll<HTMLElement>('*')) {
      if (el.matches(ITEMS)) {
        el.setAttribute('role', 'menuitem');
        el.tabIndex = -1;
      } else if (el.querySelector(ITEMS)) {
        // Lists and forms around the items are only layout inside a menu.
        el.setAttribute('role', 'none');
      }
    }
    if (open && focusOnOpen.current) {
      const items = itemsOf(panel.current);
      (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
      focusOnOpen.current = undefined;
    }
  });

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const show = (focus?: 'first' | 'last') => {
    focusOnOpen.current = focus;
    if (!open) onOpen?.();
    setOpen(true);
  };
  const hide = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      hide(true);
    }
  };
  const onPanelKey = (e: KeyboardEvent) => {
    const items = itemsOf(panel.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(-1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      hide(true);
    } else if (e.key === 'Tab') hide(false);
  };

  return (
    <div className={className ? `lb-menu ${className}` : 'lb-menu'} ref={root}>
      <button
        type="button"
        ref={button}
        className={buttonClassName ? `lb-menu__button ${buttonClassName}` : 'lb-menu__button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? hide(false) : show())}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      <div
        id={id}
        ref={panel}
        role="menu"
        className={panelClassName ? `lb-menu__panel ${panelClassName}` : 'lb-menu__panel'}
        hidden={!open}
        onKeyDown={onPanelKey}
      >
        {children}
      </div>
    </div>
  );
}
