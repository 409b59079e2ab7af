import { eventNameOfPush } from '../domain/events';
import type { Sender } from './sender';

type Push = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Push[];
  }
}

/**
 * The other features push their moments to `window.dataLayer` (boards, cart, purchase,
 * downloads, plans); the ones that carry an event name of spec §7 are sent on to /signals
 * too. Pushes made before this script ran are sent first.
 */
export function forwardDataLayer(sender: Sender): void {
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  const forward = (push: Push) => {
    const name = eventNameOfPush(push);
    if (!name) return;
    const { event: _kind, event_name: _name, ...properties } = push;
    void sender.send(name, properties);
  };
  for (const push of layer) forward(push);
  const original = layer.push.bind(layer);
  layer.push = (...items: Push[]) => {
    for (const item of items) forward(item);
    return original(...items);
  };
}
