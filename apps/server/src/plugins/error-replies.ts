import type { ValidationErrorBody } from '@damages/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseTrouble, type DatabaseTrouble } from '../db/database-trouble.ts';

/** What a client sees for a failure on our side: never a stack trace or an internal message. */
const INTERNAL_ERROR = { error: 'Internal server error', issues: [] } as const;

/** The answer while another process holds the accounts database's write lock: a moment later it usually works. */
const DATABASE_BUSY = { error: 'The service is busy; please try again in a moment.', issues: [] } as const;
const DATABASE_BUSY_RETRY_SECONDS = 2;

/** The answer while the accounts database cannot be reached: a restart or failover takes seconds. */
const DATABASE_UNAVAILABLE = {
  error: 'The accounts database cannot be reached; please try again in a moment.',
  issues: [],
} as const;
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

/** The answer while the accounts database has no room: someone must free space, so it says to come back later. */
const DATABASE_FULL = {
  error: 'The accounts database has run out of space, so nothing was saved; please try again later.',
  issues: [],
} as const;
const DATABASE_FULL_RETRY_SECONDS = 60;

const TROUBLE_REPLIES: Record<DatabaseTrouble, { body: { error: string; issues: readonly [] }; retryAfterSeconds: number }> = {
  busy: { body: DATABASE_BUSY, retryAfterSeconds: DATABASE_BUSY_RETRY_SECONDS },
  unavailable: { body: DATABASE_UNAVAILABLE, retryAfterSeconds: DATABASE_UNAVAILABLE_RETRY_SECONDS },
  full: { body: DATABASE_FULL, retryAfterSeconds: DATABASE_FULL_RETRY_SECONDS },
};

/**
 * 503 with Retry-After for a database trouble that passes. A lock or an outage
 * is logged as a warning; a full disk as an error, since it passes only once
 * someone frees space.
 */
export function replyToDatabaseTrouble(reply: FastifyReply, trouble: DatabaseTrouble, error?: unknown): FastifyReply {
  const { body, retryAfterSeconds } = TROUBLE_REPLIES[trouble];
  if (trouble === 'full') reply.log.error({ err: error }, 'accounts database full');
  else reply.log.warn({ err: error }, `accounts database ${trouble}`);
  return reply.code(503).header('retry-after', String(retryAfterSeconds)).send(body);
}

// Fastify's own errors for a body it could not read, in words a form's author can act on.
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; a JSON document is required.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The body must be JSON sent with Content-Type: application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The body must be JSON sent with Content-Type: application/json.',
  FST_ERR_BAD_URL: 'The URL is malformed.',
};

// A plugin may throw the body itself (the rate limiter's errorResponseBuilder does).
function isErrorBody(value: unknown): value is ValidationErrorBody {
  const body = value as Partial<ValidationErrorBody> | null;
  return typeof body?.error === 'string' && Array.isArray(body.issues);
}

function clientErrorBody(error: FastifyError): ValidationErrorBody {
  const sentence = (error.code && BODY_ERRORS[error.code]) ?? 'The request could not be processed.';
  return { error: sentence, issues: [{ path: '', message: error.message }] };
}

/**
 * Every error ends here: 4xx become the `{error, issues}` body of every bad
 * request; a database that is locked, away or full is answered 503 with
 * Retry-After; anything else is logged with its stack and answered with a generic 500.
 */
export function errorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send(isErrorBody(error) ? { error: error.error, issues: error.issues } : clientErrorBody(error));
    const trouble = databaseTrouble(error);
    if (trouble) return replyToDatabaseTrouble(reply, trouble, error);
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(INTERNAL_ERROR);
  });
}

/** Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL) get the same body. */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send(clientErrorBody(error));
}
