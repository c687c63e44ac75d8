import {
  atPositions,
  causesBetween,
  EARNINGS_BASIS_LABELS,
  forumDepartures,
  forumOf,
  formatLongDate,
  formatMoneyAsTyped,
  formatPercent,
  LOOKED_UP_FIGURES,
  matchPattern,
  prescribingRule,
  provenanceText,
  REBUTTAL_REPORT_WORDS,
  UNEXPLAINED_STEP,
  valueAt,
  type CaseCause,
  type ForumPrescription,
  type FormDataRecord,
  type ReplicationRow,
  type SavedFormRecord,
  type ScreenFinding,
  type ValueProvenance,
  type WaterfallStep,
} from '@damages/contracts';

/**
 * The report's Rebuttal section, read from the case's opposing report (`opposing`) and the rebuttal
 * last computed from it (`rebuttal`): nothing is recomputed here. The waterfall's running totals
 * are added in whole cents, so its steps go from their stated total to ours to the cent, as the
 * rebuttal's computation guarantees. Each disputed assumption is a cause of the bridge from their
 * assumptions to ours; our basis for it is our value with the source the Basic Assumptions state
 * and the forum catalogue's citation where the report cites one, and no other.
 */

const words = REBUTTAL_REPORT_WORDS;

interface WaterfallBar {
  kind: WaterfallStep['kind'];
  label: string;
  amount: number;
  shapley: number | null;
  /** The total after this step, in dollars to the cent. */
  runningTotal: number;
}

export interface RebuttalWaterfall {
  /** Their stated total. */
  start: number;
  steps: WaterfallBar[];
  /** Our total. */
  end: number;
  withShapley: boolean;
}

interface DisputedAssumption {
  label: string;
  /** Its part of the difference, the same as its waterfall step's amount. */
  amount: number;
  /** Our value, its source and citation, in words. */
  basis: string;
  /** The authority cited for our value, from the forum catalogue; absent when the report cites none for it. */
  citation?: string;
}

interface Computed {
  replication: ReplicationRow[];
  waterfall: RebuttalWaterfall;
  disputed: DisputedAssumption[];
  findings: ScreenFinding[];
}

export interface RebuttalFigures {
  author: string;
  reportDate: string;
  /** Absent until the rebuttal is computed on the rebuttal screen. */
  computed?: Computed;
}

const inCents = (dollars: number) => Math.round(dollars * 100);

/** The section's figures, or undefined for a case that rebuts no report. */
export function rebuttalFigures(record: SavedFormRecord): RebuttalFigures | undefined {
  const { opposing, rebuttal } = record;
  if (opposing === undefined) return undefined;
  const head = { author: opposing.author, reportDate: opposing.reportDate };
  if (rebuttal === undefined) return head;
  const { waterfall } = rebuttal;
  let running = inCents(waterfall.stated);
  const steps = waterfall.steps.map((step): WaterfallBar => {
    running += inCents(step.amount);
    return { ...step, runningTotal: running / 100 };
  });
  const causes = causesBetween(opposing.formData, record.formData);
  const disputed = steps.flatMap((step): DisputedAssumption[] => {
    if (step.kind === UNEXPLAINED_STEP) return [];
    const cause = causes.find((candidate) => candidate.kind === step.kind && candidate.label === step.label);
    return [{ label: step.label, amount: step.amount, ...ourBasis(record.formData, cause) }];
  });
  return {
    ...head,
    computed: {
      replication: rebuttal.replication,
      waterfall: {
        start: waterfall.stated,
        steps,
        end: waterfall.ours,
        withShapley: steps.length > 0 && steps.every((step) => step.shapley !== null),
      },
      disputed,
      findings: rebuttal.findings,
    },
  };
}

/** Our value of a cause's fields, each field's source when a lookup filled it, and the forum's citation for it. */
function ourBasis(ours: FormDataRecord, cause: CaseCause | undefined): Pick<DisputedAssumption, 'basis' | 'citation'> {
  if (cause === undefined) return { basis: words.asStated };
  const value = [...new Set(cause.paths.map((path) => valueText(path, valueAt(ours, path))))].join('; ');
  const sources = [...new Set(cause.paths.flatMap((path) => sourceOf(ours, path)))];
  const citation = cause.paths.map((path) => citationOf(ours, path)).find((found) => found !== undefined);
  return {
    basis: words.basis(value, sources.length > 0 ? sources.join('; ') : undefined, citation),
    ...(citation === undefined ? {} : { citation }),
  };
}

const MONEY_FIELD = /(annualIncome|burialCost|annualCost|hourlyRate|holdIncome|totalPastMedicalExpenses|residualEarnings)(\.\d+)?$/;
const RATE_FIELD = /(Rate|rate|lossShare)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value of the form as the report states it: money, a rate, a date, a choice's label; a group of settings by reference. */
function valueText(path: string, value: unknown): string {
  if (value === undefined || value === null) return words.notUsed;
  if (Array.isArray(value))
    return value.every((item) => typeof item !== 'object') ? value.map((item) => valueText(path, item)).join(', ') : words.asStated;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    if (MONEY_FIELD.test(path)) return formatMoneyAsTyped(value);
    if (RATE_FIELD.test(path)) return formatPercent(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (path === 'plaintiff.earningsBasis' && value in EARNINGS_BASIS_LABELS)
      return EARNINGS_BASIS_LABELS[value as keyof typeof EARNINGS_BASIS_LABELS];
    return DATE.test(value) ? formatLongDate(value) : value;
  }
  return words.asStated;
}

/** The source the Basic Assumptions give a looked-up figure ("Treasury par yield curve of …", or "entered"). */
function sourceOf(ours: FormDataRecord, path: string): string[] {
  for (const [index, figure] of LOOKED_UP_FIGURES.entries()) {
    const positions = matchPattern(figure.figure, path);
    if (positions === undefined) continue;
    const provenance = valueAt(ours, atPositions(figure.provenance[0], positions)) as ValueProvenance | undefined;
    return [provenanceText(provenance, index === 0 || figure.figure.startsWith('spouse.') ? 'lifeExpectancy' : 'rate')];
  }
  return [];
}

/** The fields a forum's rule prescribes, as the forum catalogue names what it prescribes. */
const PRESCRIBED: Record<string, ForumPrescription> = {
  'plaintiff.earningsBasis': 'earningsBasis',
  'valuation.discountMethod': 'discountMethod',
  'plaintiff.lifeTable': 'neutralTables',
  'spouse.lifeTable': 'neutralTables',
  'worklife.tableBasis': 'neutralTables',
};

/** The forum's citation for our value of a field: the rule our case follows there (our interest follows the forum's rule of interest). */
function citationOf(ours: FormDataRecord, path: string): string | undefined {
  const forumId = ours.case.forum;
  if (forumId === undefined) return undefined;
  if (path === 'interest' || path.startsWith('interest.')) {
    const { interest } = forumOf(forumId);
    const follows = interest.availability === 'forbidden' ? ours.interest === undefined : ours.interest !== undefined;
    return follows ? interest.rule.citation : undefined;
  }
  const prescription = PRESCRIBED[path];
  if (prescription === undefined || forumDepartures(ours).some((departure) => departure.path === path)) return undefined;
  return prescribingRule(forumId, prescription, ours.case.dateOfReport)?.citation;
}
