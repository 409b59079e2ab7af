// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, MODAL_FAILED_MESSAGE } from './Dialog';
import { click, key, mount, mouseDown } from './test-dom';
import { DIALOG_CLOSE_MS } from './timings';

function Harness({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          className="lb-test-modal"
          labelledBy="t-title"
          panelProps={{ 'data-mode': 'new' }}
          onClosed={() => {
            onClosed();
            setOpen(false);
          }}
        >
          {(close) => (
            <>
              <h2 id="t-title">Title</h2>
              <input id="first" />
              <button type="button" id="last" onClick={close}>
                Close
              </button>
            </>
          )}
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function open() {
    const onClosed = vi.fn();
    const view = mount(<Harness onClosed={onClosed} />);
    const opener = document.getElementById('opener') as HTMLButtonElement;
    opener.focus();
    click(opener);
    return { view, onClosed, opener };
  }
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
  const finishClose = () => act(() => vi.advanceTimersByTime(DIALOG_CLOSE_MS));

  it('is a labelled modal dialog that takes focus on its first control', () => {
    open();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('t-title');
    expect(dialog()?.getAttribute('data-mode')).toBe('new');
    expect(document.activeElement?.id).toBe('first');
  });

  it('keeps Tab inside: past the last control it wraps to the first, and back', () => {
    open();
    (document.getElementById('last') as HTMLElement).focus();
    key(document.activeElement!, 'Tab');
    expect(document.activeElement?.id).toBe('first');
    key(document.activeElement!, 'Tab', { shiftKey: true });
    expect(document.activeElement?.id).toBe('last');
  });

  it('closes on Escape after the close animation and returns focus to the opener', () => {
    const { onClosed, opener } = open();
    key(document.activeElement!, 'Escape');
    expect(document.querySelector('.lb-test-modal')?.className).toBe(
      'lb-dialog lb-test-modal lb-dialog--closing lb-test-modal--closing',
    );
    expect(onClosed).not.toHaveBeenCalled();
    finishClose();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on a click inside', () => {
    const { onClosed } = open();
    mouseDown(document.getElementById('first')!);
    finishClose();
    expect(onClosed).not.toHaveBeenCalled();
    mouseDown(document.querySelector('.lb-test-modal')!);
    finishClose();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes once when asked twice', () => {
    const { onClosed } = open();
    click(document.getElementById('last')!);
    key(document.body, 'Escape');
    finishClose();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("logs 'Failed to show modal' when its content cannot be drawn, and shows nothing of it", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClosed = vi.fn();
    const Broken = (): never => {
      throw new Error('no boards');
    };
    mount(
      <Dialog labelledBy="t-title" onClosed={onClosed}>
        <Broken />
      </Dialog>,
    );
    expect(dialog()).toBeNull();
    expect(document.querySelector('.lb-dialog')).toBeNull();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(logged.mock.calls.some((call) => call[0] === MODAL_FAILED_MESSAGE)).toBe(true);
    logged.mockRestore();
  });
});
