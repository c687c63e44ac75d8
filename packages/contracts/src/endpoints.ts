import type { z } from 'zod';
import type { LossSide } from './catalogue/loss-kinds.ts';
import {
  getDiscountRequest,
  getDiscountResponse,
  getGrowthRequest,
  getGrowthResponse,
  getLifeRequest,
  getLifeResponse,
  getWageRequest,
  getWageResponse,
  wageOccupationsResponse,
} from './calculation/lookups.ts';
import { getInterestRequest, getInterestResponse, getJudgmentRateRequest, getJudgmentRateResponse } from './calculation/interest.ts';
import { lossEarningsRequest } from './calculation/loss-earnings.ts';
import { lossMedicalPastRequest, lossMedicalRequest } from './calculation/loss-medical.ts';
import { lossServicesRequest } from './calculation/loss-services.ts';
import { lossSupportRequest } from './calculation/loss-support.ts';
import { lossEarningsResponse, lossMedicalResponse, lossServicesResponse, lossSupportResponse } from './calculation/responses.ts';
import { API_PREFIX, ENDPOINT_ROUTES } from './endpoint-paths.ts';

/**
 * The one table of the calculation service's endpoints: method, path, the body
 * it takes, the answer it gives and what the OpenAPI document says of it. The
 * server registers its routes from it (a route per entry, checked by type), the
 * web calls its paths with its types, the CLI resolves endpoint names in it and
 * the loss-kind catalogue points its submit steps at its entries.
 */

interface LossDoc<Req extends z.ZodType, Res extends z.ZodType> {
  summary: string;
  description: string;
  /** What the 200 answer holds. */
  answer: string;
  request: Req;
  response: Res;
}

/** One side of a create_table loss, at its route (endpoint-paths.ts), with its bodies and words. */
function lossTable<const Route extends { side: LossSide }, Req extends z.ZodType, Res extends z.ZodType>(
  route: Route,
  doc: LossDoc<Req, Res>,
) {
  return {
    ...route,
    request: doc.request,
    response: doc.response,
    summary: `${doc.summary}, ${route.side}`,
    description: doc.description,
    answer: doc.answer,
  };
}

/** A lookup of the reference data, at its route, with its bodies and words. */
function lookup<const Route extends object, Res extends z.ZodType, Req extends z.ZodType | undefined = undefined>(
  route: Route,
  doc: { summary: string; description: string; answer: string; request?: Req; response: Res },
) {
  return { ...route, ...doc, request: doc.request as Req };
}

const EARNINGS = {
  summary: 'Loss of earnings tables (personal injury)',
  description: 'One table per income × retirement-age scenario, income-major (methodology §5).',
  answer: 'Case information and the tables',
  request: lossEarningsRequest,
  response: lossEarningsResponse,
};

const SUPPORT = {
  summary: 'Loss of support tables (wrongful death)',
  description:
    'One table per income × retirement-age scenario, income-major (methodology §7). Spouse fields are empty strings without a spouse.',
  answer: 'Case information and the tables',
  request: lossSupportRequest,
  response: lossSupportResponse,
};

const SERVICES = {
  summary: 'Loss of household services tables',
  description: 'One table per life-expectancy scenario (methodology §6).',
  answer: 'Case information and the tables',
  request: lossServicesRequest,
  response: lossServicesResponse,
};

const MEDICAL = {
  summary: 'Future medical expenses tables (life care plan)',
  description:
    'One table per scenario of every modality, grouped by scenario type (methodology §8). The care billed by the report is the past medical ' +
    "expenses, one figure with no table; the plan's care between the report and the trial is loss_medical/past.",
  answer: 'Case information and the tables by scenario type',
  request: lossMedicalRequest,
  response: lossMedicalResponse,
};

const MEDICAL_BEFORE_TRIAL = {
  summary: "Life care plan's care before trial (version 3)",
  description:
    'The care the plan prices between the date of report and the trial, which is neither in the past medical expenses nor future: ' +
    "the future table's body and shape, not discounted, optionally with prejudgment interest (methodology §8, §12, §16).",
  answer: MEDICAL.answer,
  request: lossMedicalPastRequest,
  response: lossMedicalResponse,
};

