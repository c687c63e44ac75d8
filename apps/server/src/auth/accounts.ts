import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { openAuthDatabase, type AuthDatabase } from '../db/auth-database.ts';
import { migrateAuthSchema } from '../db/migrate-auth-schema.ts';
import { migrateProfileSchema } from '../db/migrate-profile-schema.ts';
import { backgroundMailer } from '../mail/background-mailer.ts';
import { createMailer } from '../mail/mailer.ts';
import { migrateAccountGuardSchema } from './account-guard-store.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { loadAuthSettings, type AuthSettings } from './auth-settings.ts';
import { authOptions, createAuth, type Auth } from './create-auth.ts';
import { mountAuthRoutes } from './fastify-bridge.ts';
import { passwordPool as startPasswordPool, type PasswordPool } from './password-pool.ts';
import { requireSession, type SessionGuard } from './require-session.ts';

export interface Accounts {
  auth: Auth;
  /** onRequest hook for routes that need a signed-in user. */
  requireSession: SessionGuard;
  /** The accounts database, for the tables kept beside better-auth's (economist profiles). */
  database: AuthDatabase;
}

/**
 * Sign-up, sign-in, sessions and two-factor at /api/auth: opens the accounts
 * database (SQLite in DATA_DIR, or DATABASE_URL), brings its tables up to date,
 * and closes it with the server. A password pool given is used and left open
 * (see `BuildOptions.passwordPool`); otherwise the accounts start their own.
 */
export async function mountAccounts(
  app: FastifyInstance,
  config: AppConfig,
  settings: AuthSettings = loadAuthSettings(),
  givenPasswordPool?: PasswordPool,
): Promise<Accounts> {
  const database = openAuthDatabase(config, app.log);
  const mailer = backgroundMailer(
    createMailer({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      from: settings.mailFrom ?? `Economic Damages Report <no-reply@${new URL(config.publicUrl).hostname}>`,
      log: app.log,
    }),
    app.log,
  );
  const passwordPool = givenPasswordPool ?? startPasswordPool();
  app.addHook('onClose', async () => {
    await mailer.close();
    if (!givenPasswordPool) await passwordPool.close();
    await database.close();
  });
  const options = {
    database,
    mailer,
    secret: resolveAuthSecret(config.dataDir, config.authSecret),
    publicUrl: config.publicUrl,
    trustedOrigins: settings.trustedOrigins,
    rateLimits: settings.rateLimits,
    sessions: settings.sessions,
    log: app.log,
    sso: config.sso,
    passwordPool,
  };
  await migrateAuthSchema(database, authOptions(options), app.log);
  await migrateAccountGuardSchema(database);
  await migrateProfileSchema(database, app.log);
  const auth = createAuth(options);
  await mountAuthRoutes(app, auth);
  return { auth, requireSession: requireSession(auth, { floodLimit: config.requestFloodLimit }), database };
}
