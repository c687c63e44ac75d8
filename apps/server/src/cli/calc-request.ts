/**
 * How the CLI turns its arguments into API calls: a short endpoint name into
 * the route's URL, and a file (a bare body or a contract example) into bodies.
 */

const URL_PREFIX: Record<string, string> = { loss_: 'create_table/', get_: 'forensic/', wage_: 'forensic/' };

/** The routes read with GET and no body; every other calculation is a POST. */
const GET_URLS = new Set(['/api/forensic/wage_occupations']);

/** Lookups that take one body per call: a list of bodies (as the contract examples hold) becomes one call each. */
const ONE_BODY_PER_CALL = ['/get_life', '/get_growth', '/get_wage'];

export function methodOf(url: string): 'GET' | 'POST' {
  return GET_URLS.has(url) ? 'GET' : 'POST';
}

/**
 * `loss_earnings/past`, `create_table/loss_earnings/past`, `/api/create_table/loss_earnings/past`
 * and `POST /api/...` all name `/api/create_table/loss_earnings/past`; `get_life` names
 * `/api/forensic/get_life`.
 */
export function endpointUrl(endpoint: string): string {
  let path = endpoint.trim().replace(/^(POST|GET)\s+/i, '').replace(/^\/+/, '').replace(/^api\//, '').replace(/\/+$/, '');
  for (const [start, prefix] of Object.entries(URL_PREFIX)) if (path.startsWith(start)) path = prefix + path;
  return `/api/${path}`;
}

/** A file in the contract examples' format: the body is its `request`. */
function isExample(document: unknown): document is { request: unknown; endpoint?: unknown } {
  return typeof document === 'object' && document !== null && !Array.isArray(document) && 'request' in document;
}

/** The endpoint a contract example names, if the file is one. */
export function exampleEndpoint(document: unknown): string | undefined {
  return isExample(document) && typeof document.endpoint === 'string' ? document.endpoint : undefined;
}

export interface Calls {
  /** JSON bodies, one per call. */
  payloads: string[];
  /** Whether the answers are printed as a list (several bodies for get_life, get_growth, get_wage) or as the one answer. */
  list: boolean;
}

/**
 * The calls to make. get_life, get_growth and get_wage take one body per call, so a
 * list of bodies (as the contract examples hold) becomes one call each; everything else is one call.
 */
export function callsOf(url: string, document: unknown): Calls {
  const body = isExample(document) ? document.request : document;
  if (ONE_BODY_PER_CALL.some((end) => url.endsWith(end)) && Array.isArray(body)) return { payloads: body.map((one) => JSON.stringify(one)), list: true };
  return { payloads: [JSON.stringify(body)], list: false };
}
