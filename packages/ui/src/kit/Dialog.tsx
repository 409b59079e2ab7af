import {
  Component,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { focusableIn } from './focusable';
import { DIALOG_CLOSE_MS } from './timings';

export interface DialogProps {
  /**
   * The owner's block class, beside the kit's: the backdrop gets `lb-dialog ${className}`, the
   * panel `lb-dialog__panel ${className}__dialog`, and closing adds both `--closing` modifiers.
   */
  className?: string;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** Called once the close animation has run; the owner then stops rendering the dialog. */
  onClosed: () => void;
  /** Extra attributes of the panel (the element with role=dialog), e.g. data-* state. */
  panelProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  backdropProps?: Record<`data-${string}`, string>;
  /** The content; a function gets `close`, which runs the close animation then `onClosed`. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The one modal dialog: focus moves into it and stays there (Tab wraps), Escape, a click on
 * the backdrop or `close` end it after the spec's 300 ms animation, and focus goes back to the
 * element that opened it.
 */
function backdropClass(owner: string | undefined, closing: boolean): string {
  const classes = ['lb-dialog', owner ?? ''];
  if (closing) classes.push('lb-dialog--closing', owner ? `${owner}--closing` : '');
  return classes.filter(Boolean).join(' ');
}

function DialogPanel({ className, labelledBy, onClosed, panelProps, backdropProps, children }: DialogProps) {
  const [closing, setClosing] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  const close = useCallback(() => {
    if (timer.current !== undefined) return;
    setClosing(true);
    timer.current = window.setTimeout(() => onClosedRef.current(), DIALOG_CLOSE_MS);
  }, []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (panel.current) (focusableIn(panel.current)[0] ?? panel.current).focus();
    return () => {
      window.clearTimeout(timer.current);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const items = focusableIn(panel.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = panel.current.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    const onDown = (e: MouseEvent) => {
      if (e.target === backdrop.current) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [close]);

  return (
    <div className={backdropClass(className, closing)} ref={backdrop} {...backdropProps}>
      <div
        {...panelProps}
        className={className ? `lb-dialog__panel ${className}__dialog` : 'lb-dialog__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        ref={panel}
      >
        {typeof children === 'function' ? children(close) : children}
      </div>
    </div>
  );
}

/** Spec §8: a modal that cannot be shown is logged with this message. */
export const MODAL_FAILED_MESSAGE = 'Failed to show modal';

type ReportError = (error: { type: string; message: string; stack?: string }) => void;

/** Logs a modal that could not be shown, to the console and to /pulse when the page has one. */
export function reportModalFailure(error: unknown): void {
  console.error(MODAL_FAILED_MESSAGE, error);
  const pulse = (globalThis as { __lightboxPulse?: { reportError: ReportError } }).__lightboxPulse;
  pulse?.reportError({
    type: 'ModalError',
    message: `${MODAL_FAILED_MESSAGE}: ${error instanceof Error ? error.message : String(error)}`,
    ...(error instanceof Error && error.stack && { stack: error.stack }),
  });
}

/**
 * A modal whose content throws while it opens is not shown half-drawn: it is logged as the
 * spec says, nothing of it stays on screen, and its owner hears it closed.
 */
class ModalBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    reportModalFailure(error);
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function Dialog(props: DialogProps) {
  return (
    <ModalBoundary onFailed={props.onClosed}>
      <DialogPanel {...props} />
    </ModalBoundary>
  );
}
