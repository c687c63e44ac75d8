import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { authPlugin } from './auth/auth-plugin.ts';
import type { AppConfig } from './config.ts';
import { errorReplies, frameworkErrorReply } from './plugins/error-replies.ts';
import { notFoundReplies } from './plugins/not-found.ts';
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
}

/** Options every application plugin receives. */
export interface AppPluginOptions {
  config: AppConfig;
  requireSession: boolean;
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

/** The whole service as a ready Fastify instance; only `server.ts` listens, tests and the CLI use `inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requireSession = options.requireSession ?? true;
  const app = Fastify({
    logger: options.logger === true ? { level: config.logLevel } : (options.logger ?? false),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkErrorReply,
  });

  // JSON only: Fastify would otherwise hand a text/plain body to the handlers as a string.
  app.removeContentTypeParser('text/plain');
  errorReplies(app);

  for (const plugin of plugins) await app.register(plugin, { config, requireSession });

  const spa = await webApp(app, config);
  notFoundReplies(app, { spa });
  await app.register(api, { prefix: '/api', requireSession, dataDir: config.dataDir });

  await app.ready();
  return app;
}
