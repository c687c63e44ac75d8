import { ENDPOINTS, lossEarningsRequest, lossMedicalPastRequest, lossMedicalRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { exampleRequest } from '../../../testing/shared-examples.ts';
import { WrittenJson } from '../endpoint-route.ts';
import { lossEarningsRoutes } from './loss-earnings.ts';
import { lossMedicalRoutes } from './loss-medical.ts';

/** The written answer as a client reads it, each table's JSON string of rows read too. */
function readBack(written: unknown, rowsKey: 'table' | 'medical_table') {
  if (!(written instanceof WrittenJson)) throw new Error('The route should write its answer with the fast writer');
  const answer = JSON.parse(written.text) as { table: unknown };
  const read = (entry: Record<string, unknown>) => ({ ...entry, [rowsKey]: JSON.parse(entry[rowsKey] as string) as unknown });
  const table = answer.table as Record<string, unknown>[] | Record<string, Record<string, unknown>[]>;
  return {
    ...answer,
    table: Array.isArray(table) ? table.map(read) : Object.fromEntries(Object.entries(table).map(([type, list]) => [type, list.map(read)])),
  };
}

describe('a create_table answer with its rows unwritten', () => {
  it('is the written answer read back, for earnings with prejudgment interest', () => {
    const input = lossEarningsRequest.parse(exampleRequest('loss_earnings-past-interest-annual'));
    const handler = lossEarningsRoutes.lossEarningsPast;
    const unwritten = handler.unwritten(input, ENDPOINTS.lossEarningsPast);
    expect(unwritten).toEqual(readBack(handler.answer(input, ENDPOINTS.lossEarningsPast), 'table'));
    expect(JSON.stringify(unwritten)).toContain('"total_interest"');
  });

  it('is the written answer read back, for the care after and before the trial of a life-care plan', () => {
    const future = lossMedicalRequest.parse(exampleRequest('loss_medical-future-plan-after-trial'));
    const { lossMedicalFuture, lossMedicalPast } = lossMedicalRoutes;
    expect(lossMedicalFuture.unwritten(future, ENDPOINTS.lossMedicalFuture)).toEqual(
      readBack(lossMedicalFuture.answer(future, ENDPOINTS.lossMedicalFuture), 'medical_table'),
    );
    const past = lossMedicalPastRequest.parse(exampleRequest('loss_medical-past-plan-before-trial'));
    expect(lossMedicalPast.unwritten(past, ENDPOINTS.lossMedicalPast)).toEqual(
      readBack(lossMedicalPast.answer(past, ENDPOINTS.lossMedicalPast), 'medical_table'),
    );
  });
});
