import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Requests no route answered. Under `/api`: 405 when the path exists with other
 * methods, else 404, both as JSON. Elsewhere a GET gets the web app's
 * `index.html` when it is served, so that deep links reach the client-side router.
 */
export function notFoundReplies(app: FastifyInstance, { spa }: { spa: boolean }): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (spa && reading && !isApiPath(path)) return reply.header('cache-control', 'no-cache').sendFile('index.html');

    const allowed = isApiPath(path) ? METHODS.filter((method) => app.findRoute({ method, url: path }) !== null) : [];
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          error: 'Method not allowed',
          issues: [{ path: '', message: `${path} accepts ${allowed.join(', ')}, not ${request.method}` }],
        });
    }
    return reply.code(404).send({ error: 'Not found', issues: [{ path: '', message: `Nothing is served at ${request.method} ${path}` }] });
  });
}
