import {
  provenanceText,
  rateLeftAtZero,
  type GetDiscountResponseItem,
  type GetGrowthResponse,
  type GetLifeResponse,
  type GetWageResponse,
  type ValueProvenance,
} from '@damages/contracts';
import type { GrowthSeries } from '@damages/engine';
import { ApiError } from '../../../lib/api-client.ts';
import type { FieldName } from '../fields/field-status.ts';
import type { FormValues } from '../model/form-values.ts';
import {
  canLookUpLife,
  canLookUpWage,
  DISCOUNT_ERROR,
  DISCOUNT_PATH,
  discountResult,
  GROWTH_ERROR,
  GROWTH_PATH,
  growthRequest,
  growthResult,
  invalidModalityDates,
  LIFE_ERROR,
  LIFE_PATH,
  lifeRequest,
  lifeResult,
  medicalHorizonsOfAll,
  servicesHorizon,
  WAGE_ERROR,
  WAGE_PATH,
  wageRequest,
  wageResult,
  wagesHorizon,
  type AutofillResult,
  type LifePerson,
} from './lookups.ts';
import { FIGURE_LABELS, medicalRateLabel, REFRESH_WORDS, scenarioLabel, sourceRateLabel } from '../model/refresh-words.ts';

/**
 * "Refresh looked-up figures": when a case moves to a new report date for a supplemental report,
 * every figure whose provenance says it was looked up is looked up again with the form as it is
 * now, through the same request and answer builders as its own Autofill (lookups.ts). Pure: which
 * figures, which calls, and the old and new figure of each; the component posts and shows.
 */

/** A figure of the form, where its text and provenance are kept. */
export interface Figure {
  label: string;
  name: FieldName;
  provenanceName: FieldName;
  /** Where the table's years are kept beside a life expectancy (see AutofillField's lookedUpName). */
  lookedUpName?: FieldName;
  value: string;
  /** Absent: the user typed the figure. */
  provenance?: ValueProvenance;
}

/** A looked-up figure and how it reads its new value from its lookup's answers. */
interface Fill {
  figure: Figure;
  read: (answers: readonly unknown[]) => AutofillResult;
}

/** The calls of one lookup (a medical discount lookup may take several) and the figures their answers fill. */
interface RefreshLookup {
  path: string;
  bodies: unknown[];
  /** What the figures say when the calls fail (the Autofill's own message). */
  failureMessage: string;
  fills: Fill[];
}

export interface RefreshPlan {
  lookups: RefreshLookup[];
  /** Looked-up figures whose lookup cannot be asked with the form as it is, and why. */
  refused: { figure: Figure; message: string }[];
  /** Figures the user typed: listed, never touched. */
  entered: Figure[];
  /** Every figure above, in the form's order, so the dialog reads from top to bottom as the form does. */
  figures: Figure[];
}

/** A figure and where it lands in the plan: looked up by a lookup of `group`, or typed. */
interface Slot {
  figure: Figure;
  group: string;
}

/** Every looked-up or typed figure of the form, grouped by the lookup that fills it (figures of one group share one answer). */
function slotsOf(values: FormValues): Slot[] {
  const slots: Slot[] = [];
  const add = (group: string, figure: Omit<Figure, 'value' | 'provenance'>, value: string, provenance: ValueProvenance | undefined) => {
    // A blank figure was never filled: there is nothing to refresh or to list.
    if (provenance || value.trim() !== '') slots.push({ group, figure: { ...figure, value, ...(provenance ? { provenance } : {}) } });
  };
  const { plaintiff, wife } = values;
  plaintiff.remainingLEYears.forEach((scenario, i) =>
    add(
      'life:plaintiff',
      {
        label: scenarioLabel(FIGURE_LABELS.remainingLeYears, i),
        name: `plaintiff.remainingLEYears.${i}.value`,
        provenanceName: `plaintiff.remainingLEYears.${i}.provenance`,
        lookedUpName: `plaintiff.remainingLEYears.${i}.tableYears`,
      },
      scenario.value,
      scenario.provenance,
    ),
  );
  add(
    'life:spouse',
    {
      label: FIGURE_LABELS.spouseRemainingLeYears,
      name: 'wife.remainingLEYears',
      provenanceName: 'wife.provenance.remainingLEYears',
      lookedUpName: 'wife.tableLEYears',
    },
    wife.remainingLEYears,
    wife.provenance.remainingLEYears,
  );
  for (const rate of ['wagesDiscountRate', 'wagesGrowthRate', 'servicesDiscountRate', 'servicesGrowthRate'] as const)
    add(
      rate,
      { label: FIGURE_LABELS[rate], name: `plaintiff.${rate}`, provenanceName: `plaintiff.provenance.${rate}` },
      plaintiff[rate],
      plaintiff.provenance[rate],
    );
  values.documents.sourceInfomations.forEach((source, i) =>
    add(
      `wage:${i}`,
      {
        label: sourceRateLabel(i, source.name),
        name: `documents.sourceInfomations.${i}.hourlyRate`,
        provenanceName: `documents.sourceInfomations.${i}.provenance.hourlyRate`,
      },
      source.hourlyRate,
      source.provenance.hourlyRate,
    ),
  );
  values.medical.data.forEach(({ scenarios }, m) =>
    scenarios.forEach((scenario, s) => {
      const at = `medical.data.${m}.scenarios.${s}` as const;
      for (const [rate, word] of [
        ['growthRate', 'medicalGrowthRate'],
        ['discountRate', 'medicalDiscountRate'],
      ] as const) {
        const provenance = scenario.provenance[rate];
        // A rate still at the 0 it starts with was not typed: the review before calculating asks about it.
        if (!provenance && rateLeftAtZero(Number(scenario[rate]), provenance)) continue;
        add(
          `medical:${rate}`,
          {
            label: medicalRateLabel(m, scenario.type, scenario.modality, word),
            name: `${at}.${rate}`,
            provenanceName: `${at}.provenance.${rate}`,
          },
          scenario[rate],
          provenance,
        );
      }
    }),
  );
  return slots;
}

