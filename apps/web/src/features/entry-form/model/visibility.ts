import { hasLossKind, hasLossSide, LOSS_TYPES_BY_CASE, type CaseType, type LossType } from '@damages/contracts';
import type { EarningsBasis } from '@damages/engine';
import type { YesNo } from './form-values.ts';

/** The inputs that decide which sections and fields of the form are shown (spec §2, §4). */
export interface VisibilityInput {
  caseType: '' | CaseType;
  selected: readonly LossType[];
  hasWife: YesNo;
  hasChildren: YesNo;
  /** Absent: before income taxes. */
  earningsBasis?: EarningsBasis;
}

export interface Visibility {
  /** The selected loss types that belong to the chosen case type, in the case type's order. */
  lossTypes: LossType[];
  burialCost: boolean;
  /** House Information: any earnings or support loss type. */
  house: boolean;
  /** Retirement-age scenarios: used by earnings, support and the wages discount horizon. */
  retirementAge: boolean;
  /** Plaintiff income and tax information: earnings or support (both are computed from income). */
  income: boolean;
  /** Benefits rate: only loss of earnings uses it. */
  benefitsRate: boolean;
  /** Residual earning capacity, its start date and the earnings basis: loss of earnings only. */
  earningsOptions: boolean;
  /**
   * Marginal tax rate, deductions and adjustments: always for support, and for
   * earnings only after income taxes (before taxes they would change nothing).
   */
  tax: boolean;
  /** The personal consumption base: loss of support only. */
  consumptionBase: boolean;
  /** Spouse Information: a spouse, and a loss that uses the spouse's life (see `usesHousehold`). */
  spouse: boolean;
  /** Children Information: children, and a loss that uses their birth dates (see `usesHousehold`). */
  children: boolean;
  /** Services discount and growth rates and the household-services sources. */
  services: boolean;
  medical: boolean;
  medicalFuture: boolean;
  medicalPast: boolean;
}

/**
 * Whether a selected loss uses the spouse's and the children's details. Only
 * loss of support does (methodology §7): its period ends at the spouse's
 * expected date of death, or at the youngest child's 18th birthday, and the
 * household shrinks as each child turns 18. Earnings never read them, and
 * household services would only through the survivor's life expectancy
 * (methodology §6, `survivorLeYears`), which the form does not send. A
 * personal-injury case therefore keeps the household's yes/no answers but is
 * not asked for the spouse's or the children's details.
 */
const usesHousehold = (lossTypes: readonly LossType[]) => hasLossKind('support', lossTypes);

/**
 * Which parts of the form apply. A loss type counts only if the chosen case type
 * offers it, so switching case type never leaves a stale section on screen.
 */
export function visibilityOf({ caseType, selected, hasWife, hasChildren, earningsBasis }: VisibilityInput): Visibility {
  const offered = caseType === '' ? [] : LOSS_TYPES_BY_CASE[caseType];
  const lossTypes = offered.filter((type) => selected.includes(type));
  const earnings = hasLossKind('earnings', lossTypes);
  const support = hasLossKind('support', lossTypes);
  const house = earnings || support;
  const medicalFuture = hasLossSide('medical', 'future', lossTypes);
  const medicalPast = hasLossSide('medical', 'past', lossTypes);
  return {
    lossTypes,
    burialCost: caseType === 'wrongfulDeath',
    house,
    retirementAge: house,
    income: house,
    benefitsRate: earnings,
    earningsOptions: earnings,
    tax: support || (earnings && earningsBasis === 'afterTax'),
    consumptionBase: support,
    spouse: usesHousehold(lossTypes) && hasWife === 'true',
    children: usesHousehold(lossTypes) && hasChildren === 'true',
    services: hasLossKind('services', lossTypes),
    medical: medicalFuture || medicalPast,
    medicalFuture,
    medicalPast,
  };
}
