import { lossEarningsRequest, lossSupportRequest } from '@damages/contracts';
import { describe, expect, it } from 'vitest';
import { calculationAnswer } from '../../../testing/record-builder.ts';
import { buildEarningsRequest, buildSupportRequest } from '../../../lib/calculation-requests.ts';
import type { FormValues } from '../model/form-values.ts';
import { earningsValues, formDataOf, wrongfulDeathValues } from '../testing/fixtures.ts';

/** The growth eras and the consumption choice in the bodies the service receives (methodology-contract §13, §15). */

const V3_KEYS = ['earningsBaseYear', 'pastGrowth', 'consumptionMethod', 'consumptionRate', 'consumptionRateLater', 'consumptionSwitchYear'];

function withChoices(values: FormValues): FormValues {
  values.growthEras = { earningsBaseYear: '2022', pastGrowth: '0.035' };
  values.consumption = { method: 'fixedRate', rate: '0.25', laterRate: '0.20', switchYear: '2030', label: 'personalMaintenance' };
  return values;
}

const firstTotal = (answer: unknown) => (answer as { table: { total_pv: number }[] }).table[0]!.total_pv;

describe('the growth eras and consumption fields of the request bodies', () => {
  it('sends none of them when the economist left the defaults', () => {
    const support = buildSupportRequest(formDataOf(wrongfulDeathValues()));
    const earnings = buildEarningsRequest(formDataOf(earningsValues()));
    for (const key of V3_KEYS) {
      expect(support).not.toHaveProperty(key);
      expect(earnings).not.toHaveProperty(key);
    }
  });

  it('sends the incomes’ year, past growth and the economist’s rates as the contract names them', () => {
    const support = buildSupportRequest(formDataOf(withChoices(wrongfulDeathValues())));
    expect(support).toMatchObject({
      earningsBaseYear: '2022',
      pastGrowth: '0.035',
      consumptionMethod: 'fixedRate',
      consumptionRate: '0.25',
      consumptionRateLater: '0.2',
      consumptionSwitchYear: '2030',
    });
    const input = lossSupportRequest.parse(support);
    expect(input).toMatchObject({
      earningsBaseYear: 2022,
      pastGrowth: 0.035,
      fixedConsumption: { rate: 0.25, later: { rate: 0.2, switchYear: 2030 } },
    });

    const earnings = buildEarningsRequest(formDataOf(withChoices(earningsValues())));
    expect(earnings).toMatchObject({ earningsBaseYear: '2022', pastGrowth: '0.035' });
    expect(earnings).not.toHaveProperty('consumptionMethod');
    expect(lossEarningsRequest.parse(earnings)).toMatchObject({ earningsBaseYear: 2022, pastGrowth: 0.035 });
  });

  it('sends one rate alone when no later rate is given, and nothing for Patton-Nelson', () => {
    const values = withChoices(wrongfulDeathValues());
    values.consumption = { ...values.consumption, laterRate: '', switchYear: '' };
    const body = buildSupportRequest(formDataOf(values));
    expect(body).toMatchObject({ consumptionMethod: 'fixedRate', consumptionRate: '0.25' });
    expect(body).not.toHaveProperty('consumptionRateLater');
    expect(body).not.toHaveProperty('consumptionSwitchYear');
    values.consumption.method = 'pattonNelson';
    expect(buildSupportRequest(formDataOf(values))).not.toHaveProperty('consumptionMethod');
  });

  it('computes to the same cent when the incomes’ year is the year of death', () => {
    const untouched = formDataOf(wrongfulDeathValues());
    const values = wrongfulDeathValues();
    values.growthEras.earningsBaseYear = values.case.dateOfInjuryOrDeath.slice(0, 4);
    const stated = formDataOf(values);
    expect(buildSupportRequest(stated)).toHaveProperty('earningsBaseYear');
    expect(firstTotal(calculationAnswer('lossSupportFuture', stated))).toBe(firstTotal(calculationAnswer('lossSupportFuture', untouched)));
  });
});
