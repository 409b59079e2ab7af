import { describe, expect, it } from 'vitest';
import { messageScopeOf } from './message-scopes';

const featureKeys = {
  pages: ['pages.terms.title', 'pages.privacy.title', 'pages.blog.heading'],
  boards: ['boards.save', 'boards.remove'],
  account: ['account.signIn', 'account.signOut', 'account.menu.profile'],
};

describe('the translations a browser bundle sends with its page', () => {
  it('takes every key of a feature whose code the bundle carries', () => {
    const scope = messageScopeOf(
      'x()',
      ['features/boards/src/ui/Save.tsx', 'packages/ui/src/kit/Dialog.tsx'],
      featureKeys,
    );
    expect(scope).toEqual({ features: ['boards'], keys: [] });
  });

  it('takes the keys another feature owns that the code names whole', () => {
    const scope = messageScopeOf('t.t("account.signIn");t.t(\'account.menu.profile\')', [], featureKeys);
    expect(scope.keys).toEqual(['account.menu.profile', 'account.signIn']);
  });

  it('takes every key that starts as a template the code builds at run time', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bundle's code, as text
    const scope = messageScopeOf('t.t(`pages.${p}.title`)', [], featureKeys);
    expect(scope.keys).toEqual(['pages.blog.heading', 'pages.privacy.title', 'pages.terms.title']);
  });

  it('takes nothing of a feature the code never names', () => {
    expect(messageScopeOf('"boardsman.x";"pages"', [], featureKeys)).toEqual({ features: [], keys: [] });
  });
});
