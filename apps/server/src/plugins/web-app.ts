import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at `/` when there is one. Returns whether it does,
 * so that unknown paths can fall back to its `index.html`.
 */
export async function webApp(app: FastifyInstance, { webDist }: { webDist: string }): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.get('/', (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build -w apps/web`, then restart the server. The API is at /api.'),
    );
    return false;
  }
  // wildcard: false registers one route per built file, so API paths never match a catch-all static route.
  await app.register(fastifyStatic, { root: webDist, wildcard: false });
  return true;
}
