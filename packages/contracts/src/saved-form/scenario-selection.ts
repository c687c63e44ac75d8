import { MEDICAL_SCENARIO_TYPES, type IncomeRetirementId, type MedicalScenarioType } from '@damages/engine';
import type { SavedFormRecord } from './saved-form-record.ts';
import { savedTables } from './saved-tables.ts';

/** The scenarios chosen in 'Select the desired scenarios' (methodology §10: i, r, k, s). */
export interface ScenarioSelection {
  income: number;
  retirement: number;
  lifeExpectancy: number;
  medical: MedicalScenarioType;
}

/** One scenario a case offers, by its id; the report's selector gives each a label. */
interface ScenarioChoice<Id> {
  id: Id;
}

/** The scenarios a case offers, in order; a group is empty when the case has no table that depends on it. */
export interface ScenarioChoices {
  income: readonly ScenarioChoice<number>[];
  retirement: readonly ScenarioChoice<number>[];
  lifeExpectancy: readonly ScenarioChoice<number>[];
  medical: readonly ScenarioChoice<MedicalScenarioType>[];
}

/** Ids in order of first appearance. */
function distinct<Id>(ids: Id[]): ScenarioChoice<Id>[] {
  return ids.filter((id, index) => ids.indexOf(id) === index).map((id) => ({ id }));
}

function incomeRetirementIds(record: SavedFormRecord): IncomeRetirementId[] {
  return [...savedTables(record, 'earnings'), ...savedTables(record, 'support')].map((table) => table.id as IncomeRetirementId);
}

/**
 * The scenarios the saved answers hold: incomes and retirement ages of the
 * earnings or support tables, life expectancies of the services tables, and
 * the medical scenario types that have tables.
 */
export function scenarioChoices(record: SavedFormRecord): ScenarioChoices {
  const pairs = incomeRetirementIds(record);
  const medicalTables = record.medicalReport?.table;
  return {
    income: distinct(pairs.map((p) => p.annualIncomeId)),
    retirement: distinct(pairs.map((p) => p.retirementDateId)),
    lifeExpectancy: distinct(savedTables(record, 'services').map((table) => table.id as number)),
    medical: distinct(MEDICAL_SCENARIO_TYPES.filter((type) => (medicalTables?.[type]?.length ?? 0) > 0)),
  };
}

function pick<Id>(choices: readonly ScenarioChoice<Id>[], wanted: unknown, fallback: Id): Id {
  const found = choices.find((choice) => choice.id === wanted);
  return found ? found.id : (choices[0]?.id ?? fallback);
}

/**
 * The medical scenario shown when none is chosen: the probable one,
 * which an opinion usually rests on; else best, as before; else the first that has tables.
 */
function medicalDefault(choices: ScenarioChoices): MedicalScenarioType {
  const has = (type: MedicalScenarioType) => choices.medical.some((c) => c.id === type);
  return has('probable') ? 'probable' : has('best') ? 'best' : (choices.medical[0]?.id ?? 'best');
}

/**
 * A valid selection: the stored choice where it still exists, otherwise the
 * defaults — first income, first retirement age, first life expectancy (spec §4),
 * and the probable medical scenario where the case has one (spec §4 says
 * "medical best"; an opinion usually rests on the probable one).
 */
export function normalizeSelection(choices: ScenarioChoices, stored?: Partial<ScenarioSelection>): ScenarioSelection {
  return {
    income: pick(choices.income, stored?.income, 0),
    retirement: pick(choices.retirement, stored?.retirement, 0),
    lifeExpectancy: pick(choices.lifeExpectancy, stored?.lifeExpectancy, 0),
    medical:
      stored?.medical !== undefined && choices.medical.some((c) => c.id === stored.medical) ? stored.medical : medicalDefault(choices),
  };
}

/** The scenarios the case's opinion rests on: what is saved with it, the defaults for what is not (or no longer exists). */
export function selectionOfRecord(record: SavedFormRecord, choices: ScenarioChoices = scenarioChoices(record)): ScenarioSelection {
  return normalizeSelection(choices, record.scenarioOfRecord);
}
