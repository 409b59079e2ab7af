import type { Site } from '@lightbox/core';
import type { CustomerType } from './domain/auth-state';

/**
 * Application events of the accounts feature. The analytics issue subscribes and sends them on
 * (event12 is the spec's sign-in event); until then they are only logged.
 */
export type AccountEvent =
  | { type: 'account.registered'; userId: number; site: Site; registrationStatus: string }
  | { type: 'account.email_verified'; userId: number }
  | {
      type: 'account.signed_in';
      event: 'event12';
      userId: number;
      sessionId: number;
      site: Site;
      authLabel: string;
      customerType: CustomerType;
    }
  | { type: 'account.team_signed_in'; userId: number; teamId: number; role: 'Member' | 'Leader'; site: Site }
  | { type: 'account.signed_out'; userId: number; site: Site }
  | { type: 'account.team_joined'; userId: number; teamId: number; role: 'member' | 'leader' };

export type AccountEventListener = (event: AccountEvent) => void;

export interface AccountEvents {
  emit(event: AccountEvent): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: AccountEventListener): () => void;
}

export function createAccountEvents(onListenerError?: (error: unknown) => void): AccountEvents {
  const listeners = new Set<AccountEventListener>();
  return {
    emit(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // A failing subscriber must not fail the visitor's sign-in.
          onListenerError?.(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
