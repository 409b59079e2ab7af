import type { ReactNode } from 'react';

/**
 * A remote component's marked element (spec section 2): the server renders the component inside
 * it, and the host runtime loads the remote (remote.json, SRI) and hydrates it with `props`
 * (plain JSON).
 */
export function RemoteMount({
  name,
  props,
  children,
}: {
  name: string;
  props: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <div data-remote={name} data-remote-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
