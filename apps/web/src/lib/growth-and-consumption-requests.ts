import type { FormDataRecord, LossEarningsRequest, LossSupportRequest } from '@damages/contracts';

/**
 * The version-3 parts of the earnings and support bodies that the entry form's
 * growth eras and consumption choice add (methodology-contract §13 and §15).
 * Each field is sent only when the economist chose it, so a case that leaves
 * them alone posts exactly the body it posted before and computes to the same cent.
 */

const text = (value: number) => String(value);

/** `earningsBaseYear` and `pastGrowth` of an earnings or support body; nothing when blank. */
export function growthErasFields(data: FormDataRecord): Pick<LossEarningsRequest & LossSupportRequest, 'earningsBaseYear' | 'pastGrowth'> {
  const eras = data.growthEras;
  return {
    ...(eras?.earningsBaseYear !== undefined ? { earningsBaseYear: text(eras.earningsBaseYear) } : {}),
    ...(eras?.pastGrowth !== undefined ? { pastGrowth: text(eras.pastGrowth) } : {}),
  };
}

/** The consumption fields of a support body: the economist's rate (and a later one from its year); nothing for Patton-Nelson. */
export function consumptionFields(
  data: FormDataRecord,
): Pick<LossSupportRequest, 'consumptionMethod' | 'consumptionRate' | 'consumptionRateLater' | 'consumptionSwitchYear'> {
  const consumption = data.consumption;
  if (consumption?.method !== 'fixedRate') return {};
  return {
    consumptionMethod: 'fixedRate',
    // Blank reaches the service as '' and its 400 names the field; the form never lets it through.
    consumptionRate: consumption.rate === undefined ? '' : text(consumption.rate),
    ...(consumption.laterRate !== undefined && consumption.switchYear !== undefined
      ? { consumptionRateLater: text(consumption.laterRate), consumptionSwitchYear: text(consumption.switchYear) }
      : {}),
  };
}
