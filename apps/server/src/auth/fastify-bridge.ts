import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './create-auth.ts';

/** Node's header object as the Fetch API's Headers, which better-auth reads. */
export function webHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

function webRequest(request: FastifyRequest): Request {
  const headers = webHeaders(request.headers);
  // Rate limits are keyed by this address; what Fastify resolved, never what the client claims.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, { method: request.method, headers, ...(hasBody ? { body: request.body as Buffer } : {}) });
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves better-auth's endpoints under /api/auth. The bodies reach better-auth
 * unparsed, as the Fetch API request it expects; the scope keeps that raw
 * parsing away from the JSON routes.
 */
export async function mountAuthRoutes(app: FastifyInstance, auth: Auth): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => sendWebResponse(reply, await auth.handler(webRequest(request))),
    });
  });
}
