import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Talks to the app the way one browser tab would: keeps the cookies it is
 * given and sends the page's Origin, which better-auth requires on POSTs.
 */
export class AccountClient {
  readonly cookies = new Map<string, string>();
  /** Sent with every request, e.g. the X-Forwarded-For a reverse proxy would add. */
  readonly extraHeaders: Record<string, string> = {};

  constructor(
    private readonly app: FastifyInstance,
    readonly origin: string,
    private readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  ) {}

  get(url: string): Promise<LightMyRequestResponse> {
    return this.send('GET', url);
  }

  post(url: string, body: unknown = {}): Promise<LightMyRequestResponse> {
    return this.send('POST', url, body);
  }

  put(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.send('PUT', url, body);
  }

  delete(url: string): Promise<LightMyRequestResponse> {
    return this.send('DELETE', url);
  }

  /** The Cookie header this client sends. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        origin: this.origin,
        'user-agent': this.userAgent,
        ...this.extraHeaders,
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    this.keepCookies(response);
    return response;
  }

  private keepCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
