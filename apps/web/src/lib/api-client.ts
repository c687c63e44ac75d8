import { apiPath, type Endpoint, type RequestOf, type ResponseOf, type ValidationErrorBody } from '@damages/contracts';
import { removeKey, USER_KEY } from './storage.ts';

/** A failed API call, with the server's field issues when it answered 400. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }

  /** The `{path, message}` issues of a 400 answer, if any. */
  get issues(): ValidationErrorBody['issues'] {
    const body = this.body as Partial<ValidationErrorBody> | undefined;
    return Array.isArray(body?.issues) ? body.issues : [];
  }
}

/**
 * How a call survives a flaky network (the spec's rule: at most 3 attempts,
 * backoff 100 ms × 2ⁿ plus jitter). Only answers that say "try again later"
 * are retried; any other 4xx means the request itself is wrong and would fail
 * the same way again.
 */
export const RETRY_POLICY = {
  attempts: 3,
  baseDelayMs: 100,
  /** A Retry-After longer than this is not waited for: the call fails at once and says why. */
  maxRetryAfterMs: 30_000,
  /** One attempt's time-out; the server gives up on a request after 30 s. */
  timeoutMs: 35_000,
} as const;

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Status of a call that got no answer: 0 for a network error (as before), and this for a time-out. */
export const TIMED_OUT = -1;

const isRetryable = (error: ApiError) => error.status === 0 || error.status === TIMED_OUT || RETRYABLE_STATUSES.has(error.status);

/** The wait before retry `n` (0 for the first retry): 100 ms × 2ⁿ plus up to 100 ms of jitter. */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  return RETRY_POLICY.baseDelayMs * 2 ** retry + Math.floor(random() * RETRY_POLICY.baseDelayMs);
}

/** Retry-After in milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Told before each wait, so a screen can say "Retrying…". */
interface RetryNotice {
  /** The attempt that failed, from 1. */
  failedAttempt: number;
  delayMs: number;
  error: ApiError;
}

export interface CallOptions {
  onRetry?: (notice: RetryNotice) => void;
}

/**
 * What the app does when the server says the session is over (401): resolves
 * true once the user has signed in again, and the call is then made once more;
 * false gives up and the call fails with the 401.
 */
export type UnauthorizedHandler = () => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | undefined;
let pendingRenewal: Promise<boolean> | undefined;

/** Installs the handler (the sign-in dialog over the form); returns its removal. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/** Calls that fail together while the session is over wait for one sign-in, not one each. */
function renewSession(): Promise<boolean> {
  // The session is revoked or expired: the local copy of the user no longer tells the truth.
  removeKey(USER_KEY);
  if (!unauthorizedHandler) return Promise.resolve(false);
  pendingRenewal ??= unauthorizedHandler()
    .catch(() => false)
    .finally(() => {
      pendingRenewal = undefined;
    });
  return pendingRenewal;
}

/**
 * JSON POST to the calculation service with the session cookie. Calculations
 * and lookups are pure, so a POST here is retried like a GET.
 */
export async function postJson<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return requestJson<T>(path, { method: 'POST', body: JSON.stringify(body) }, { ...options, retry: true });
}

/** Calls an entry of the contract's endpoint table: its method and path, its body's type and its answer's. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...body: E['method'] extends 'GET' ? [] : [RequestOf<E>]
): Promise<ResponseOf<E>> {
  const path = apiPath(endpoint);
  return endpoint.method === 'GET' ? requestJson<ResponseOf<E>>(path) : postJson<ResponseOf<E>>(path, body[0]);
}

/**
 * One JSON call with the session cookie. GETs (and {@link postJson}) are
 * retried as {@link RETRY_POLICY} says; other writes (profiles) are not, since
 * a lost answer may hide a change that was made. A 401 asks the installed
 * {@link UnauthorizedHandler} for a new session and then tries once more.
 */
export async function requestJson<T>(path: string, init: RequestInit = {}, options: CallOptions & { retry?: boolean } = {}): Promise<T> {
  const retrying = options.retry ?? (init.method ?? 'GET').toUpperCase() === 'GET';
  const attempts = retrying ? RETRY_POLICY.attempts : 1;
  let renewed = false;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptJson<T>(path, init);
    } catch (caught) {
      const error = caught instanceof AttemptFailure ? caught.error : (caught as ApiError);
      if (error.status === 401 && !renewed) {
        renewed = true;
        if (await renewSession()) {
          attempt -= 1; // a new session starts the count again
          continue;
        }
        throw error;
      }
      if (!isRetryable(error) || attempt >= attempts) throw error;
      const wanted = caught instanceof AttemptFailure ? caught.retryAfter : undefined;
      if (wanted !== undefined && wanted > RETRY_POLICY.maxRetryAfterMs) throw error;
      const delayMs = Math.max(backoffDelay(attempt - 1), wanted ?? 0);
      options.onRetry?.({ failedAttempt: attempt, delayMs, error });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** A failed attempt with the server's Retry-After, when it sent one. */
class AttemptFailure extends Error {
  constructor(
    readonly error: ApiError,
    readonly retryAfter: number | undefined,
  ) {
    super(error.message);
  }
}

async function attemptJson<T>(path: string, init: RequestInit): Promise<T> {
  const method = init.method ?? 'GET';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RETRY_POLICY.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      credentials: 'include',
      signal: controller.signal,
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
    });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError('The service did not answer in time', TIMED_OUT, { error: String(error) });
    throw new ApiError('Network Error', 0, { error: String(error) });
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    console.error(`${method} ${path} failed with ${response.status}:`, text);
    const message = (parsed as { error?: string } | undefined)?.error ?? `Request failed (${response.status})`;
    throw new AttemptFailure(new ApiError(message, response.status, parsed), retryAfterMs(response.headers.get('Retry-After')));
  }
  return parsed as T;
}
