import { describe, expect, it } from 'vitest';
import { pulsePath, signInPath, signOutPath } from './site-paths';

describe('signInPath', () => {
  it('carries a safe return URL, strictly encoded so its own escapes survive one decode', () => {
    const url = signInPath('/search/2/image?phrase=a%20b', { prefix: '/jp' });
    expect(url).toBe('/jp/sign-in?returnurl=%2Fsearch%2F2%2Fimage%3Fphrase%3Da%2520b');
    const returned = new URL(url, 'https://site.test').searchParams.get('returnurl');
    expect(returned).toBe('/search/2/image?phrase=a%20b');
  });

  it('drops an unsafe return URL but still links to sign-in', () => {
    expect(signInPath('//evil.com', { prefix: '/de' })).toBe('/de/sign-in');
    expect(signInPath('https://evil.com', { prefix: '' })).toBe('/sign-in');
  });

  it('works without a return URL', () => {
    expect(signInPath(undefined, { prefix: '/br' })).toBe('/br/sign-in');
  });
});

describe('signOutPath', () => {
  it('uses the returnurl query under the current prefix', () => {
    expect(signOutPath('/', { prefix: '/kr' })).toBe('/kr/sign-out?returnurl=%2F');
    expect(signOutPath('javascript:alert(1)', { prefix: '' })).toBe('/sign-out');
  });
});

describe('pulsePath', () => {
  it('sits under the optional prefix', () => {
    expect(pulsePath({ prefix: '' })).toBe('/pulse');
    expect(pulsePath({ prefix: '/hk' })).toBe('/hk/pulse');
  });
});
