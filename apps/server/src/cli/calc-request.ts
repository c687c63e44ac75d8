/**
 * How the CLI turns its arguments into API calls: a short endpoint name into
 * the route's URL, and a file (a bare body or a shared example) into bodies.
 */

const URL_PREFIX: Record<string, string> = { loss_: 'create_table/', get_: 'forensic/' };

/**
 * `loss_earnings/past`, `create_table/loss_earnings/past`, `/api/create_table/loss_earnings/past`
 * and `POST /api/...` all name `/api/create_table/loss_earnings/past`; `get_life` names
 * `/api/forensic/get_life`.
 */
export function endpointUrl(endpoint: string): string {
  let path = endpoint.trim().replace(/^POST\s+/i, '').replace(/^\/+/, '').replace(/^api\//, '').replace(/\/+$/, '');
  for (const [start, prefix] of Object.entries(URL_PREFIX)) if (path.startsWith(start)) path = prefix + path;
  return `/api/${path}`;
}

/** A file in the shared examples' format: the body is its `request`. */
function isExample(document: unknown): document is { request: unknown; endpoint?: unknown } {
  return typeof document === 'object' && document !== null && !Array.isArray(document) && 'request' in document;
}

/** The endpoint a shared example names, if the file is one. */
export function exampleEndpoint(document: unknown): string | undefined {
  return isExample(document) && typeof document.endpoint === 'string' ? document.endpoint : undefined;
}

export interface Calls {
  /** JSON bodies, one per call. */
  payloads: string[];
  /** Whether the answers are printed as a list (several people for get_life) or as the one answer. */
  list: boolean;
}

/**
 * The calls to make. get_life takes one person per call, so a list of people
 * (as the shared example holds) becomes one call each; everything else is one call.
 */
export function callsOf(url: string, document: unknown): Calls {
  const body = isExample(document) ? document.request : document;
  if (url.endsWith('/get_life') && Array.isArray(body)) return { payloads: body.map((person) => JSON.stringify(person)), list: true };
  return { payloads: [JSON.stringify(body)], list: false };
}
