import { describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_LABEL, type LoaderEnvironment, loadRemoteModule, RemoteAppError } from './loader';

function environment(overrides: Partial<LoaderEnvironment> & { modules?: Record<string, unknown> }) {
  const calls = { manifest: 0, script: 0 };
  let loaded = false;
  const env: LoaderEnvironment = {
    async fetchManifest(url) {
      calls.manifest++;
      return overrides.fetchManifest
        ? overrides.fetchManifest(url)
        : { remoteEntry: '/r.js', integrity: 'sha384-x' };
    },
    async injectScript(src, integrity, timeout) {
      calls.script++;
      if (overrides.injectScript) await overrides.injectScript(src, integrity, timeout);
      loaded = true;
    },
    container: () =>
      loaded ? { get: (m) => (overrides.modules ?? { './Header': 'HeaderModule' })[m] } : undefined,
  };
  return { env, calls };
}

describe('remote loader', () => {
  it('loads the module after fetching remote.json and injecting its script', async () => {
    const { env, calls } = environment({});
    await expect(loadRemoteModule('Header', './Header', env)).resolves.toBe('HeaderModule');
    expect(calls).toEqual({ manifest: 1, script: 1 });
  });

  it("reports 'Remote entry src not found for {name}' when remote.json is missing, after one retry", async () => {
    const { env, calls } = environment({ fetchManifest: async () => undefined });
    const error = (await loadRemoteModule('Footer', './Footer', env).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(RemoteAppError);
    expect(error.message).toBe('Remote entry src not found for Footer');
    expect(calls.manifest).toBe(2);
  });

  it("reports 'Error loading remote app script' when the script fails twice", async () => {
    const { env, calls } = environment({
      injectScript: async () => {
        throw new Error('network');
      },
    });
    const error = (await loadRemoteModule('Header', './Header', env).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('Error loading remote app script');
    expect(calls.script).toBe(2);
  });

  it('succeeds when the retry succeeds', async () => {
    let failures = 1;
    const { env } = environment({
      injectScript: async () => {
        if (failures-- > 0) throw new Error('flaky');
      },
    });
    await expect(loadRemoteModule('Header', './Header', env)).resolves.toBe('HeaderModule');
  });

  it('passes the 20 s time-out to the script and names a time-out', async () => {
    let seen = 0;
    const { env } = environment({
      injectScript: async (_s, _i, timeout) => {
        seen = timeout;
        throw new Error('timeout');
      },
    });
    const error = (await loadRemoteModule('SearchBar', './SearchBar', env).catch((e: unknown) => e)) as Error;
    expect(seen).toBe(20_000);
    expect(error.message).toContain('time-outed');
  });

  it("reports 'Module not found in remote' without retrying", async () => {
    const { env, calls } = environment({ modules: {} });
    const error = (await loadRemoteModule('Header', './Header', env).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe('Module not found in remote');
    expect(calls.script).toBe(1);
  });

  it('prefixes errors of the federation runtime itself with its label (spec §8)', async () => {
    const { env } = environment({});
    env.container = () => ({
      get: () => {
        throw new TypeError('shared scope has no react');
      },
    });
    const error = (await loadRemoteModule('Header', './Header', env).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(RemoteAppError);
    expect(error.message).toBe(`${FEDERATION_RUNTIME_LABEL}: shared scope has no react`);
  });

  it('leaves the catalogue messages of spec §8 as they are', async () => {
    const { env } = environment({ modules: {} });
    const error = (await loadRemoteModule('Header', './Header', env).catch((e: unknown) => e)) as Error;
    expect(error.message.startsWith(FEDERATION_RUNTIME_LABEL)).toBe(false);
  });
});