export const ENDPOINTS = {
  lossEarningsPast: lossTable(ENDPOINT_ROUTES.lossEarningsPast, EARNINGS),
  lossEarningsFuture: lossTable(ENDPOINT_ROUTES.lossEarningsFuture, EARNINGS),
  lossSupportPast: lossTable(ENDPOINT_ROUTES.lossSupportPast, SUPPORT),
  lossSupportFuture: lossTable(ENDPOINT_ROUTES.lossSupportFuture, SUPPORT),
  lossServicesPast: lossTable(ENDPOINT_ROUTES.lossServicesPast, SERVICES),
  lossServicesFuture: lossTable(ENDPOINT_ROUTES.lossServicesFuture, SERVICES),
  // The medical summaries say which care each table holds, so neither takes the side after it.
  lossMedicalFuture: { ...lossTable(ENDPOINT_ROUTES.lossMedicalFuture, MEDICAL), summary: MEDICAL.summary },
  lossMedicalPast: { ...lossTable(ENDPOINT_ROUTES.lossMedicalPast, MEDICAL_BEFORE_TRIAL), summary: MEDICAL_BEFORE_TRIAL.summary },
  getLife: lookup(ENDPOINT_ROUTES.getLife, {
    summary: 'Remaining life expectancy at the date of report',
    description:
      'NCHS United States Life Tables, 2023, by sex (or both sexes: gender `total`) and race/Hispanic origin (or all races: race `all`), ' +
      'interpolated between whole ages (methodology §3). One person per call.',
    answer: 'Life expectancy, in both spellings the product reads',
    request: getLifeRequest,
    response: getLifeResponse,
  }),
  getDiscount: lookup(ENDPOINT_ROUTES.getDiscount, {
    summary: 'Treasury discount rates for a list of horizons',
    description:
      'U.S. Treasury daily par yield curve in force on each start date, interpolated linearly in maturity (methodology §4). Answers the list in the order asked.',
    answer: 'One rate per horizon, in the same order',
    request: getDiscountRequest,
    response: getDiscountResponse,
  }),
  getGrowth: lookup(ENDPOINT_ROUTES.getGrowth, {
    summary: 'Historical growth rate of a price or wage series',
    description:
      'Compound annual growth of the annual averages of CPI-U all items (cpiAll), CPI-U medical care (cpiMedical) or average hourly earnings (wages), ' +
      'over the `years` (default 20) ending with the latest complete year before the report year (methodology §4b).',
    answer: 'The growth rate in percent, its window and source',
    request: getGrowthRequest,
    response: getGrowthResponse,
  }),
  wageOccupations: lookup(ENDPOINT_ROUTES.wageOccupations, {
    summary: 'Occupations with a published hourly wage',
    description:
      'The household-services occupations of the BLS OEWS May 2024 national estimates that get_wage answers for, in SOC-code order (methodology §4c).',
    answer: 'SOC code and title of each occupation',
    response: wageOccupationsResponse,
  }),
  getWage: lookup(ENDPOINT_ROUTES.getWage, {
    summary: 'Published hourly wage of a household-services occupation',
    description:
      'BLS OEWS national estimates, May 2024: the hourly median (default) or mean wage of one occupation, as published (methodology §4c). ' +
      'With inDollarsOf, also the wage brought to the dollars of that date by BLS average hourly earnings (AHETPI), with the factor and month used (methodology §6).',
    answer: 'The hourly wage, its occupation, vintage and source; with inDollarsOf, the adjusted wage and its adjustment',
    request: getWageRequest,
    response: getWageResponse,
  }),
  getInterest: lookup(ENDPOINT_ROUTES.getInterest, {
    summary: 'Prejudgment interest on lump sums',
    description:
      'Version 3: interest on sums paid on one day each (burial cost, past medical expenses) at the rate the forum sets, simple or compounded yearly, ' +
      'from the later of each date and `from` through `to` (methodology §16). Answers the items in the order given.',
    answer: "Each item's accrual start, days and interest, and their total",
    request: getInterestRequest,
    response: getInterestResponse,
  }),
  getJudgmentRate: lookup(ENDPOINT_ROUTES.getJudgmentRate, {
    summary: 'Federal post-judgment interest rate (28 U.S.C. §1961)',
    description:
      'Version 3: the average of the 1-year constant maturity Treasury yields on the shipped curve for the Monday-to-Sunday week ' +
      'before the one containing the judgment date (methodology §17).',
    answer: 'The rate in percent, the week averaged, its number of daily values and the source',
    request: getJudgmentRateRequest,
    response: getJudgmentRateResponse,
  }),
};

export type EndpointTable = typeof ENDPOINTS;
export type EndpointName = keyof EndpointTable;
export type Endpoint = EndpointTable[EndpointName];

type EndpointOf<E extends EndpointName | Endpoint> = E extends EndpointName ? EndpointTable[E] : E;

/** The body a client sends (the request schema's input side); `undefined` for a GET. */
export type RequestOf<E extends EndpointName | Endpoint> = EndpointOf<E>['request'] extends z.ZodType
  ? z.input<EndpointOf<E>['request']>
  : undefined;

/** The body as the server's handler receives it, parsed and transformed by the request schema. */
export type ParsedRequestOf<E extends EndpointName | Endpoint> = EndpointOf<E>['request'] extends z.ZodType
  ? z.output<EndpointOf<E>['request']>
  : undefined;

/** The 200 answer. */
export type ResponseOf<E extends EndpointName | Endpoint> = z.output<EndpointOf<E>['response']>;

/** The table's names in its order (the order of the OpenAPI document). */
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

/** The path a client calls: `/api/create_table/loss_earnings/past`. */
export const apiPath = <E extends Endpoint>(endpoint: E): `/api${E['path']}` => `${API_PREFIX}${endpoint.path}`;

/** The endpoint answering at a full path (`/api/...`), if any. */
export function endpointAt(path: string): Endpoint | undefined {
  return ENDPOINT_NAMES.map((name) => ENDPOINTS[name]).find((endpoint) => apiPath(endpoint) === path);
}
