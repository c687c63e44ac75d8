import type { FastifyInstance } from 'fastify';
import type { AppPluginOptions } from '../app.ts';
import { mountAccounts, type Accounts } from './accounts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with sessions required; see `authPlugin`. */
    accounts?: Accounts;
  }
}

/**
 * Accounts for the whole app: /api/auth and `app.accounts`, which the
 * calculation routes' session guard uses. An app built without sessions (the
 * CLI, running in-process for the person at the keyboard) gets no accounts, so
 * it never opens or creates the accounts database.
 */
export async function authPlugin(app: FastifyInstance, { config, requireSession, passwordPool }: AppPluginOptions): Promise<void> {
  if (!requireSession) return;
  app.decorate('accounts', await mountAccounts(app, config, undefined, passwordPool));
}

// What fastify-plugin does: register in the parent's scope, so the decoration reaches every route.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true });
