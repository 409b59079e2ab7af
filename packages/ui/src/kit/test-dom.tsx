import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts `element` into a fresh container of the test's DOM (happy-dom), for kit tests. */
export function mount(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
  return {
    container,
    rerender(next: ReactElement) {
      act(() => root?.render(next));
    },
    unmount() {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

export function key(target: EventTarget, name: string, init: KeyboardEventInit = {}) {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
    );
  });
}

export function click(target: HTMLElement) {
  act(() => target.click());
}

export function mouseDown(target: EventTarget) {
  act(() => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
}
