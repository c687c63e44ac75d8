import { MEDICAL_SCENARIO_TYPES, type IncomeRetirementId, type MedicalScenarioType } from '@damages/engine';
import {
  fitScenarioOfRecord,
  MEDICAL_SCENARIO_LABELS,
  SCENARIO_OF_RECORD_WORDS,
  type SavedFormRecord,
  type ScenarioOfRecord,
  formatAge,
  formatDecimal,
  formatMoney,
  formatYears,
} from '@damages/contracts';
import type { ScenarioOption, ScenarioOptions, ScenarioSelection } from './report-model.ts';
import { savedTables } from './record-access.ts';
import { retirementPhrase, worklifeScenarioOf, worklifeScenarioText } from './worklife-figures.ts';

/** Ids in order of first appearance. */
function distinct(ids: number[]): number[] {
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

function incomeRetirementIds(record: SavedFormRecord): IncomeRetirementId[] {
  return [...savedTables(record, 'earnings'), ...savedTables(record, 'support')].map((table) => table.id as IncomeRetirementId);
}

const years = (value: number) => `${value % 1 === 0 ? formatDecimal(value, 0) : formatYears(value)} years`;

/** A worklife scenario's choice, with the worklife tables (methodology §14); undefined with retirement ages. */
function worklifeLabel(record: SavedFormRecord, id: number): string | undefined {
  const scenario = worklifeScenarioOf(record, id);
  return scenario && worklifeScenarioText(scenario);
}

/**
 * The choices of the panel 'Select the desired scenarios': incomes and
 * retirement ages of the earnings or support tables, life expectancies of the
 * services tables, and the medical scenario types that have tables.
 */
export function scenarioOptions(record: SavedFormRecord): ScenarioOptions {
  const plaintiff = record.formData.plaintiff;
  const pairs = incomeRetirementIds(record);
  const income = distinct(pairs.map((p) => p.annualIncomeId)).map((id): ScenarioOption<number> => ({
    id,
    label: plaintiff.annualIncome[id] === undefined ? `Income ${id + 1}` : formatMoney(plaintiff.annualIncome[id]),
  }));
  const retirement = distinct(pairs.map((p) => p.retirementDateId)).map((id): ScenarioOption<number> => ({
    id,
    label:
      worklifeLabel(record, id) ??
      (plaintiff.retirementAge[id] === undefined ? `Retirement ${id + 1}` : `Age ${formatAge(plaintiff.retirementAge[id])}`),
  }));
  const lifeExpectancy = distinct(savedTables(record, 'services').map((table) => table.id as number)).map((id): ScenarioOption<number> => ({
    id,
    label: plaintiff.remainingLEYears[id] === undefined ? `Life expectancy ${id + 1}` : years(plaintiff.remainingLEYears[id]),
  }));
  const medicalTables = record.medicalReport?.table;
  const medical = MEDICAL_SCENARIO_TYPES.filter((type) => (medicalTables?.[type]?.length ?? 0) > 0).map(
    (type): ScenarioOption<MedicalScenarioType> => ({ id: type, label: MEDICAL_SCENARIO_LABELS[type].replace(' Scenario', '') }),
  );
  return { income, retirement, lifeExpectancy, medical };
}

function pick<Id>(options: ScenarioOption<Id>[], wanted: unknown, fallback: Id): Id {
  const found = options.find((option) => option.id === wanted);
  return found ? found.id : (options[0]?.id ?? fallback);
}

/**
 * The medical scenario shown when none is chosen: the probable one,
 * which an opinion usually rests on; else best, as before; else the first that has tables.
 */
function medicalDefault(options: ScenarioOptions): MedicalScenarioType {
  const has = (type: MedicalScenarioType) => options.medical.some((o) => o.id === type);
  return has('probable') ? 'probable' : has('best') ? 'best' : (options.medical[0]?.id ?? 'best');
}

/**
 * A valid selection: the stored choice where it still exists, otherwise the
 * defaults — first income, first retirement age, first life expectancy (spec §4),
 * and the probable medical scenario where the case has one (spec §4 says
 * "medical best"; an opinion usually rests on the probable one).
 */
export function normalizeSelection(options: ScenarioOptions, stored?: Partial<ScenarioSelection>): ScenarioSelection {
  return {
    income: pick(options.income, stored?.income, 0),
    retirement: pick(options.retirement, stored?.retirement, 0),
    lifeExpectancy: pick(options.lifeExpectancy, stored?.lifeExpectancy, 0),
    medical:
      stored?.medical !== undefined && options.medical.some((o) => o.id === stored.medical) ? stored.medical : medicalDefault(options),
  };
}

export function defaultSelection(record: SavedFormRecord): ScenarioSelection {
  return normalizeSelection(scenarioOptions(record));
}

/** The scenarios the case's opinion rests on: what is saved with it, the defaults for what is not (or no longer exists). */
export function scenarioOfRecord(record: SavedFormRecord, options: ScenarioOptions = scenarioOptions(record)): ScenarioSelection {
  return normalizeSelection(options, record.scenarioOfRecord);
}

const SCENARIO_PARTS = ['income', 'retirement', 'lifeExpectancy', 'medical'] as const;

/**
 * Every scenario the case holds: each combination of the options of every group
 * that offers any (a group offering none keeps the default, which no figure depends on).
 */
export function everySelection(options: ScenarioOptions): ScenarioSelection[] {
  const fallback = normalizeSelection(options);
  const ids = <Part extends (typeof SCENARIO_PARTS)[number]>(part: Part): ScenarioSelection[Part][] =>
    options[part].length > 0 ? options[part].map((option) => option.id as ScenarioSelection[Part]) : [fallback[part]];
  return ids('income').flatMap((income) =>
    ids('retirement').flatMap((retirement) =>
      ids('lifeExpectancy').flatMap((lifeExpectancy) => ids('medical').map((medical) => ({ income, retirement, lifeExpectancy, medical }))),
    ),
  );
}

export const sameSelection = (a: ScenarioSelection, b: ScenarioSelection): boolean => SCENARIO_PARTS.every((part) => a[part] === b[part]);

/** A selection as saved with the case: only the groups the case offers, and only ids that name one of its scenarios. */
export function recordedScenario(
  record: SavedFormRecord,
  options: ScenarioOptions,
  selection: ScenarioSelection,
): ScenarioOfRecord | undefined {
  const offered = Object.fromEntries(SCENARIO_PARTS.filter((part) => options[part].length > 0).map((part) => [part, selection[part]]));
  return fitScenarioOfRecord(record, offered);
}

/**
 * The short name of a selection — "Income $98,000, Probable medical" — for file
 * names, the temporary-view notice and the saved-cases list: the groups in which
 * the case offers a choice (more than one scenario); empty when it offers none.
 */
export function scenarioName(options: ScenarioOptions, selection: ScenarioSelection): string {
  const words = SCENARIO_OF_RECORD_WORDS;
  const label = <Id>(list: ScenarioOption<Id>[], id: Id) => (list.length > 1 ? list.find((o) => o.id === id)?.label : undefined);
  const income = label(options.income, selection.income);
  const retirement = label(options.retirement, selection.retirement);
  const life = label(options.lifeExpectancy, selection.lifeExpectancy);
  const medical = label(options.medical, selection.medical);
  return [
    income && words.income(income),
    retirement && words.retirement(retirement),
    life && words.lifeExpectancy(life),
    medical && words.medical[selection.medical],
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(', ');
}

/** "Annual income $96,000; retirement at age 67; …" — the scenarios a figure assumes, in words. */
export function describeSelection(options: ScenarioOptions, selection: ScenarioSelection): string[] {
  const label = <Id>(list: ScenarioOption<Id>[], id: Id) => list.find((o) => o.id === id)?.label;
  const parts: string[] = [];
  const income = label(options.income, selection.income);
  if (income) parts.push(`annual income ${income}`);
  const retirement = label(options.retirement, selection.retirement);
  if (retirement) parts.push(retirementPhrase(retirement));
  const life = label(options.lifeExpectancy, selection.lifeExpectancy);
  if (life) parts.push(`remaining life expectancy of ${life}`);
  if (options.medical.length > 0) parts.push(`${MEDICAL_SCENARIO_LABELS[selection.medical].toLowerCase()} for medical care`);
  return parts;
}
