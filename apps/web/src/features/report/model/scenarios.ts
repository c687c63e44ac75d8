import { MEDICAL_SCENARIO_TYPES, type IncomeRetirementId, type MedicalScenarioType } from '@damages/engine';
import { MEDICAL_SCENARIO_LABELS, type SavedFormRecord } from '@damages/contracts';
import { formatAge, formatDecimal, formatMoney, formatYears } from '../../../lib/format.ts';
import type { ScenarioOption, ScenarioOptions, ScenarioSelection } from './report-model.ts';
import { savedTables } from './record-access.ts';

/** Ids in order of first appearance. */
function distinct(ids: number[]): number[] {
  return ids.filter((id, index) => ids.indexOf(id) === index);
}

function incomeRetirementIds(record: SavedFormRecord): IncomeRetirementId[] {
  return [...savedTables(record, 'earnings'), ...savedTables(record, 'support')].map((table) => table.id as IncomeRetirementId);
}

const years = (value: number) => `${value % 1 === 0 ? formatDecimal(value, 0) : formatYears(value)} years`;

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
    label: plaintiff.retirementAge[id] === undefined ? `Retirement ${id + 1}` : `Age ${formatAge(plaintiff.retirementAge[id])}`,
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
 * A valid selection: the stored choice where it still exists, otherwise the
 * defaults of spec §4 — first income, first retirement age, first life
 * expectancy, and the best medical scenario (or the first one that has tables).
 */
export function normalizeSelection(options: ScenarioOptions, stored?: Partial<ScenarioSelection>): ScenarioSelection {
  const medicalDefault = options.medical.some((o) => o.id === 'best') ? 'best' : (options.medical[0]?.id ?? 'best');
  return {
    income: pick(options.income, stored?.income, 0),
    retirement: pick(options.retirement, stored?.retirement, 0),
    lifeExpectancy: pick(options.lifeExpectancy, stored?.lifeExpectancy, 0),
    medical: stored?.medical !== undefined && options.medical.some((o) => o.id === stored.medical) ? stored.medical : medicalDefault,
  };
}

export function defaultSelection(record: SavedFormRecord): ScenarioSelection {
  return normalizeSelection(scenarioOptions(record));
}

/** "Annual income $96,000; retirement at age 67; …" — the scenarios a figure assumes, in words. */
export function describeSelection(options: ScenarioOptions, selection: ScenarioSelection): string[] {
  const label = <Id>(list: ScenarioOption<Id>[], id: Id) => list.find((o) => o.id === id)?.label;
  const parts: string[] = [];
  const income = label(options.income, selection.income);
  if (income) parts.push(`annual income ${income}`);
  const retirement = label(options.retirement, selection.retirement);
  if (retirement) parts.push(`retirement at ${retirement.toLowerCase()}`);
  const life = label(options.lifeExpectancy, selection.lifeExpectancy);
  if (life) parts.push(`remaining life expectancy of ${life}`);
  if (options.medical.length > 0) parts.push(`${MEDICAL_SCENARIO_LABELS[selection.medical].toLowerCase()} for medical care`);
  return parts;
}
