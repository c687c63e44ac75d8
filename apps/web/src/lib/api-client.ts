import { apiPath, type Endpoint, type RequestOf, type ResponseOf, type ValidationErrorBody } from '@damages/contracts';

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

/** JSON POST to the calculation service with the session cookie. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return requestJson<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

/** Calls an entry of the contract's endpoint table: its method and path, its body's type and its answer's. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...body: E['method'] extends 'GET' ? [] : [RequestOf<E>]
): Promise<ResponseOf<E>> {
  const path = apiPath(endpoint);
  return endpoint.method === 'GET' ? requestJson<ResponseOf<E>>(path) : postJson<ResponseOf<E>>(path, body[0]);
}

export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
    });
  } catch (error) {
    throw new ApiError('Network Error', 0, { error: String(error) });
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    console.error(`${init.method ?? 'GET'} ${path} failed with ${response.status}:`, text);
    const message = (parsed as { error?: string } | undefined)?.error ?? `Request failed (${response.status})`;
    throw new ApiError(message, response.status, parsed);
  }
  return parsed as T;
}
