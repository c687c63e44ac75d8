import { describe, expect, it } from 'vitest';
import { exampleRequest } from '../../../../fixtures/contract-examples/index.ts';
import type { LossEarningsRequest } from './loss-earnings.ts';
import type { LossMedicalRequest } from './loss-medical.ts';
import type { LossServicesRequest } from './loss-services.ts';
import type { LossSupportRequest } from './loss-support.ts';
import { discountGrowthGrid, sensitivityVariations, type CaseBodies } from './sensitivity.ts';

/** Every leaf that differs between two bodies, as "path: before → after". */
function changes(before: unknown, after: unknown, path = ''): string[] {
  if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      changes((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return Object.is(before, after) ? [] : [`${path}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`];
}

/** A personal injury as the submit posts it: earnings, household services and a life-care plan (the contract's version-1 examples). */
function injuryCase(): CaseBodies {
  const medical = exampleRequest<LossMedicalRequest>('loss_medical-future');
  return {
    lossEarningsPast: exampleRequest<LossEarningsRequest>('loss_earnings-past'),
    lossEarningsFuture: exampleRequest<LossEarningsRequest>('loss_earnings-future'),
    lossServicesPast: exampleRequest<LossServicesRequest>('loss_services-past'),
    lossServicesFuture: exampleRequest<LossServicesRequest>('loss_services-future'),
    lossMedicalFuture: medical,
    // The future medical step posts its body again for the plan's care before trial.
    lossMedicalPast: structuredClone(medical),
  };
}

/** A wrongful death under version 3: worklife scenarios, two growth eras, fixed consumption and unemployment (Tinari 2016). */
function deathCase(changes: Partial<LossSupportRequest> = {}): CaseBodies {
  return {
    lossSupportPast: { ...exampleRequest<LossSupportRequest>('loss_support-past-tinari-2016'), ...changes },
    lossSupportFuture: { ...exampleRequest<LossSupportRequest>('loss_support-future-tinari-2016'), ...changes },
  };
}

const variation = (bodies: CaseBodies, id: string) => {
  const found = sensitivityVariations(bodies).variations.find((v) => v.id === id);
  if (!found) throw new Error(`No variation ${id}`);
  return found;
};

const changesOf = (bodies: CaseBodies, id: string) => {
  const v = variation(bodies, id);
  return Object.fromEntries(v.moved.map((name) => [name, changes(bodies[name], v.bodies[name])]));
};

describe('sensitivity variations of a personal injury', () => {
  it('offers each assumption the case holds, one step either way, and nothing for what it does not hold', () => {
    const { variations, notes } = sensitivityVariations(injuryCase());
    expect(variations.map((v) => [v.id, v.label])).toEqual([
      ['discount+1', 'Discount rate +1 point'],
      ['discount-1', 'Discount rate −1 point'],
      ['growth+1', 'Growth rate +1 point'],
      ['growth-1', 'Growth rate −1 point'],
      ['retirement+2', 'Retirement age +2 years'],
      ['retirement-2', 'Retirement age −2 years'],
    ]);
    expect(notes).toEqual([]);
  });

  it('moves every discount rate by one point (wages, services, each item of the plan) and nothing else', () => {
    const bodies = injuryCase();
    const up = variation(bodies, 'discount+1');
    expect([up.step, up.unit]).toEqual([1, 'point']);
    const plan = [
      'medical.0.scenarios.0.scenarioDiscount: "0.0441" → "0.0541"',
      'medical.0.scenarios.1.scenarioDiscount: "0.0441" → "0.0541"',
      'medical.0.scenarios.2.scenarioDiscount: "0.0441" → "0.0541"',
      'medical.1.scenarios.0.scenarioDiscount: "0.045" → "0.055"',
    ];
    expect(changesOf(bodies, 'discount+1')).toEqual({
      lossEarningsPast: ['wagesDiscount: "0.0394" → "0.0494"'],
      lossEarningsFuture: ['wagesDiscount: "0.0394" → "0.0494"'],
      lossServicesPast: ['servicesDiscount: "0.0373" → "0.0473"'],
      lossServicesFuture: ['servicesDiscount: "0.0373" → "0.0473"'],
      lossMedicalFuture: plan,
      lossMedicalPast: plan,
    });
    expect(changesOf(bodies, 'discount-1').lossServicesFuture).toEqual(['servicesDiscount: "0.0373" → "0.0273"']);
    expect(changesOf(bodies, 'discount-1').lossMedicalFuture?.[3]).toBe('medical.1.scenarios.0.scenarioDiscount: "0.045" → "0.035"');
  });

  it('moves every growth rate by one point', () => {
    const moved = changesOf(injuryCase(), 'growth-1');
    expect(moved.lossEarningsFuture).toEqual(['wagesGrowth: "0.0246" → "0.0146"']);
    expect(moved.lossServicesPast).toEqual(['servicesGrowth: "0.0188" → "0.0088"']);
    expect(moved.lossMedicalPast).toEqual([
      'medical.0.scenarios.0.scenarioGrowth: "0.0232" → "0.0132"',
      'medical.0.scenarios.1.scenarioGrowth: "0.0232" → "0.0132"',
      'medical.0.scenarios.2.scenarioGrowth: "0.0232" → "0.0132"',
      'medical.1.scenarios.0.scenarioGrowth: "0.04" → "0.03"',
    ]);
  });

  it('moves each retirement age by two years in the earnings bodies only', () => {
    const v = variation(injuryCase(), 'retirement+2');
    expect([v.step, v.unit, v.moved]).toEqual([2, 'year', ['lossEarningsPast', 'lossEarningsFuture']]);
    expect(changesOf(injuryCase(), 'retirement-2').lossEarningsPast).toEqual([
      'wleYears.0.retirementAge: "67" → "65"',
      'wleYears.1.retirementAge: "62.5" → "60.5"',
    ]);
  });

  it('keeps a figure sent as a JSON number a number', () => {
    const bodies: CaseBodies = {
      lossEarningsFuture: { ...exampleRequest<LossEarningsRequest>('loss_earnings-future'), wagesDiscount: 0.0394 },
    };
    expect(changesOf(bodies, 'discount+1').lossEarningsFuture).toEqual(['wagesDiscount: 0.0394 → 0.0494']);
  });
});

describe('sensitivity variations of a wrongful death', () => {
  it('moves both growth eras, the consumption rates by five points and unemployment by two', () => {
    const bodies = deathCase();
    expect(changesOf(bodies, 'growth+1').lossSupportFuture).toEqual(['wageGrowth: "0.038" → "0.048"', 'pastGrowth: "0.031" → "0.041"']);
    expect(changesOf(bodies, 'consumption+5')).toEqual({
      lossSupportPast: ['consumptionRate: "0.25" → "0.3"', 'consumptionRateLater: "0.20" → "0.25"'],
      lossSupportFuture: ['consumptionRate: "0.25" → "0.3"', 'consumptionRateLater: "0.20" → "0.25"'],
    });
    expect(changesOf(bodies, 'consumption-5').lossSupportPast).toEqual([
      'consumptionRate: "0.25" → "0.2"',
      'consumptionRateLater: "0.20" → "0.15"',
    ]);
    expect(variation(bodies, 'consumption-5').label).toBe('Consumption rate −5 points');
    expect(changesOf(bodies, 'unemployment+2').lossSupportPast).toEqual(['unemploymentRate: "0.035" → "0.055"']);
    expect(changesOf(bodies, 'unemployment-2').lossSupportPast).toEqual(['unemploymentRate: "0.035" → "0.015"']);
  });

  it('moves the years to final separation under worklife scenarios, and does not offer a step the contract refuses', () => {
    const bodies = deathCase();
    const later = variation(bodies, 'retirement+2');
    expect(later.label).toBe('Years to final separation +2 years');
    expect(changesOf(bodies, 'retirement+2').lossSupportFuture).toEqual(['worklife.0.yearsToFinalSeparation: "13" → "15"']);
    // 13 − 2 = 11 years would end the worklife of 11.947 years before it is worked.
    const { variations, notes } = sensitivityVariations(bodies);
    expect(variations.some((v) => v.id === 'retirement-2')).toBe(false);
    expect(notes).toEqual([
      {
        assumption: 'retirement',
        text: 'Years to final separation −2 years is not offered: Worklife expectancy must not exceed the years to final separation',
      },
    ]);
  });

  it('gives no consumption or unemployment variation to a case that states neither', () => {
    const ids = sensitivityVariations(deathCase({ consumptionMethod: undefined, unemploymentRate: undefined })).variations.map((v) => v.id);
    expect(ids.filter((id) => id.startsWith('consumption') || id.startsWith('unemployment'))).toEqual([]);
  });

  it('does not offer an unemployment rate moved below zero', () => {
    const { variations, notes } = sensitivityVariations(deathCase({ unemploymentRate: '0.01' }));
    expect(variations.map((v) => v.id)).toContain('unemployment+2');
    expect(variations.map((v) => v.id)).not.toContain('unemployment-2');
    expect(notes.map((n) => n.text)).toContain('Unemployment rate −2 points is not offered: Unemployment rate must be between 0 and 0.5');
  });

  it('says the discount rate does not apply under total offset, and moves nothing for it', () => {
    const bodies = deathCase({ discountMethod: 'totalOffset' });
    const { variations, notes } = sensitivityVariations(bodies);
    expect(variations.filter((v) => v.assumption === 'discount')).toEqual([]);
    expect(notes[0]).toEqual({
      assumption: 'discount',
      text: 'The discount rate does not apply to loss of support: total offset discounts at the growth rate.',
    });
    expect(discountGrowthGrid(bodies)).toEqual({ variations: [], notes: [notes[0]] });
  });
});

describe('sensitivity under a net discount rate', () => {
  it('moves the net discount rate and leaves the nominal rate alone', () => {
    const bodies: CaseBodies = { lossEarningsFuture: exampleRequest('loss_earnings-future-worklife-net-discount-rate') };
    expect(changesOf(bodies, 'discount+1').lossEarningsFuture).toEqual(['netDiscountRate: "0.012" → "0.022"']);
    expect(changesOf(bodies, 'discount-1').lossEarningsFuture).toEqual(['netDiscountRate: "0.012" → "0.002"']);
  });
});

describe('the discount × growth grid', () => {
  it('has 7 × 7 cells from −3 to +3 points each, the middle one the case as calculated', () => {
    const bodies = injuryCase();
    const cells = discountGrowthGrid(bodies).variations;
    expect(cells).toHaveLength(49);
    expect(cells.map((c) => [c.discount, c.growth]).slice(0, 8)).toEqual([
      [-3, -3],
      [-3, -2],
      [-3, -1],
      [-3, 0],
      [-3, 1],
      [-3, 2],
      [-3, 3],
      [-2, -3],
    ]);
    const middle = cells[24];
    expect([middle?.id, middle?.label, middle?.moved]).toEqual(['discount+0,growth+0', 'As calculated', []]);
    expect(middle?.bodies).toEqual(bodies);
  });

  it('moves both rates of every body by their shifts', () => {
    const bodies = injuryCase();
    const cell = discountGrowthGrid(bodies).variations.find((c) => c.id === 'discount+3,growth-2');
    expect(cell?.label).toBe('Discount rate +3 points, growth rate −2 points');
    expect(changes(bodies.lossEarningsPast, cell?.bodies.lossEarningsPast)).toEqual([
      'wagesDiscount: "0.0394" → "0.0694"',
      'wagesGrowth: "0.0246" → "0.0046"',
    ]);
    expect(changes(bodies.lossServicesFuture, cell?.bodies.lossServicesFuture)).toEqual([
      'servicesDiscount: "0.0373" → "0.0673"',
      'servicesGrowth: "0.0188" → "-0.0012"',
    ]);
    expect(changes(bodies.lossMedicalFuture, cell?.bodies.lossMedicalFuture)).toContain(
      'medical.1.scenarios.0.scenarioGrowth: "0.04" → "0.02"',
    );
    const growthOnly = discountGrowthGrid(bodies).variations.find((c) => c.id === 'discount+0,growth+1');
    expect(growthOnly?.label).toBe('Growth rate +1 point');
    expect(changes(bodies.lossEarningsPast, growthOnly?.bodies.lossEarningsPast)).toEqual(['wagesGrowth: "0.0246" → "0.0346"']);
  });
});
