/**
 * The contract between a remote's script and the host: the script registers a container
 * under its component name; the host asks the container for a module. React is not in any
 * remote: remotes import it from the host's shared scope (see build-client.ts).
 */
export interface RemoteContainer {
  get(module: string): unknown;
}

type Registry = Record<string, RemoteContainer>;

const REGISTRY_KEY = '__lightboxRemotes';

export function remoteRegistry(): Registry {
  const g = globalThis as unknown as Record<string, Registry | undefined>;
  g[REGISTRY_KEY] ??= {};
  return g[REGISTRY_KEY];
}

export function registerRemote(name: string, modules: Record<string, unknown>): void {
  remoteRegistry()[name] = { get: (module) => modules[module] };
}
