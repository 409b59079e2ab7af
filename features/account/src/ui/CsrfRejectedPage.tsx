import { href, type PageRenderContext } from '@lightbox/ui';
import type { AccountMessageKey } from '../messages/keys';
import { accountTranslator } from '../routes/shared';
import { MessagePage } from './auth-pages';

/** What a person sees after posting a form whose CSRF token was missing or out of date. */
export function CsrfRejectedPage({ page, t: core }: PageRenderContext) {
  const t = accountTranslator(page.locale, page.messages);
  return (
    <MessagePage
      title={t.t('account.csrf.title')}
      body={t.t('account.csrf.body')}
      kind="error"
      actions={[{ label: core.t('error.home'), href: href(page, '/'), primary: true }]}
    />
  );
}

export const CSRF_TITLE_KEY: AccountMessageKey = 'account.csrf.title';
