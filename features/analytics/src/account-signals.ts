import type { AccountEvents } from '@lightbox/account';
import { signalEvent } from './domain/events';
import type { SignalStore } from './store';

/**
 * Spec §4: the sign-in event (event12, once per session: the accounts feature claims it) and
 * the team sign-in event (Member or Leader only) go to analytics, not only to the log.
 */
export function forwardAccountEvents(events: AccountEvents, store: SignalStore): () => void {
  return events.subscribe((event) => {
    if (event.type === 'account.signed_in') {
      const signal = signalEvent(
        'event12',
        { auth_state: event.authLabel, customer_type: event.customerType },
        'accounts',
        'server',
      );
      store.add([row(signal, event.site, event.userId)]);
    } else if (event.type === 'account.team_signed_in') {
      const signal = signalEvent('Team Sign In', { team_role: event.role }, 'accounts', 'server');
      store.add([row(signal, event.site, event.userId)]);
    }
  });
}

function row(signal: ReturnType<typeof signalEvent>, site: string, userId: number) {
  return {
    site,
    source: signal.source,
    event_name: signal.event,
    app_name: signal.app_name,
    pipeline_id: signal.pipeline_id,
    visitor_id: null,
    user_id: userId,
    country: null,
    properties: signal.properties,
  };
}
