import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageContext } from '../page/page-context';
import type { Pulse } from '../telemetry/pulse';
import { browserEnvironment, federationMessage, loadRemoteModule, RemoteAppError } from './loader';

/** Marked elements of the page shell that a remote component mounts into. */
export const REMOTE_ATTRIBUTE = 'data-remote';
export const REMOTE_PROPS_ATTRIBUTE = 'data-remote-props';

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

export async function mountRemote(el: HTMLElement, page: PageContext, pulse: Pulse): Promise<void> {
  const name = el.getAttribute(REMOTE_ATTRIBUTE) ?? '';
  try {
    const Remote = await loadRemoteModule<ComponentType<Record<string, unknown>>>(
      name,
      `./${name}`,
      browserEnvironment(el.ownerDocument),
      { prefix: page.prefix },
    );
    const own = JSON.parse(el.getAttribute(REMOTE_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
    const tree = (
      <RemoteBoundary name={name} pulse={pulse}>
        <Remote {...own} page={page} />
      </RemoteBoundary>
    );
    if (el.hasChildNodes()) {
      hydrateRoot(el, tree, {
        onRecoverableError: (error, info) =>
          pulse.reportError({
            type: 'PrerenderRecoverableError',
            component: name,
            message: error instanceof Error ? error.message : String(error),
            stack: info.componentStack,
          }),
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

export function mountRemotes(doc: Document, page: PageContext, pulse: Pulse): Promise<unknown> {
  const elements = Array.from(doc.querySelectorAll<HTMLElement>(`[${REMOTE_ATTRIBUTE}]`));
  return Promise.all(elements.map((el) => mountRemote(el, page, pulse)));
}
