import type { FastifyInstance } from 'fastify';
import { registerAccountPages } from './account';
import { registerAuthRoutes } from './auth';
import type { AccountRouteDeps } from './shared';
import { registerTeamRoutes } from './team';

export type { AccountRouteDeps, RenderPage } from './shared';

/** Every route of the accounts feature (spec section 2: /sign-in, /sign-out, /register, /join, /account, …). */
export async function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  registerAuthRoutes(app, deps);
  registerAccountPages(app, deps);
  registerTeamRoutes(app, deps);
}
