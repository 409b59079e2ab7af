import type { ActiveAgreement, Site } from '@lightbox/core';
import type { CsrfProtection, Db, MailTransport, PublicAddress } from '@lightbox/platform';
import type { PageViewer } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AccountContext, createLimiters } from './context';
import { type AccountEvents, createAccountEvents } from './events';
import { accountDb } from './repository/db';
import { billingDetails } from './service';
import { createGuards, createSessionManager, presentPageViewer } from './sessions';

/**
 * Where a customer's agreements come from (spec §3/§4: registration status codes, active
 * agreements, paAgreements). The plans feature sets `of` when it starts; until then, none.
 */
export interface AgreementSource {
  of(userId: number, site: Site): Promise<readonly ActiveAgreement[]>;
}

export interface AccountsDeps {
  db: Db;
  mail: MailTransport;
  csrf: CsrfProtection;
  /** The sites' configured host names and public port: links in mail are built from them only. */
  sites: PublicAddress;
  events?: AccountEvents;
}

/**
 * The accounts feature, assembled once per server: its services' context, the session manager
 * (who is asking), the guards other features use, and the page viewer for the page shell.
 */
export function createAccounts(deps: AccountsDeps) {
  const db = accountDb(deps.db);
  const events = deps.events ?? createAccountEvents();
  const ctx: AccountContext = {
    db,
    mail: deps.mail,
    csrf: deps.csrf,
    sites: deps.sites,
    events,
    limits: createLimiters(db),
  };
  const sessions = createSessionManager({ db, csrf: deps.csrf, events });
  const guards = createGuards(sessions);
  return {
    ctx,
    events,
    sessions,
    guards,
    csrf: deps.csrf,
    agreements: { of: async () => [] } as AgreementSource,
    /** Who is asking (other features: the cart of a signed-in customer or of a visitor). */
    viewer: (request: FastifyRequest, reply: FastifyReply) => sessions.viewer(request, reply),
    /** A customer's billing name and country (checkout starts from them). */
    billingDetails: (userId: number) => billingDetails(ctx, userId),
    /** For the page shell: who is looking, without ids or secrets. */
    async pageViewer(request: FastifyRequest, reply: FastifyReply): Promise<PageViewer> {
      return presentPageViewer(await sessions.viewer(request, reply));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
