import { futureMedicalExpenses, lossOfEarnings, lossOfHouseholdServices, lossOfSupport } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exampleRequest } from '../../../../fixtures/contract-examples/index.ts';
import { lossEarningsRequest } from './loss-earnings.ts';
import { lossMedicalRequest, type LossMedicalRequest } from './loss-medical.ts';
import { lossServicesRequest } from './loss-services.ts';
import { lossSupportRequest } from './loss-support.ts';
import {
  lossEarningsResponse,
  lossServicesResponse,
  lossSupportResponse,
  toWireLoss,
  toWireMedical,
  type LossEarningsResponse,
  type LossMedicalResponse,
} from './responses.ts';
import { lossResponseJson, medicalResponseJson } from './wire-json.ts';

const requestOf = (file: string) => exampleRequest(file.replace(/\.json$/, ''));

describe('the fast response writer', () => {
  it('writes exactly what JSON.stringify writes, for every loss kind and both periods', () => {
    for (const period of ['past', 'future'] as const) {
      const earnings = lossOfEarnings(lossEarningsRequest.parse(requestOf(`loss_earnings-${period}.json`)), period);
      expect(lossResponseJson(earnings)).toBe(JSON.stringify(toWireLoss(earnings)));
      const support = lossOfSupport(lossSupportRequest.parse(requestOf(`loss_support-${period}.json`)), period);
      expect(lossResponseJson(support)).toBe(JSON.stringify(toWireLoss(support)));
      const services = lossOfHouseholdServices(lossServicesRequest.parse(requestOf(`loss_services-${period}.json`)), period);
      expect(lossResponseJson(services)).toBe(JSON.stringify(toWireLoss(services)));
    }
    const medical = futureMedicalExpenses(lossMedicalRequest.parse(requestOf('loss_medical-future.json')));
    expect(medicalResponseJson(medical)).toBe(JSON.stringify(toWireMedical(medical)));
  });

  it('writes the version-2 columns and fields exactly as JSON.stringify does', () => {
    const earningsBody = requestOf('loss_earnings-future-residual-after-tax.json');
    for (const period of ['past', 'future'] as const) {
      const earnings = lossOfEarnings(lossEarningsRequest.parse(earningsBody), period);
      expect(lossResponseJson(earnings)).toBe(JSON.stringify(toWireLoss(earnings)));
      const support = lossOfSupport(lossSupportRequest.parse(requestOf('loss_support-future-household-income-base.json')), period);
      expect(lossResponseJson(support)).toBe(JSON.stringify(toWireLoss(support)));
    }
    const earnings = JSON.parse(
      lossResponseJson(lossOfEarnings(lossEarningsRequest.parse(earningsBody), 'future')),
    ) as LossEarningsResponse;
    expect(Object.keys((JSON.parse(earnings.table[0]!.table) as object[])[0]!)).toContain('Residual Compensation');
    // Each option alone: only its own column.
    for (const [only, column] of [
      [{ residualEarnings: '' }, 'Income Tax'],
      [{ earningsBasis: 'beforeTax' }, 'Residual Compensation'],
    ] as const) {
      const one = lossOfEarnings(lossEarningsRequest.parse({ ...earningsBody, ...only }), 'future');
      expect(lossResponseJson(one)).toBe(JSON.stringify(toWireLoss(one)));
      expect(Object.keys(one.tables[0]!.rows[0]!).filter((key) => key === 'Income Tax' || key === 'Residual Compensation')).toEqual([
        column,
      ]);
    }
    const medical = futureMedicalExpenses(lossMedicalRequest.parse(requestOf('loss_medical-future-frequencies.json')));
    expect(medicalResponseJson(medical)).toBe(JSON.stringify(toWireMedical(medical)));
    expect(
      (JSON.parse(medicalResponseJson(medical)) as LossMedicalResponse).table.best.map((e) => [e.medical_frequency, e.medical_every_years]),
    ).toEqual([
      ['everyYears', 5],
      ['once', null],
      ['annual', null],
    ]);
  });

  it('writes the version-3 columns and case_info.discount exactly as JSON.stringify does, in the documented shape', () => {
    const cases = [
      ['loss_earnings-future-worklife-net-discount-rate.json', lossEarningsRequest, lossOfEarnings, lossEarningsResponse],
      ['loss_support-past-tinari-2016.json', lossSupportRequest, lossOfSupport, lossSupportResponse],
      ['loss_support-future-tinari-total-offset.json', lossSupportRequest, lossOfSupport, lossSupportResponse],
      ['loss_services-future-stages.json', lossServicesRequest, lossOfHouseholdServices, lossServicesResponse],
    ] as const;
    for (const [file, request, calculate, response] of cases) {
      for (const period of ['past', 'future'] as const) {
        const result = (calculate as (input: unknown, side: 'past' | 'future') => Parameters<typeof lossResponseJson>[0])(
          (request as { parse: (body: unknown) => unknown }).parse(requestOf(file)),
          period,
        );
        const json = lossResponseJson(result);
        expect(json).toBe(JSON.stringify(toWireLoss(result)));
        const parsed = JSON.parse(json) as z.infer<typeof response>;
        expect(response.safeParse(parsed).success).toBe(true);
        expect(Object.keys(parsed.case_info.discount)).toEqual([
          'convention',
          'method',
          'valuation_year',
          'net_discount_rate',
          'rate_applied',
        ]);
      }
    }
    // With fringe benefits in support, the column follows the worklife columns and precedes the tax.
    const support = lossOfSupport(
      lossSupportRequest.parse({ ...requestOf('loss_support-future-tinari-2016.json'), benefitsRate: '0.2' }),
      'future',
    );
    expect(lossResponseJson(support)).toBe(JSON.stringify(toWireLoss(support)));
    expect(Object.keys(support.tables[0]!.rows[0]!).slice(4, 10)).toEqual([
      'Gross Income',
      'Worklife Factor',
      'Employment Factor',
      'Expected Income',
      'Fringe Benefits',
      'Income Tax',
    ]);
  });

  it('escapes text a user typed and writes empty tables', () => {
    const body = exampleRequest<LossMedicalRequest>('loss_medical-future');
    body.medical[0]!.scenarios[0]!.scenarioModality = 'Physio "PT" \\ weekly\n';
    body.medical[0]!.scenarios[0]!.scenarioTo = '2025-01-02'; // care ends before trial: no rows
    const medical = futureMedicalExpenses(lossMedicalRequest.parse(body));
    expect(medicalResponseJson(medical)).toBe(JSON.stringify(toWireMedical(medical)));
    expect((JSON.parse(medicalResponseJson(medical)) as LossMedicalResponse).table.best[0]!.medical_table).toBe('[]');
  });
});
