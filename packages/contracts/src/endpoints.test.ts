import type { CaseInfo, EarningsCaseInfo, IncomeRetirementId, ServicesCaseInfo, SupportCaseInfo } from '@damages/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CALCULATION_STEPS, LOSS_KINDS, LOSS_SIDES } from './catalogue/loss-kinds.ts';
import type { GetDiscountResponseItem, GetLifeResponse, GetLifeRequest } from './calculation/lookups.ts';
import type {
  LossEarningsResponse,
  LossMedicalResponse,
  LossServicesResponse,
  LossSupportResponse,
  WireLossResponse,
} from './calculation/responses.ts';
import { toWireLoss, toWireMedical } from './calculation/responses.ts';
import { ENDPOINT_ROUTES, pathOf } from './endpoint-paths.ts';
import { apiPath, endpointAt, ENDPOINT_NAMES, ENDPOINTS, type ParsedRequestOf, type RequestOf, type ResponseOf } from './endpoints.ts';

describe('the endpoint table', () => {
  it('has every calculation and lookup once, at its own path', () => {
    expect(ENDPOINT_NAMES.map((name) => `${ENDPOINTS[name].method} ${apiPath(ENDPOINTS[name])}`)).toEqual([
      'POST /api/create_table/loss_earnings/past',
      'POST /api/create_table/loss_earnings/future',
      'POST /api/create_table/loss_support/past',
      'POST /api/create_table/loss_support/future',
      'POST /api/create_table/loss_services/past',
      'POST /api/create_table/loss_services/future',
      'POST /api/create_table/loss_medical/future',
      'POST /api/create_table/loss_medical/past',
      'POST /api/forensic/get_life',
      'POST /api/forensic/get_discount',
      'POST /api/forensic/get_growth',
      'GET /api/forensic/wage_occupations',
      'POST /api/forensic/get_wage',
      'POST /api/forensic/get_interest',
      'POST /api/forensic/get_judgment_rate',
    ]);
    for (const name of ENDPOINT_NAMES) expect(endpointAt(apiPath(ENDPOINTS[name]))).toBe(ENDPOINTS[name]);
    expect(endpointAt('/api/create_table/loss_medical/present')).toBeUndefined();
  });

  it('answers where its schema-free routes say, so a page can call it without loading every schema', () => {
    expect(Object.keys(ENDPOINT_ROUTES)).toEqual(ENDPOINT_NAMES);
    for (const name of ENDPOINT_NAMES) {
      expect(pathOf(name), name).toBe(apiPath(ENDPOINTS[name]));
      expect(ENDPOINTS[name].method, name).toBe(ENDPOINT_ROUTES[name].method);
    }
  });

  it('gives a request schema to every POST and none to a GET', () => {
    for (const name of ENDPOINT_NAMES) {
      const endpoint = ENDPOINTS[name];
      expect(endpoint.request === undefined, name).toBe(endpoint.method === 'GET');
    }
  });

  it("is where the catalogue's submit steps call, on their own side", () => {
    for (const step of CALCULATION_STEPS) {
      const endpoint = ENDPOINTS[step.endpoint];
      expect(endpoint.side).toBe(step.side);
      expect(apiPath(endpoint)).toBe(step.path);
    }
    // Every create_table endpoint is some loss kind's step, and a side without a step has no endpoint, except
    // the plan's care before trial: the medical expenses' past side is the figure the user types, and that
    // care is asked for alongside the future medical table instead.
    const stepped = LOSS_SIDES.flatMap((side) => Object.values(LOSS_KINDS).map((kind) => kind[side].step?.endpoint)).filter(Boolean);
    expect(new Set([...stepped, 'lossMedicalPast'])).toEqual(
      new Set(ENDPOINT_NAMES.filter((name) => ENDPOINTS[name].group === 'create_table')),
    );
  });

  it('derives the types of the bodies from its schemas', () => {
    expectTypeOf<RequestOf<'getLife'>>().toEqualTypeOf<GetLifeRequest>();
    expectTypeOf<ResponseOf<'getLife'>>().toEqualTypeOf<GetLifeResponse>();
    expectTypeOf<ResponseOf<'getDiscount'>>().toEqualTypeOf<GetDiscountResponseItem[]>();
    expectTypeOf<ResponseOf<'lossEarningsPast'>>().toEqualTypeOf<LossEarningsResponse>();
    expectTypeOf<RequestOf<'wageOccupations'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ParsedRequestOf<typeof ENDPOINTS.getGrowth>>().toHaveProperty('dateOfReport');
  });
});

describe('the response schemas and the engine', () => {
  it("describe what toWireLoss and toWireMedical make of the engine's results", () => {
    // Each direction: every answer the engine can give has the schema's type, and every value of the schema's type is such an answer.
    type Wire<Id, Info extends CaseInfo> = ReturnType<typeof toWireLoss<Id, never, Info>>;
    // The engine types the retirement fields as optional (its case information is shared by every kind); earnings and support always fill them.
    type WithRetirement<Info extends CaseInfo> = Info & Required<Pick<CaseInfo, 'plaintiff_age_at_retirement' | 'retirement_date'>>;
    expectTypeOf<Wire<number, ServicesCaseInfo>>().toExtend<LossServicesResponse>();
    expectTypeOf<LossServicesResponse>().toExtend<WireLossResponse<number, ServicesCaseInfo>>();
    expectTypeOf<Wire<IncomeRetirementId, WithRetirement<SupportCaseInfo>>>().toExtend<LossSupportResponse>();
    expectTypeOf<LossSupportResponse>().toExtend<WireLossResponse<IncomeRetirementId, WithRetirement<SupportCaseInfo>>>();
    expectTypeOf<Wire<IncomeRetirementId, WithRetirement<EarningsCaseInfo>>>().toExtend<LossEarningsResponse>();
    expectTypeOf<LossEarningsResponse>().toExtend<WireLossResponse<IncomeRetirementId, WithRetirement<EarningsCaseInfo>>>();
    expectTypeOf<ReturnType<typeof toWireMedical>>().toEqualTypeOf<LossMedicalResponse>();
  });
});
