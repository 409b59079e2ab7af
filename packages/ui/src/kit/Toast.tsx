import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TOAST_CLOSE_MS, TOAST_DEFAULT_TIMEOUT_MS } from './timings';

export interface ToastProps {
  /** Block class; the close button is `${className}__close`, closing adds `--closing`. */
  className?: string;
  /** How long it stays; the timer pauses while the pointer is over the toast. */
  timeoutMs?: number;
  position?: 'top' | 'bottom';
  closeLabel: string;
  /** Called once the 400 ms close animation has run. */
  onClosed: () => void;
  children: ReactNode;
}

/** A status message that closes itself (spec section 9 timings) or by its close button. */
export function Toast({
  className = 'lb-toast',
  timeoutMs = TOAST_DEFAULT_TIMEOUT_MS,
  position = 'bottom',
  closeLabel,
  onClosed,
  children,
}: ToastProps) {
  const [closing, setClosing] = useState(false);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timeoutMs);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused || closing) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => setClosing(true), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [paused, closing]);
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(onClosed, TOAST_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, onClosed]);

  return (
    <div
      className={closing ? `${className} ${className}--closing` : className}
      role="status"
      data-position={position}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {children}
      <button
        type="button"
        className={`${className}__close`}
        aria-label={closeLabel}
        onClick={() => setClosing(true)}
      >
        ×
      </button>
    </div>
  );
}
