import type { LossSide } from './catalogue/loss-kinds.ts';

/**
 * Where each entry of the endpoint table answers: its method, group and path,
 * apart from the bodies it takes and gives (endpoints.ts adds those). Kept free
 * of the schemas, so that a page which only calls an endpoint — the form's
 * Autofills and its submit steps — does not load every request and answer
 * schema of the service with it.
 */

/** Every path of the table is under this prefix. */
export const API_PREFIX = '/api';

/** Tag of the OpenAPI document and first segment of the path. */
export type EndpointGroup = 'create_table' | 'forensic';

/** One side of a create_table loss: `/create_table/{resource}/{side}`, each its own path (any other word is a 404). */
const lossRoute = <const R extends string, const S extends LossSide>(resource: R, side: S) => ({
  method: 'POST' as const,
  group: 'create_table' as const,
  path: `/create_table/${resource}/${side}` as const,
  side,
});

/** A lookup of the reference data: `/forensic/{name}`. */
const lookupRoute = <const M extends 'GET' | 'POST', const N extends string>(method: M, name: N) => ({
  method,
  group: 'forensic' as const,
  path: `/forensic/${name}` as const,
});

/** The table's entries in its order (the order of the OpenAPI document). */
export const ENDPOINT_ROUTES = {
  lossEarningsPast: lossRoute('loss_earnings', 'past'),
  lossEarningsFuture: lossRoute('loss_earnings', 'future'),
  lossSupportPast: lossRoute('loss_support', 'past'),
  lossSupportFuture: lossRoute('loss_support', 'future'),
  lossServicesPast: lossRoute('loss_services', 'past'),
  lossServicesFuture: lossRoute('loss_services', 'future'),
  lossMedicalFuture: lossRoute('loss_medical', 'future'),
  lossMedicalPast: lossRoute('loss_medical', 'past'),
  getLife: lookupRoute('POST', 'get_life'),
  getDiscount: lookupRoute('POST', 'get_discount'),
  getGrowth: lookupRoute('POST', 'get_growth'),
  wageOccupations: lookupRoute('GET', 'wage_occupations'),
  getWage: lookupRoute('POST', 'get_wage'),
  getInterest: lookupRoute('POST', 'get_interest'),
  getJudgmentRate: lookupRoute('POST', 'get_judgment_rate'),
};

export type EndpointRoutes = typeof ENDPOINT_ROUTES;
export type EndpointRouteName = keyof EndpointRoutes;

/** The path a client calls for an entry: `/api/create_table/loss_earnings/past`. */
export const pathOf = <N extends EndpointRouteName>(name: N): `${typeof API_PREFIX}${EndpointRoutes[N]['path']}` =>
  `${API_PREFIX}${ENDPOINT_ROUTES[name].path}`;

/**
 * The rest of the service the web calls, beside the calculations and lookups:
 * the account's own data (its economist profiles, its case key, the server's
 * copies of its saved cases), the firm's settings, a case's sensitivity
 * (computed from the bodies of the calculations above) and the two account
 * calls the web makes without the accounts library. Each route documents itself in
 * its own module of the server, so only the method and the path under
 * `API_PREFIX` are here; `:id` stands for a profile's id or a case's form id.
 */
export const SERVICE_ROUTES = {
  listProfiles: { method: 'GET', path: '/profiles' },
  createProfile: { method: 'POST', path: '/profiles' },
  getProfile: { method: 'GET', path: '/profiles/:id' },
  updateProfile: { method: 'PUT', path: '/profiles/:id' },
  deleteProfile: { method: 'DELETE', path: '/profiles/:id' },
  economists: { method: 'GET', path: '/settings/economists' },
  caseKey: { method: 'GET', path: '/case-key' },
  listCaseCopies: { method: 'GET', path: '/cases' },
  getCaseCopy: { method: 'GET', path: '/cases/:id' },
  putCaseCopy: { method: 'PUT', path: '/cases/:id' },
  deleteCaseCopy: { method: 'DELETE', path: '/cases/:id' },
  caseCopySetting: { method: 'GET', path: '/settings/case-copy' },
  /** A case's sensitivity, computed from the bodies its submit posted (calculation/case-sensitivity.ts). */
  sensitivity: { method: 'POST', path: '/sensitivity' },
  /** Answered by the accounts library under `AUTH_PATH`. */
  session: { method: 'GET', path: '/auth/get-session' },
  ssoOptions: { method: 'GET', path: '/auth/sso/options' },
} as const;

export type ServiceRouteName = keyof typeof SERVICE_ROUTES;

/** Where the accounts library answers (better-auth's base path). */
export const AUTH_PATH = `${API_PREFIX}/auth` as const;

/** The path a client calls for a service route, its `:id` filled in (encoded) when it has one. */
export function servicePath(name: ServiceRouteName, id?: string): string {
  const { path } = SERVICE_ROUTES[name];
  return `${API_PREFIX}${id === undefined ? path : path.replace(':id', encodeURIComponent(id))}`;
}
