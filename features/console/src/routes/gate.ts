import type { Accounts } from '@lightbox/account';
import { isStaff } from '@lightbox/analytics';
import type { Db } from '@lightbox/platform';
import type { PageSpec } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Staff } from '../assets/repository';

const staffOf = new WeakMap<FastifyRequest, Staff>();

/** The staff member making a request that passed the gate. */
export function staffMember(request: FastifyRequest): Staff {
  const staff = staffOf.get(request);
  if (!staff) throw new Error('A console route ran without the staff gate');
  return staff;
}

/**
 * Every route registered in this scope answers the site's not-found page to anyone but staff,
 * GET and POST alike, before the body is read or the CSRF token checked: the console is not
 * advertised, and a visitor cannot tell its addresses from any other missing page.
 */
export function addStaffGate(
  scope: FastifyInstance,
  deps: {
    db: Db;
    accounts: Pick<Accounts, 'viewer'>;
    render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
    notFound: PageSpec;
  },
) {
  scope.addHook('onRequest', async (request, reply) => {
    const viewer = await deps.accounts.viewer(request, reply);
    if (viewer.user && (await isStaff(deps.db, viewer.user.id))) {
      staffOf.set(request, { id: viewer.user.id, email: viewer.user.email });
      return;
    }
    reply.header('cache-control', 'no-store');
    return deps.render(request, reply, deps.notFound);
  });
}
