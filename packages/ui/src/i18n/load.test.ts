import { describe, expect, it } from 'vitest';
import { loadMessages, loadMessagesFor, registerMessageBundle } from './load';

describe('translation sets', () => {
  it('merge a registered feature bundle into every locale, falling back to its source', async () => {
    registerMessageBundle('demo', {
      'en-us': async () => ({ default: { 'demo.hello': 'Hello' } }),
      de: async () => ({ default: { 'demo.hello': 'Hallo' } }),
    });
    const de = await loadMessages('de');
    expect(de['demo.hello']).toBe('Hallo');
    expect(de['header.signIn']).toBe('Anmelden');
    const fr = await loadMessages('fr');
    expect(fr['demo.hello']).toBe('Hello');
    expect(fr['searchbar.submit']).not.toBe('Search');
  });

  it('falls back to the source locale for an unknown locale', async () => {
    const xx = await loadMessages('xx');
    expect(xx['searchbar.submit']).toBe('Search');
  });

  it('refuses a bundle without its en-us source', () => {
    expect(() => registerMessageBundle('broken', { de: async () => ({ default: {} }) })).toThrow(/en-us/);
  });

  it('sends a page the core keys and only the keys of the features whose code runs on it', async () => {
    registerMessageBundle('first', { 'en-us': async () => ({ default: { 'first.a': 'A' } }) });
    registerMessageBundle('second', { 'en-us': async () => ({ default: { 'second.b': 'B' } }) });
    const page = await loadMessagesFor('de', ['first', 'unknown']);
    expect(page['first.a']).toBe('A');
    expect(page['second.b']).toBeUndefined();
    expect(page['header.signIn']).toBe('Anmelden');
    const none = await loadMessagesFor('de', []);
    expect(none['first.a']).toBeUndefined();
    expect(Object.keys(none).length).toBeLessThan(Object.keys(await loadMessages('de')).length);
  });

  it('adds the other keys a page names, from whichever bundle owns them', async () => {
    registerMessageBundle('third', {
      'en-us': async () => ({ default: { 'third.c': 'C', 'third.d': 'D' } }),
    });
    const page = await loadMessagesFor('en-us', [], ['third.d', 'third.missing']);
    expect(page['third.d']).toBe('D');
    expect(page['third.c']).toBeUndefined();
    expect('third.missing' in page).toBe(false);
  });
});
