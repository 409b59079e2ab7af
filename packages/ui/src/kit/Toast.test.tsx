// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';
import { click, mount } from './test-dom';
import { TOAST_CLOSE_MS, TOAST_DEFAULT_TIMEOUT_MS } from './timings';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const toast = () => document.querySelector<HTMLElement>('.lb-toast')!;

  it('is a status at the bottom that closes after its timeout and the close animation', () => {
    const onClosed = vi.fn();
    mount(
      <Toast timeoutMs={3000} closeLabel="Close" onClosed={onClosed}>
        Saved
      </Toast>,
    );
    expect(toast().getAttribute('role')).toBe('status');
    expect(toast().getAttribute('data-position')).toBe('bottom');
    advance(3000);
    expect(toast().classList.contains('lb-toast--closing')).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
    advance(TOAST_CLOSE_MS);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('stays 30 s by default', () => {
    const onClosed = vi.fn();
    mount(
      <Toast closeLabel="Close" onClosed={onClosed}>
        Hello
      </Toast>,
    );
    advance(TOAST_DEFAULT_TIMEOUT_MS - 1);
    expect(toast().classList.contains('lb-toast--closing')).toBe(false);
    advance(1);
    expect(toast().classList.contains('lb-toast--closing')).toBe(true);
  });

  it('pauses its timer while the pointer is over it and goes on with the time left', () => {
    const onClosed = vi.fn();
    mount(
      <Toast timeoutMs={3000} closeLabel="Close" onClosed={onClosed}>
        Saved
      </Toast>,
    );
    advance(1000);
    act(() => {
      toast().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    advance(10_000);
    expect(toast().classList.contains('lb-toast--closing')).toBe(false);
    act(() => {
      toast().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    advance(1999);
    expect(toast().classList.contains('lb-toast--closing')).toBe(false);
    advance(1);
    expect(toast().classList.contains('lb-toast--closing')).toBe(true);
  });

  it('closes by its labelled close button', () => {
    const onClosed = vi.fn();
    mount(
      <Toast className="lb-x" closeLabel="Dismiss" onClosed={onClosed}>
        Saved
      </Toast>,
    );
    const close = document.querySelector<HTMLButtonElement>('.lb-x__close')!;
    expect(close.getAttribute('aria-label')).toBe('Dismiss');
    click(close);
    advance(TOAST_CLOSE_MS);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
