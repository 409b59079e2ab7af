import { Component, type ComponentType, type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SCRIPT_STATE_ATTRIBUTE } from '../page/boot';
import { nextTask } from '../page/next-task';
import type { PageContext } from '../page/page-context';
import type { Pulse } from '../telemetry/pulse';
import { remoteRegistry } from './container';
import {
  browserEnvironment,
  federationMessage,
  loadRemoteModule,
  REMOTE_SCRIPT_TIMEOUT_MS,
  RemoteAppError,
} from './loader';

/** Marked elements of the page shell that a remote component mounts into. */
export const REMOTE_ATTRIBUTE = 'data-remote';
export const REMOTE_PROPS_ATTRIBUTE = 'data-remote-props';
/** `idle` on a marked element: hydrate it when the browser is idle (below the fold, e.g. the Footer). */
export const REMOTE_HYDRATE_ATTRIBUTE = 'data-remote-hydrate';
/** How long an idle hydration may wait for an idle moment before it goes ahead anyway. */
export const IDLE_HYDRATION_TIMEOUT_MS = 3_000;

class RemoteBoundary extends Component<
  { name: string; pulse: Pulse; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.pulse.reportError({
      type: 'RemoteAppError',
      component: this.props.name,
      message: error.message,
      stack: error.stack,
    });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A remote the page declared in its HTML (`data-remote-entry`, run after the host runtime):
 * settles when that script has run or failed. Without a container after it, the loader goes on
 * with remote.json as for any other remote, so a failed script is retried and reported.
 */
function declaredScript(doc: Document, name: string): Promise<void> {
  const script = Array.from(doc.querySelectorAll<HTMLScriptElement>('script[data-remote-entry]')).find(
    (el) => el.dataset.remoteEntry === name,
  );
  // The page's boot marks a script it started once it has run or failed (its events are past).
  if (!script || remoteRegistry()[name] || script.hasAttribute(SCRIPT_STATE_ATTRIBUTE))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, REMOTE_SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
  });
}

export async function mountRemote(el: HTMLElement, page: PageContext, pulse: Pulse): Promise<void> {
  const name = el.getAttribute(REMOTE_ATTRIBUTE) ?? '';
  try {
    await declaredScript(el.ownerDocument, name);
    const Remote = await loadRemoteModule<ComponentType<Record<string, unknown>>>(
      name,
      `./${name}`,
      browserEnvironment(el.ownerDocument),
      { prefix: page.prefix },
    );
    // Each remote starts in a task of its own: the remotes of a page are not one long task.
    const win = el.ownerDocument.defaultView;
    if (win) await nextTask(win);
    const own = JSON.parse(el.getAttribute(REMOTE_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
    const tree = (
      <RemoteBoundary name={name} pulse={pulse}>
        <Remote {...own} page={page} />
      </RemoteBoundary>
    );
    if (el.hasChildNodes()) {
      // A transition: hydration runs in slices that yield to the browser (no long task).
      startTransition(() => {
        hydrateRoot(el, tree, {
          onRecoverableError: (error, info) =>
            pulse.reportError({
              type: 'PrerenderRecoverableError',
              component: name,
              message: error instanceof Error ? error.message : String(error),
              stack: info.componentStack,
            }),
        });
      });
    } else {
      createRoot(el).render(tree);
    }
    el.setAttribute('data-remote-state', 'mounted');
  } catch (error) {
    // The spec's handling of a remote that cannot load: an empty block and a report.
    el.replaceChildren();
    el.setAttribute('data-remote-state', 'failed');
    const remoteError =
      error instanceof RemoteAppError
        ? error
        : new RemoteAppError(name, federationMessage(error instanceof Error ? error.message : String(error)));
    pulse.reportError({ type: 'RemoteAppError', component: name, message: remoteError.message });
  }
}

function whenIdle(win: Window & typeof globalThis): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(() => resolve(), { timeout: IDLE_HYDRATION_TIMEOUT_MS });
    } else {
      win.setTimeout(resolve, 1);
    }
  });
}

export function mountRemotes(doc: Document, page: PageContext, pulse: Pulse): Promise<unknown> {
  const elements = Array.from(doc.querySelectorAll<HTMLElement>(`[${REMOTE_ATTRIBUTE}]`));
  const win = doc.defaultView;
  return Promise.all(
    elements.map(async (el) => {
      if (win && el.getAttribute(REMOTE_HYDRATE_ATTRIBUTE) === 'idle') await whenIdle(win);
      return mountRemote(el, page, pulse);
    }),
  );
}
