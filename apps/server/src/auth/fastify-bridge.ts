import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { databaseTrouble } from '../db/database-trouble.ts';
import { replyToDatabaseTrouble } from '../plugins/error-replies.ts';
import { watchForDatabaseTrouble } from './busy-signal.ts';
import { accountRequestProblem } from './account-request-fields.ts';
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
  // Rate limits are keyed by this address; what Fastify resolved (TRUST_PROXY), never what the client claims.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, { method: request.method, headers, ...(hasBody ? { body: request.body as Buffer } : {}) });
}

interface Issue {
  path: string;
  message: string;
}

/**
 * better-auth answers failures with `{code, message}` (or an empty body); the
 * service's clients read `{error, issues}` everywhere. Both are sent, so its
 * codes (INVALID_OTP, ACCOUNT_LOCKED…) stay available to the web app.
 */
function authErrorBody(status: number, raw: string): Record<string, unknown> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // A plain-text answer ("Not Found"): its words become the message.
    if (raw.trim()) body = { message: raw.trim() };
  }
  const message = typeof body.message === 'string' && body.message ? body.message : defaultMessage(status);
  const issues: Issue[] = Array.isArray(body.issues)
    ? (body.issues as { path?: unknown; message?: unknown }[]).map((issue) => ({
        path: Array.isArray(issue?.path) ? issue.path.join('.') : typeof issue?.path === 'string' ? issue.path : '',
        message: typeof issue?.message === 'string' ? issue.message : message,
      }))
    : [{ path: '', message }];
  return { ...body, error: typeof body.error === 'string' && body.error ? body.error : message, message, issues };
}

function defaultMessage(status: number): string {
  if (status === 404) return 'Not found';
  if (status === 429) return 'Too many requests. Please try again later.';
  if (status === 401) return 'Sign in required';
  if (status === 403) return 'Forbidden';
  return status >= 500 ? 'Internal server error' : 'The request could not be processed.';
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // better-auth's rate limiter says when to come back in its own header; browsers and clients read Retry-After.
  const retryAfter = response.headers.get('x-retry-after');
  if (retryAfter && !response.headers.has('retry-after')) reply.header('retry-after', retryAfter);
  if (response.status < 400) return reply.send(Buffer.from(await response.arrayBuffer()));
  if (response.status >= 500)
    return reply.header('content-type', 'application/json; charset=utf-8').send({ error: 'Internal server error', issues: [] });
  reply.header('content-type', 'application/json; charset=utf-8').removeHeader('content-length');
  return reply.send(authErrorBody(response.status, await response.text()));
}

/**
 * Why a POST body cannot reach better-auth, or undefined. Every endpoint takes
 * an object, as JSON or, for a few, as a form — read here as better-auth will
 * read it (the media type before any parameter), so that its checks
 * (`account-request-fields.ts`) see the very fields better-auth would.
 */
function bodyProblem(request: FastifyRequest): ReturnType<typeof accountRequestProblem> {
  if (request.method !== 'POST' || !Buffer.isBuffer(request.body) || request.body.length === 0) return undefined;
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const text = request.body.toString('utf8');
  if (mediaType === 'application/x-www-form-urlencoded') return accountRequestProblem(Object.fromEntries(new URLSearchParams(text)));
  if (mediaType !== 'application/json') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    const message = 'The body is not valid JSON.';
    return { error: message, message, code: 'VALIDATION_ERROR', issues: [{ path: '', message }] };
  }
  return accountRequestProblem(parsed);
}

/**
 * Serves better-auth's endpoints under /api/auth. The bodies reach better-auth
 * unparsed, as the Fetch API request it expects; the scope keeps that raw
 * parsing away from the JSON routes.
 */
export async function mountAuthRoutes(app: FastifyInstance, auth: Auth): Promise<void> {
  // Fastify waits for the promise an async plugin returns; this one registers synchronously.
  // eslint-disable-next-line @typescript-eslint/require-await
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const problem = bodyProblem(request);
        if (problem) return reply.code(400).send(problem);
        try {
          const { result, trouble, error } = await watchForDatabaseTrouble(() => auth.handler(webRequest(request)));
          if (trouble && result.status >= 500) return replyToDatabaseTrouble(reply, trouble, error);
          return await sendWebResponse(reply, result);
        } catch (error) {
          const trouble = databaseTrouble(error);
          if (trouble) return replyToDatabaseTrouble(reply, trouble, error);
          throw error;
        }
      },
    });
  });
}
