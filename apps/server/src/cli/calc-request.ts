import { apiPath, endpointAt, ENDPOINT_NAMES, ENDPOINTS, type Endpoint, type EndpointName } from '@damages/contracts';

/**
 * How the CLI turns its arguments into API calls: an endpoint name into an
 * entry of the contract's endpoint table, and a file (a bare body or a contract
 * example) into bodies.
 */

/** Lookups that take one body per call: a list of bodies (as the contract examples hold) becomes one call each. */
const ONE_BODY_PER_CALL: readonly EndpointName[] = ['getLife', 'getGrowth', 'getWage', 'getInterest', 'getJudgmentRate'];

const TABLE: readonly Endpoint[] = ENDPOINT_NAMES.map((name) => ENDPOINTS[name]);

/** An endpoint's path without its group: `loss_earnings/past`, `get_life`. */
export const shortName = (endpoint: Endpoint): string => endpoint.path.slice(`/${endpoint.group}/`.length);

/** Every endpoint's short name, in the table's order, for the usage text. */
export const ENDPOINT_SHORT_NAMES: readonly string[] = TABLE.map(shortName);

/**
 * `loss_earnings/past`, `create_table/loss_earnings/past`, `/api/create_table/loss_earnings/past`
 * and `POST /api/...` all name the table's entry at `/api/create_table/loss_earnings/past`;
 * `get_life` names `/api/forensic/get_life`. Undefined for a name the table does not have.
 */
export function resolveEndpoint(name: string): Endpoint | undefined {
  const path = name
    .trim()
    .replace(/^(POST|GET)\s+/i, '')
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .replace(/\/+$/, '');
  return TABLE.find((endpoint) => endpoint.path === `/${path}` || shortName(endpoint) === path);
}

/** The full path an endpoint name calls, if the table has it. */
export function endpointUrl(name: string): string | undefined {
  const endpoint = resolveEndpoint(name);
  return endpoint && apiPath(endpoint);
}

/** The method of the endpoint at a full path: the table's, POST when it is not in the table. */
export function methodOf(url: string): 'GET' | 'POST' {
  return endpointAt(url)?.method ?? 'POST';
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
  /** Whether the answers are printed as a list (several bodies for the lookups that take one per call) or as the one answer. */
  list: boolean;
}

/**
 * The calls to make. get_life, get_growth, get_wage, get_interest and get_judgment_rate take one body per call, so a
 * list of bodies (as the contract examples hold) becomes one call each; everything else is one call.
 */
export function callsOf(url: string, document: unknown): Calls {
  const body = isExample(document) ? document.request : document;
  const oneBodyPerCall = ONE_BODY_PER_CALL.some((name) => apiPath(ENDPOINTS[name]) === url);
  if (oneBodyPerCall && Array.isArray(body)) return { payloads: body.map((one) => JSON.stringify(one)), list: true };
  return { payloads: [JSON.stringify(body)], list: false };
}
