import { buildUrl, type PathPrefix, type QueryParams, type Site } from '@lightbox/core';
import type { MailMessage } from '@lightbox/platform';
import { createTranslator, loadMessages } from '@lightbox/ui';
import type { AccountMessageKey } from './messages/keys';

/**
 * The feature's mails, written in the visitor's language with absolute links back to the site
 * they came from (its host, port and country-language prefix).
 */
export interface MailContext {
  site: Site;
  locale: string;
  prefix: PathPrefix;
  /** 'http://premium.localhost:3000': the site's own origin, from a configured host name. */
  origin: string;
}

export type AccountMail =
  | { kind: 'verify'; name: string; token: string; returnUrl?: string | undefined }
  | { kind: 'complete'; token: string }
  | { kind: 'exists' }
  | { kind: 'username'; name: string; username: string }
  | { kind: 'reset'; name: string; token: string }
  | { kind: 'invite'; inviter: string; team: string; role: 'member' | 'leader'; token: string };

export async function composeMail(to: string, mail: AccountMail, ctx: MailContext): Promise<MailMessage> {
  const messages = await loadMessages(ctx.locale);
  const t = createTranslator<AccountMessageKey | 'site.premium.name' | 'site.subscription.name'>(
    ctx.locale,
    messages,
  );
  const site = t.t(ctx.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
  const link = (path: string, query: QueryParams) =>
    `${ctx.origin}${buildUrl(path, query, { prefix: ctx.prefix })}`;
  const hello = (name?: string) =>
    name ? t.t('account.mail.greeting', { name }) : t.t('account.mail.greetingAnonymous');

  const paragraphs = (() => {
    switch (mail.kind) {
      case 'verify':
        return {
          subject: t.t('account.mail.verify.subject', { site }),
          lines: [
            hello(mail.name),
            t.t('account.mail.verify.body'),
            link('/verify-email', { token: mail.token, returnurl: mail.returnUrl }),
            t.t('account.mail.ignore'),
          ],
        };
      case 'complete':
        return {
          subject: t.t('account.mail.complete.subject', { site }),
          lines: [
            hello(),
            t.t('account.mail.complete.body'),
            link('/register/complete', { token: mail.token }),
            t.t('account.mail.ignore'),
          ],
        };
      case 'exists':
        return {
          subject: t.t('account.mail.exists.subject', { site }),
          lines: [hello(), t.t('account.mail.exists.body'), link('/sign-in', {}), t.t('account.mail.ignore')],
        };
      case 'username':
        return {
          subject: t.t('account.mail.username.subject', { site }),
          lines: [
            hello(mail.name),
            t.t('account.mail.username.body', { username: mail.username }),
            `${t.t('account.mail.username.alsoEmail')} ${to}`,
            link('/sign-in', {}),
            t.t('account.mail.ignore'),
          ],
        };
      case 'reset':
        return {
          subject: t.t('account.mail.reset.subject', { site }),
          lines: [
            hello(mail.name),
            t.t('account.mail.reset.body'),
            link('/reset-password', { token: mail.token }),
            t.t('account.mail.ignore'),
          ],
        };
      case 'invite':
        return {
          subject: t.t('account.mail.invite.subject', { inviter: mail.inviter, team: mail.team, site }),
          lines: [
            hello(),
            t.t('account.mail.invite.body', { inviter: mail.inviter, team: mail.team, site }),
            t.t('account.mail.invite.role', { role: t.t(`account.team.role.${mail.role}`) }),
            t.t('account.mail.invite.link'),
            link('/account/team/join', { token: mail.token }),
          ],
        };
    }
  })();
  return {
    to,
    site: ctx.site,
    subject: paragraphs.subject,
    text: `${[...paragraphs.lines, t.t('account.mail.signature', { site })].join('\n\n')}\n`,
  };
}
