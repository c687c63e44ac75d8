import type { MedicalScenarioType } from '@damages/engine';
import {
  fitScenarioOfRecord,
  MEDICAL_SCENARIO_LABELS,
  normalizeSelection,
  scenarioChoices,
  SCENARIO_OF_RECORD_WORDS,
  type SavedFormRecord,
  type ScenarioOfRecord,
  formatAge,
  formatDecimal,
  formatMoney,
  formatYears,
} from '@damages/contracts';
import type { ScenarioOption, ScenarioOptions, ScenarioSelection } from './report-model.ts';
import { retirementPhrase, worklifeScenarioOf, worklifeScenarioText } from './worklife-figures.ts';

/** Which scenarios a case offers and which one its opinion rests on are the contracts' (the totals rule needs them on the server too). */
export { normalizeSelection, selectionOfRecord } from '@damages/contracts';

const years = (value: number) => `${value % 1 === 0 ? formatDecimal(value, 0) : formatYears(value)} years`;

/** A worklife scenario's choice, with the worklife tables (methodology §14); undefined with retirement ages. */
function worklifeLabel(record: SavedFormRecord, id: number): string | undefined {
  const scenario = worklifeScenarioOf(record, id);
  return scenario && worklifeScenarioText(scenario);
}

/**
 * The choices of the panel 'Select the desired scenarios': the scenarios the
 * case holds (the contracts' scenarioChoices), each with the label it is chosen by.
 */
export function scenarioOptions(record: SavedFormRecord): ScenarioOptions {
  const plaintiff = record.formData.plaintiff;
  const choices = scenarioChoices(record);
  const income = choices.income.map(({ id }): ScenarioOption<number> => ({
    id,
    label: plaintiff.annualIncome[id] === undefined ? `Income ${id + 1}` : formatMoney(plaintiff.annualIncome[id]),
  }));
  const retirement = choices.retirement.map(({ id }): ScenarioOption<number> => ({
    id,
    label:
      worklifeLabel(record, id) ??
      (plaintiff.retirementAge[id] === undefined ? `Retirement ${id + 1}` : `Age ${formatAge(plaintiff.retirementAge[id])}`),
  }));
  const lifeExpectancy = choices.lifeExpectancy.map(({ id }): ScenarioOption<number> => ({
    id,
    label: plaintiff.remainingLEYears[id] === undefined ? `Life expectancy ${id + 1}` : years(plaintiff.remainingLEYears[id]),
  }));
  const medical = choices.medical.map(({ id }): ScenarioOption<MedicalScenarioType> => ({
    id,
    label: MEDICAL_SCENARIO_LABELS[id].replace(' Scenario', ''),
  }));
  return { income, retirement, lifeExpectancy, medical };
}

export function defaultSelection(record: SavedFormRecord): ScenarioSelection {
  return normalizeSelection(scenarioOptions(record));
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
