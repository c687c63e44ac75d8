import { vintageAge, vintageAgeText, type SavedFormRecord, type ValueProvenance } from '@damages/contracts';
import { chosenLosses } from './record-access.ts';

/**
 * The timeliness of the discount rates. A looked-up rate comes from
 * the last curve in the tool's data on or before the start of the period looked
 * up, and those data can end well before the date of report: the report does
 * not call the curve "the latest", it names each curve used and its age at the
 * date of report, from the provenance kept with each rate.
 */

type Target = 'wages' | 'services' | 'medical';

interface DiscountUsed {
  target: Target;
  /** The curve's date; undefined for a rate the user entered. */
  curve: string | undefined;
}

const curveOf = (provenance: ValueProvenance | null | undefined) => (provenance?.lookup === 'treasury' ? provenance.asOf : undefined);

/** The discount rates the chosen losses use: the wages rate (earnings, support), the services rate, each life-care-plan item's. */
function discountsUsed(record: SavedFormRecord): DiscountUsed[] {
  const { plaintiff: p, medical } = record.formData;
  const chosen = chosenLosses(record);
  const used: DiscountUsed[] = [];
  if ((chosen.earnings || chosen.support) && p.wagesDiscountRate !== undefined)
    used.push({ target: 'wages', curve: curveOf(p.provenance?.wagesDiscountRate) });
  if (chosen.services && p.servicesDiscountRate !== undefined)
    used.push({ target: 'services', curve: curveOf(p.provenance?.servicesDiscountRate) });
  if (chosen.medicalFuture)
    for (const scenario of medical?.data.flatMap((modality) => modality.scenarios) ?? [])
      used.push({ target: 'medical', curve: curveOf(scenario.provenance?.discountRate) });
  return used;
}

const andList = (parts: readonly string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** "the wages discount rate, the services discount rate and 2 items of the life care plan". */
function targetsText(used: readonly DiscountUsed[]): string {
  const has = (target: Target) => used.some((u) => u.target === target);
  const items = used.filter((u) => u.target === 'medical').length;
  return andList([
    ...(has('wages') ? ['the wages discount rate'] : []),
    ...(has('services') ? ['the services discount rate'] : []),
    ...(items > 0 ? [items === 1 ? '1 item of the life care plan' : `${items} items of the life care plan`] : []),
  ]);
}

export const TIMELINESS_METHOD =
  'Timeliness: a rate looked up is read from the last Treasury par yield curve in the tool’s data on or before the start of the period looked up, and those data can end months before the date of report; the report therefore states the date of each curve used and its age at the date of report.';

/** The criterion of timeliness with the curves this case used: "… This report used the curve of 2025-02-28, 16 months before the date of report, for …". */
export function timelinessCriterion(record: SavedFormRecord): string {
  const used = discountsUsed(record);
  if (used.length === 0) return TIMELINESS_METHOD;
  const { dateOfReport } = record.formData.case;
  const curves = [...new Set(used.flatMap((u) => (u.curve === undefined ? [] : [u.curve])))];
  const parts = curves.map((curve) => {
    const age = vintageAge(curve, dateOfReport);
    return `the curve of ${curve}${age ? `, ${vintageAgeText(age)},` : ''} for ${targetsText(used.filter((u) => u.curve === curve))}`;
  });
  const entered = used.filter((u) => u.curve === undefined);
  const enteredText =
    entered.length === 0
      ? undefined
      : `${targetsText(entered)} ${entered.length === 1 ? 'was' : 'were'} entered by the user, with no curve date recorded`;
  if (parts.length === 0) return `${TIMELINESS_METHOD} No curve was looked up: ${enteredText}.`;
  return `${TIMELINESS_METHOD} This report used ${parts.join('; ')}${enteredText ? `; ${enteredText}` : ''}.`;
}
