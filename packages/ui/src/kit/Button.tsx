import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive' | 'link';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'lb-button',
  // The outlined look the storefront already had (its class name kept, so pages look the same).
  secondary: 'lb-button lb-button--ghost',
  destructive: 'lb-button lb-button--destructive',
  link: 'lb-button-link',
};

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Always explicit: a button inside a form that should not submit it says 'button'. */
  type: 'button' | 'submit' | 'reset';
  variant?: ButtonVariant;
}

/** The class names of a variant, for a link that must look like a button. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return extra ? `${VARIANT_CLASS[variant]} ${extra}` : VARIANT_CLASS[variant];
}

export function Button({ variant = 'primary', className, type, ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
