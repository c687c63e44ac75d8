import { LOSS_KINDS, MEDICAL_SCENARIO_LABELS, type SavedFormRecord } from '@damages/contracts';
import { CALENDAR_KINDS, chosenLosses, type CalendarKind } from './record-access.ts';

export interface MedicalItem {
  modality: string;
  category: string;
  scenario: string;
  annualCost: number;
  from: string;
  to: string;
  growthRate: number;
  discountRate: number;
}

export interface RateUsed {
  loss: string;
  growthRate: number | undefined;
  discountRate: number | undefined;
}

export interface DiscountFigures {
  lifeCarePlan?: { title: string; date: string | undefined };
  medicalItems: MedicalItem[];
  /** Distinct medical growth rates, in the order of the life care plan. */
  medicalGrowthRates: number[];
  rates: RateUsed[];
}

export function discountFigures(record: SavedFormRecord): DiscountFigures {
  const { plaintiff, medical } = record.formData;
  const chosen = chosenLosses(record);
  const medicalItems: MedicalItem[] = chosen.medicalFuture
    ? (medical?.data ?? []).flatMap((modality, index) =>
        modality.scenarios.map((s) => ({
          modality: s.modality || `Modality ${index + 1}`,
          category: s.category,
          scenario: MEDICAL_SCENARIO_LABELS[s.type],
          annualCost: s.annualCost,
          from: s.from,
          to: s.to,
          growthRate: s.growthRate,
          discountRate: s.discountRate,
        })),
      )
    : [];
  const growth = medicalItems.map((item) => item.growthRate);
  const ratesOf: Record<CalendarKind, { growthRate: number | undefined; discountRate: number | undefined }> = {
    earnings: { growthRate: plaintiff.wagesGrowthRate, discountRate: plaintiff.wagesDiscountRate },
    support: { growthRate: plaintiff.wagesGrowthRate, discountRate: plaintiff.wagesDiscountRate },
    services: { growthRate: plaintiff.servicesGrowthRate, discountRate: plaintiff.servicesDiscountRate },
  };
  const rates: RateUsed[] = CALENDAR_KINDS.filter((kind) => chosen[kind]).map((kind) => ({
    loss: LOSS_KINDS[kind].label,
    ...ratesOf[kind],
  }));
  return {
    ...(chosen.medicalFuture && medical ? { lifeCarePlan: { title: medical.reportTitle ?? '', date: medical.reportDate } } : {}),
    medicalItems,
    medicalGrowthRates: growth.filter((rate, index) => growth.indexOf(rate) === index),
    rates,
  };
}
