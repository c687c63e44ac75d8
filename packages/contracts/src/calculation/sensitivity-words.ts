/** The words of the sensitivity steps, as an economist reads them in an exhibit beside the case's figures. */

/** What each assumption is called in a variation's label. */
export const SENSITIVITY_ASSUMPTION_NAMES = {
  discount: 'Discount rate',
  growth: 'Growth rate',
  retirement: 'Retirement age',
  /** The retirement step under worklife scenarios (methodology §14), which move the years to final separation. */
  yearsToFinalSeparation: 'Years to final separation',
  consumption: 'Consumption rate',
  unemployment: 'Unemployment rate',
} as const;

/** "+1 point", "−2 points", "+2 years": a signed step in its unit, with a true minus sign. */
function signedStep(step: number, unit: 'point' | 'year'): string {
  const size = Math.abs(step);
  return `${step < 0 ? '−' : '+'}${size} ${unit}${size === 1 ? '' : 's'}`;
}

export const SENSITIVITY_WORDS = {
  /** The submit's step that computes the sensitivity: its progress label and, in the pattern of every step's, its failure. */
  step: { label: 'Sensitivity of the total', failure: 'Failed to process the Sensitivity of the total' },
  /** "Discount rate +1 point". */
  variation: (assumption: string, step: number, unit: 'point' | 'year') => `${assumption} ${signedStep(step, unit)}`,
  /** A cell of the discount × growth grid: "Discount rate +1 point, growth rate −2 points"; the middle cell is the case as calculated. */
  gridCell: (discount: number, growth: number) =>
    discount === 0 && growth === 0
      ? 'As calculated'
      : [
          discount === 0 ? undefined : `Discount rate ${signedStep(discount, 'point')}`,
          growth === 0 ? undefined : `${discount === 0 ? 'Growth' : 'growth'} rate ${signedStep(growth, 'point')}`,
        ]
          .filter((part) => part !== undefined)
          .join(', '),
  /** Why the discount rate does not move a loss valued without one. */
  totalOffset: (loss: string) => `The discount rate does not apply to ${loss.toLowerCase()}: total offset discounts at the growth rate.`,
  undiscounted: (loss: string) => `The discount rate does not apply to ${loss.toLowerCase()}: it is not discounted.`,
  /** A variation the calculation would refuse (a rate moved below zero, a worklife longer than its years to final separation). */
  notOffered: (label: string, reason: string) => `${label} is not offered: ${reason}`,
} as const;
