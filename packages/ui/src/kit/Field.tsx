import type { ReactNode } from 'react';

/** What the control of a field needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  /** The error text; the field is marked invalid while it is set. */
  error?: ReactNode | undefined;
  /** Read before the error by screen readers (visually hidden), e.g. "There is a problem". */
  errorPrefix?: string | undefined;
  className?: string | undefined;
  /** Shows the error under the control instead of above it (the marketing forms' layout). */
  errorBelow?: boolean;
  /** Renders the input, select or textarea with the ids and aria attributes given. */
  children: (control: FieldControlProps) => ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A form field: label, hint and error, tied to the control by aria-describedby. */
export function Field({ id, label, hint, error, errorPrefix, className, errorBelow, children }: FieldProps) {
  const classes = ['lb-field', error ? 'lb-field--error' : '', className ?? ''].filter(Boolean).join(' ');
  const message = error && (
    <p className="lb-field__error" id={errorId(id)}>
      {errorPrefix && <span className="visually-hidden">{errorPrefix}: </span>}
      {error}
    </p>
  );
  return (
    <div className={classes}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="lb-field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      {!errorBelow && message}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      {errorBelow && message}
    </div>
  );
}
