import { buildUrl, parsePositiveInt4 } from '@lightbox/core';
import type { Translator } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlansMessageKey } from '../messages/en-us';
import type { Outcome } from '../ui/AgreementParts';

/** Helpers shared by the agreement and custom media routes. */

export const NO_STORE = 'private, no-store';

export const asPlans = (t: Translator) => t as unknown as Translator<PlansMessageKey>;
export const titleOf = (key: PlansMessageKey) => (t: Translator) => asPlans(t).t(key);

/** Outcomes a form may send back in the address (`?done=…` / `?error=…`); anything else is ignored. */
const DONE: Record<string, PlansMessageKey> = {
  renewing: 'plans.agreements.turnedOn',
  card: 'plans.agreements.cardSaved',
  user: 'plans.agreements.users.saved',
  brief: 'plans.customMedia.filed',
};
const ERRORS: Record<string, PlansMessageKey> = {
  card: 'plans.agreements.error.card',
  ended: 'plans.agreements.error.ended',
  chooseCard: 'plans.agreements.error.chooseCard',
  member: 'plans.agreements.users.error.member',
  leader: 'plans.agreements.users.error.leader',
  userType: 'plans.agreements.users.error.userType',
};

export function outcomeOf(request: FastifyRequest): Outcome {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const pick = (table: Record<string, PlansMessageKey>, raw: unknown) =>
    typeof raw === 'string' && Object.hasOwn(table, raw) ? table[raw] : undefined;
  const done = pick(DONE, query.done);
  const error = pick(ERRORS, query.error);
  return { ...(done && { done }), ...(error && { error }) };
}

export const idParam = (request: FastifyRequest) => parsePositiveInt4((request.params as { id: string }).id);

export const back = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  query: Record<string, string>,
) => reply.redirect(buildUrl(path, query, { prefix: request.prefix }), 303);

export const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
