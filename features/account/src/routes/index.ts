import type { FastifyInstance } from 'fastify';
import { registerAccountPages } from './account';
import { registerRecoveryRoutes } from './recovery';
import { registerRegisterRoutes } from './register';
import type { AccountRouteDeps } from './shared';
import { registerSignInRoutes } from './sign-in';
import { registerSignOutRoutes } from './sign-out';
import { registerTeamRoutes } from './team';
import { registerVerifyEmailRoutes } from './verify-email';

export type { AccountRouteDeps, RenderPage } from './shared';

/** Every route of the accounts feature (spec section 2: /sign-in, /sign-out, /register, /join, /account, …). */
export async function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  registerSignInRoutes(app, deps);
  registerRegisterRoutes(app, deps);
  registerVerifyEmailRoutes(app, deps);
  registerRecoveryRoutes(app, deps);
  registerSignOutRoutes(app, deps);
  registerAccountPages(app, deps);
  registerTeamRoutes(app, deps);
}
