import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { authPlugin } from './auth/auth-plugin.ts';
import type { PasswordPool } from './auth/password-pool.ts';
import type { AppConfig } from './config.ts';
import { errorReplies, frameworkErrorReply } from './plugins/error-replies.ts';
import { jsonBodies } from './plugins/json-body.ts';
import { malformedRequestReply } from './plugins/malformed-request.ts';
import { notFoundReplies } from './plugins/not-found.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import api from './routes/api/index.ts';

export interface BuildOptions {
  /** `true` logs structured JSON at `config.logLevel`; an object is passed to Fastify as is. Off by default (tests). */
  logger?: boolean | object;
  /**
   * Whether the calculation routes need a signed-in session (default true). The
   * CLI passes false; see `routes/api/session-guard.ts`.
   */
  requireSession?: boolean;
  /** How long a request (headers and body) may take to arrive, in ms; {@link REQUEST_TIMEOUT_MS} unless a test shortens it. */
  requestTimeoutMs?: number;
  /**
   * The password pool to use instead of starting the app's own, which the app then leaves open: tests that build
   * an app per test share one, as its thread takes about a second of CPU to start.
   */
  passwordPool?: PasswordPool;
}

/** Options every application plugin receives. */
export interface AppPluginOptions {
  config: AppConfig;
  requireSession: boolean;
  /** See {@link BuildOptions.passwordPool}. */
  passwordPool?: PasswordPool;
}

/**
 * AUTH PLUGIN SPOT — application plugins, registered in this order before any
 * route. The authentication plugin (sessions, accounts, its own `/api/auth/*`
 * routes) goes here, wrapped so that it decorates the root instance, so that the
 * session guard of the calculation routes (`routes/api/session-guard.ts`) can
 * read the session it attaches to each request.
 */
const plugins: FastifyPluginAsync<AppPluginOptions>[] = [authPlugin];

// The largest valid request (100 medical modalities of 3 scenarios each) is well
// under 200 KB even pretty-printed; a larger body is a mistake or an attack.
export const BODY_LIMIT = 512 * 1024;

// A body that never finishes must not hold a connection (Node's default is 300 s).
const REQUEST_TIMEOUT_MS = 30_000;

/** The whole service as a ready Fastify instance; only `server.ts` listens, tests and the CLI use `inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requireSession = options.requireSession ?? true;
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: options.logger === true ? { level: config.logLevel } : (options.logger ?? false),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkErrorReply,
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: requestTimeoutMs,
    // An idle socket is closed too, but later, so that a slow request gets its 408 answer first.
    connectionTimeout: 2 * requestTimeoutMs,
    // Node checks for requests past their time-out on this interval (default 30 s).
    // Given to Node at creation too: it reads requestTimeout only then (Node 20).
    http: { requestTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 5) },
    clientErrorHandler: malformedRequestReply,
  });

  // JSON only: Fastify would otherwise hand a text/plain body to the handlers as a string.
  app.removeContentTypeParser('text/plain');
  jsonBodies(app);
  errorReplies(app);
  await securityHeaders(app, config);

  for (const plugin of plugins) await app.register(plugin, { config, requireSession, passwordPool: options.passwordPool });

  const spa = await webApp(app, config);
  notFoundReplies(app, { spa });
  await app.register(api, {
    prefix: '/api',
    requireSession,
    dataDir: config.dataDir,
    calculationRateLimit: config.calculationRateLimit,
    calculationThreads: config.calculationThreads,
    caseCopy: config.caseCopy,
  });

  await app.ready();
  return app;
}

/** A hop count as the trust function proxy-addr builds from one (Fastify's types take only the function). */
function trustProxyOption(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