/** A lookup of one answer that every figure of its group reads the same way. */
function single<A>(path: string, body: unknown, failureMessage: string, read: (answer: A) => AutofillResult) {
  return (figures: Figure[]): RefreshLookup => ({
    path,
    bodies: [body],
    failureMessage,
    fills: figures.map((figure) => ({ figure, read: (answers) => read(answers[0] as A) })),
  });
}

type Ask = ((figures: Figure[]) => RefreshLookup) | { refused: string };

const missing: Ask = { refused: REFRESH_WORDS.missingInputs };

function lifeAsk(
  person: LifePerson & { lifeTable: FormValues['plaintiff']['lifeTable'] },
  dateOfReport: string,
  reading: 'life_expectancy' | 'lifeExpectancy',
): Ask {
  if (!canLookUpLife(person, dateOfReport, person.lifeTable)) return missing;
  const request = lifeRequest(person, dateOfReport, person.lifeTable);
  return single<GetLifeResponse>(LIFE_PATH, request, LIFE_ERROR, (answer) => lifeResult(answer, reading, request));
}

function discountAsk(horizon: ReturnType<typeof servicesHorizon>): Ask {
  if (!horizon || horizon.end_date <= horizon.start_date) return missing;
  return single<GetDiscountResponseItem[]>(DISCOUNT_PATH, [horizon], DISCOUNT_ERROR, (answer) => discountResult(answer, horizon.id));
}

const growthAsk = (series: GrowthSeries, dateOfReport: string): Ask =>
  single<GetGrowthResponse>(GROWTH_PATH, growthRequest(series, dateOfReport), GROWTH_ERROR, growthResult);

/**
 * The medical items' discount rates through the batched horizons of "Apply to all items"; only the
 * looked-up items are asked for: a typed item's dates are left out of the plan, as an item without dates is.
 */
function medicalDiscountAsk(values: FormValues): Ask {
  const lookedUp = values.medical.data.map(({ scenarios }) => ({
    scenarios: scenarios.map(({ from, to, provenance }) => (provenance.discountRate ? { from, to } : { from: '', to: '' })),
  }));
  const plan = medicalHorizonsOfAll(lookedUp, values.case.dateOfReport);
  if ('invalid' in plan) return { refused: invalidModalityDates(plan.invalid) };
  const at = (figure: Figure) =>
    plan.items.find((item) => figure.name === `medical.data.${item.modality}.scenarios.${item.scenario}.discountRate`);
  return (figures) => ({
    path: DISCOUNT_PATH,
    bodies: plan.calls,
    failureMessage: DISCOUNT_ERROR,
    fills: figures.map((figure) => ({
      figure,
      read: (answers) => {
        const item = at(figure);
        if (!item) throw new Error(REFRESH_WORDS.missingInputs);
        return discountResult(answers.flat() as GetDiscountResponseItem[], item.id);
      },
    })),
  });
}

