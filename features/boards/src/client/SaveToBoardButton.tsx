import { signInPath } from '@lightbox/core';
import { type PageContext, useTranslator } from '@lightbox/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { experienceFor } from '../domain/rules';
import type { BoardsMessageKey } from '../messages/en-us';
import { BoardsOverlays } from './Overlays';
import { type BoardsStore, boardsStoreFor, type SavableAsset } from './store';

const RECOGNISED = new Set(['authenticated', 'remembered_secure', 'remembered']);
const OVERLAY_ROOT_ID = 'lb-boards-overlays';

/** The modal and the toast live once per page, in their own root under <body>. */
function mountOverlays(page: PageContext, store: BoardsStore) {
  if (document.getElementById(OVERLAY_ROOT_ID)) return;
  const el = document.createElement('div');
  el.id = OVERLAY_ROOT_ID;
  document.body.append(el);
  createRoot(el).render(<BoardsOverlays page={page} store={store} />);
}

const noStore = {
  subscribe: () => () => {},
  get: () => false,
};

/**
 * The save-to-board button of spec section 4 for a result tile or the detail page. It renders
 * the same on the server and at hydration (not saved); the default board loads afterwards, and
 * only for a signed-in visitor (the server answers bots with the unchosen board).
 */
export function SaveToBoardButton({
  asset,
  page,
  appName,
}: {
  asset: SavableAsset;
  page: PageContext;
  /** The deployed application's name; it selects the experience variant (point 9). */
  appName: string;
}) {
  const t = useTranslator<BoardsMessageKey>(page);
  const signedIn = RECOGNISED.has(page.viewer?.authState ?? 'anonymous');
  const [store, setStore] = useState<BoardsStore | undefined>(undefined);
  useEffect(() => {
    if (!signedIn) return;
    const s = boardsStoreFor(page);
    mountOverlays(page, s);
    void s.load();
    setStore(s);
  }, [signedIn, page]);
  const source = store ?? noStore;
  const saved = useSyncExternalStore(
    source.subscribe,
    () => (store ? store.isSaved(asset.id) : false),
    () => false,
  );
  const experience = experienceFor(appName);
  const label = t.t(signedIn ? (saved ? 'boards.save.remove' : 'boards.save.add') : 'boards.save.signIn');
  const onClick = () => {
    if (!signedIn) {
      window.location.assign(signInPath(page.path, { prefix: page.prefix }));
      return;
    }
    void store?.toggle(asset);
  };
  // The heart is the button's ::before (overlays.css): one element fewer on each of 60 tiles.
  return (
    <button
      type="button"
      className={`lb-save-board lb-save-board--${experience}${saved ? ' lb-save-board--saved' : ''}`}
      aria-pressed={signedIn ? saved : undefined}
      aria-label={label}
      title={label}
      data-asset-id={asset.id}
      onClick={onClick}
    >
      {experience !== 'search' && <span className="lb-save-board__text">{label}</span>}
    </button>
  );
}
