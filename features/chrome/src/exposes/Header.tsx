import type { AccountMessageKey } from '@lightbox/account/messages';
import { signInPath, signOutPath } from '@lightbox/core';
import type { PurchaseMessageKey } from '@lightbox/purchase/messages';
import {
  CsrfField,
  createTranslator,
  href,
  Menu,
  onCartChanged,
  type PageContext,
  useCsrfToken,
  useTranslator,
} from '@lightbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { localPath, NAV } from '../nav';
import { BoardsMenu } from './BoardsMenu';

/** Pages a sign-in link should not come back to. */
const AUTH_PAGES =
  /^\/(sign-in|sign-out|register|join|verify-email|forgot-username|forgot-password|reset-password)(\/|\?|$)/;
const RECOGNISED = new Set(['authenticated', 'remembered_secure', 'remembered']);

export default function Header({ page }: { page: PageContext }) {
  const t = useTranslator(page);
  const at = useMemo(
    () => createTranslator<AccountMessageKey>(page.locale, page.messages),
    [page.locale, page.messages],
  );
  const pt = useMemo(
    () => createTranslator<PurchaseMessageKey>(page.locale, page.messages),
    [page.locale, page.messages],
  );
  const [cartCount, setCartCount] = useState(page.cartCount ?? 0);
  useEffect(() => onCartChanged(setCartCount), []);
  // Signing out is a POST with the page's CSRF token; a page without one has no sign-out form.
  const csrfToken = useCsrfToken();
  const siteName = t.t(page.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
  const viewer = page.viewer;
  const name = viewer && RECOGNISED.has(viewer.authState) ? viewer.displayName : undefined;
  // Coming back to the home page is the default anyway.
  const returnTo = page.path === '/' || AUTH_PAGES.test(page.path) ? undefined : page.path;
  return (
    <header className="lb-header">
      <div className="lb-header__inner">
        {/* Below 900px the links move into this menu (the CSS shows one or the other). */}
        <Menu
          id="lb-nav-menu-panel"
          className="lb-nav-menu"
          buttonClassName="lb-nav-menu__toggle"
          panelClassName="lb-nav-menu__panel"
          label={
            <>
              <svg
                aria-hidden="true"
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
              <span className="visually-hidden">{t.t('header.menu')}</span>
            </>
          }
        >
          {NAV[page.site].map((link) => (
            <a key={link.key} href={href(page, localPath(link.path, page.locale), link.query)}>
              {t.t(link.key)}
            </a>
          ))}
          {!name && (
            <a className="lb-nav-menu__signin" href={signInPath(returnTo, page)}>
              {t.t('header.signIn')}
            </a>
          )}
        </Menu>
        <a className="lb-logo" href={href(page, '/')} aria-label={t.t('header.home', { site: siteName })}>
          {/* The mark is drawn by CSS: a letter here would join the link's visible text ("LLightbox")
              and no longer match its accessible name (axe: label-content-name-mismatch). */}
          <span className="lb-logo__mark" aria-hidden="true" />
          <span className="lb-logo__name">{siteName}</span>
        </a>
        <nav className="lb-nav" aria-label={t.t('header.nav.main')}>
          {NAV[page.site].map((link) => (
            <a key={link.key} href={href(page, localPath(link.path, page.locale), link.query)}>
              {t.t(link.key)}
            </a>
          ))}
        </nav>
        <div className="lb-header__actions">
          {name && <BoardsMenu page={page} />}
          <a
            className="lb-header__cart"
            href={href(page, '/purchase/cart')}
            aria-label={pt.t('purchase.header.cartCount', { count: cartCount })}
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
              <circle cx="10" cy="20" r="1.4" />
              <circle cx="17" cy="20" r="1.4" />
            </svg>
            {cartCount > 0 && (
              <span className="lb-header__cart-count" aria-hidden="true">
                {cartCount}
              </span>
            )}
          </a>
          {name ? (
            <Menu
              id="lb-account-menu-panel"
              className="lb-account-menu"
              buttonClassName="lb-account-menu__toggle"
              panelClassName="lb-account-menu__panel"
              label={
                <>
                  <span className="lb-avatar" aria-hidden="true">
                    {name.trim().charAt(0).toUpperCase()}
                  </span>
                  <span className="lb-account-menu__name" aria-hidden="true">
                    {name}
                  </span>
                  <span className="visually-hidden">{at.t('account.header.menu', { name })}</span>
                </>
              }
            >
              <a href={href(page, '/account')}>{at.t('account.header.account')}</a>
              <a href={href(page, '/account/profile')}>{at.t('account.nav.profile')}</a>
              <a href={href(page, '/account/billing')}>{at.t('account.nav.billing')}</a>
              <a href={href(page, '/account/team')}>{at.t('account.nav.team')}</a>
              {csrfToken && (
                <form method="post" action={signOutPath(returnTo, page)}>
                  <CsrfField />
                  <button type="submit">{at.t('account.header.signOut')}</button>
                </form>
              )}
            </Menu>
          ) : (
            <>
              <a className="lb-header__signin" href={signInPath(returnTo, page)}>
                {t.t('header.signIn')}
              </a>
              <a
                className="lb-button"
                href={href(
                  page,
                  page.site === 'subscription' ? '/join' : '/register',
                  returnTo ? { returnurl: returnTo } : undefined,
                )}
              >
                {t.t('header.join')}
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