/** How each group's figures are looked up with the form's current values. */
function askOf(group: string, values: FormValues): Ask {
  const { case: caseValues, plaintiff, wife, worklife } = values;
  const dateOfReport = caseValues.dateOfReport;
  switch (group) {
    case 'life:plaintiff':
      return lifeAsk(plaintiff, dateOfReport, 'life_expectancy');
    case 'life:spouse':
      return lifeAsk(wife, dateOfReport, 'lifeExpectancy');
    case 'wagesDiscountRate': {
      const statistical =
        worklife.method === 'worklifeExpectancy'
          ? { dateOfInjury: caseValues.dateOfInjuryOrDeath, yearsToFinalSeparation: worklife.scenarios[0]?.yearsToFinalSeparation ?? '' }
          : undefined;
      return discountAsk(wagesHorizon(dateOfReport, plaintiff.dateOfBirth, plaintiff.retirementAge[0]?.value ?? '', statistical));
    }
    case 'servicesDiscountRate':
      return discountAsk(servicesHorizon(dateOfReport, plaintiff.remainingLEYears[0]?.value ?? ''));
    case 'wagesGrowthRate':
      return growthAsk('wages', dateOfReport);
    case 'servicesGrowthRate':
      return growthAsk('cpiAll', dateOfReport);
    case 'medical:growthRate':
      return growthAsk('cpiMedical', dateOfReport);
    case 'medical:discountRate':
      return medicalDiscountAsk(values);
  }
  const source = values.documents.sourceInfomations[Number(group.slice('wage:'.length))];
  if (!source || !canLookUpWage(source.occupation, dateOfReport)) return missing;
  const request = wageRequest(source.occupation, source.statistic, dateOfReport);
  return single<GetWageResponse>(WAGE_PATH, request, WAGE_ERROR, (answer) => wageResult(answer, request));
}

/** Which figures are looked up again, by which calls; which cannot be; which the user typed. */
export function refreshPlan(values: FormValues): RefreshPlan {
  const slots = slotsOf(values);
  const plan: RefreshPlan = { lookups: [], refused: [], entered: [], figures: slots.map((slot) => slot.figure) };
  const groups = new Map<string, Figure[]>();
  for (const { group, figure } of slots) {
    if (!figure.provenance) plan.entered.push(figure);
    else groups.set(group, [...(groups.get(group) ?? []), figure]);
  }
  for (const [group, figures] of groups) {
    const ask = askOf(group, values);
    if (typeof ask === 'function') plan.lookups.push(ask(figures));
    else plan.refused.push(...figures.map((figure) => ({ figure, message: ask.refused })));
  }
  return plan;
}

/** One line of the dialog: a figure and what refreshing it gives. */
export type RefreshRow =
  | { status: 'refreshed'; figure: Figure; next: AutofillResult; changed: boolean }
  | { status: 'failed'; figure: Figure; message: string }
  | { status: 'entered'; figure: Figure };

/** Why a lookup failed: its Autofill's message, with what the server said was wrong when it refused the request. */
function failureOf(message: string, error: unknown): string {
  const issues = error instanceof ApiError ? error.issues.map((issue) => issue.message) : [];
  return [message, ...issues].join(': ');
}

/** Whether the refreshed figure differs from the saved one, in its value or its source. */
const differs = (figure: Figure, next: AutofillResult) =>
  Number(figure.value) !== Number(next.value) || provenanceText(figure.provenance) !== provenanceText(next.provenance);

/**
 * Runs the plan's lookups with `post` and gives a row per figure, in the form's order. One lookup's
 * failure fails only its own figures; the others are refreshed.
 */
export async function runRefresh(plan: RefreshPlan, post: (path: string, body: unknown) => Promise<unknown>): Promise<RefreshRow[]> {
  const looked = await Promise.all(
    plan.lookups.map(async (lookup): Promise<RefreshRow[]> => {
      let answers: unknown[];
      try {
        answers = [];
        // One call after another, as "Apply to all items" asks for the medical horizons.
        for (const body of lookup.bodies) answers.push(await post(lookup.path, body));
      } catch (error) {
        return lookup.fills.map(({ figure }) => ({ status: 'failed', figure, message: failureOf(lookup.failureMessage, error) }));
      }
      return lookup.fills.map(({ figure, read }): RefreshRow => {
        try {
          const next = read(answers);
          return { status: 'refreshed', figure, next, changed: differs(figure, next) };
        } catch (error) {
          return { status: 'failed', figure, message: failureOf(lookup.failureMessage, error) };
        }
      });
    }),
  );
  const rows = new Map<string, RefreshRow>(
    [
      ...looked.flat(),
      ...plan.refused.map(({ figure, message }): RefreshRow => ({ status: 'failed', figure, message })),
      ...plan.entered.map((figure): RefreshRow => ({ status: 'entered', figure })),
    ].map((row) => [row.figure.name, row]),
  );
  return plan.figures.flatMap(({ name }) => rows.get(name) ?? []);
}
