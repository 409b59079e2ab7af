import { remoteRegistry } from './container';

/** Spec section 9: remote script time-out and one retry of the remote entry load. */
export const REMOTE_SCRIPT_TIMEOUT_MS = 20_000;
export const REMOTE_LOAD_RETRIES = 1;

/** Spec section 8 messages, reported as RemoteAppError. */
export const remoteMessages = {
  entryNotFound: (name: string) => `Remote entry src not found for ${name}`,
  scriptFailed: 'Error loading remote app script',
  timedOut: (name: string) => `Remote app script for ${name} time-outed`,
  moduleNotFound: 'Module not found in remote',
} as const;

/**
 * Spec §8: an error of the federation runtime itself (a container that throws, a module that
 * fails as it is taken), as opposed to the catalogue's messages above, carries this label.
 */
export const FEDERATION_RUNTIME_LABEL = '[Lightbox Federation Runtime]';
export const federationMessage = (message: string) =>
  message.startsWith(FEDERATION_RUNTIME_LABEL) ? message : `${FEDERATION_RUNTIME_LABEL}: ${message}`;

export class RemoteAppError extends Error {
  readonly component: string;
  constructor(component: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteAppError';
    this.component = component;
  }
}

export interface RemoteManifest {
  remoteEntry: string;
  integrity: string;
}

/** The browser operations the loader needs, injectable so its rules are tested without a DOM. */
export interface LoaderEnvironment {
  fetchManifest(url: string): Promise<RemoteManifest | undefined>;
  /** Resolves on load, rejects on error; must remove the element on failure. */
  injectScript(src: string, integrity: string, timeoutMs: number): Promise<void>;
  container(name: string): { get(module: string): unknown } | undefined;
}

export function remoteManifestUrl(prefix: string, name: string): string {
  return `${prefix}/components/${encodeURIComponent(name)}/static/remote.json`;
}

export async function loadRemoteModule<T>(
  name: string,
  module: string,
  env: LoaderEnvironment,
  options: { prefix?: string; timeoutMs?: number; retries?: number } = {},
): Promise<T> {
  const retries = options.retries ?? REMOTE_LOAD_RETRIES;
  let lastError: RemoteAppError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await attemptLoad<T>(
        name,
        module,
        env,
        options.prefix ?? '',
        options.timeoutMs ?? REMOTE_SCRIPT_TIMEOUT_MS,
      );
    } catch (error) {
      lastError =
        error instanceof RemoteAppError
          ? error
          : new RemoteAppError(name, federationMessage(messageOf(error)), { cause: error });
      // A missing module is a build defect; fetching again cannot fix it.
      if (lastError.message === remoteMessages.moduleNotFound) break;
    }
  }
  throw lastError;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function attemptLoad<T>(
  name: string,
  module: string,
  env: LoaderEnvironment,
  prefix: string,
  timeoutMs: number,
) {
  let container = env.container(name);
  if (!container) {
    let manifest: RemoteManifest | undefined;
    try {
      manifest = await env.fetchManifest(remoteManifestUrl(prefix, name));
    } catch (cause) {
      throw new RemoteAppError(name, remoteMessages.entryNotFound(name), { cause });
    }
    if (!manifest?.remoteEntry) throw new RemoteAppError(name, remoteMessages.entryNotFound(name));
    await env.injectScript(manifest.remoteEntry, manifest.integrity, timeoutMs).catch((cause: unknown) => {
      const timedOut = cause instanceof Error && cause.message === 'timeout';
      throw new RemoteAppError(name, timedOut ? remoteMessages.timedOut(name) : remoteMessages.scriptFailed, {
        cause,
      });
    });
    container = env.container(name);
  }
  const found = container?.get(module);
  if (found === undefined) throw new RemoteAppError(name, remoteMessages.moduleNotFound);
  return found as T;
}

/** The real browser environment: fetch, a <script> with SRI and anonymous CORS, the registry. */
export function browserEnvironment(doc: Document): LoaderEnvironment {
  return {
    async fetchManifest(url) {
      const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      if (!res.ok) return undefined;
      return (await res.json()) as RemoteManifest;
    },
    injectScript(src, integrity, timeoutMs) {
      return new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        script.async = true;
        const timer = setTimeout(() => fail(new Error('timeout')), timeoutMs);
        function fail(error: Error) {
          clearTimeout(timer);
          script.remove();
          reject(error);
        }
        script.onload = () => {
          clearTimeout(timer);
          resolve();
        };
        script.onerror = () => fail(new Error(`failed to load ${src}`));
        doc.head.appendChild(script);
      });
    },
    container: (name) => remoteRegistry()[name],
  };
}
