import { MEDICAL_SCENARIO_TYPES, type MedicalScenarioType } from '@damages/engine';
import { z } from 'zod';
import { MAX_SCENARIOS } from '../rules/limits.ts';
import { MEDICAL_SCENARIO_LABELS } from './options.ts';

/**
 * The scenario of record: the scenarios the economist's opinion
 * rests on, saved with the case so that its headline figure is a property of
 * the case and not of a browser tab. Each id picks one of the case's own
 * scenarios: income, retirement and life expectancy by their position in the
 * plaintiff's lists (as the tables' ids do), medical by type. A part left out
 * (or a case saved before it existed) takes the report's default: the first
 * scenario, and the probable medical scenario where the case has one.
 */
const scenarioIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SCENARIOS - 1);

export const scenarioOfRecord = z.object({
  income: scenarioIndex.optional(),
  retirement: scenarioIndex.optional(),
  lifeExpectancy: scenarioIndex.optional(),
  medical: z.enum(MEDICAL_SCENARIO_TYPES).optional(),
});

export type ScenarioOfRecord = z.infer<typeof scenarioOfRecord>;
export type ScenarioOfRecordPart = keyof ScenarioOfRecord;

/** What a record offers to choose from: the plaintiff's scenario lists and the medical tables of each type. */
export interface ScenarioLists {
  formData: { plaintiff: { annualIncome: readonly unknown[]; retirementAge: readonly unknown[]; remainingLEYears: readonly unknown[] } };
  medicalReport?: { table: Partial<Record<MedicalScenarioType, readonly unknown[]>> };
}

const PLAINTIFF_LIST = { income: 'annualIncome', retirement: 'retirementAge', lifeExpectancy: 'remainingLEYears' } as const;
const LIST_NAMES = { income: 'income', retirement: 'retirement-age', lifeExpectancy: 'life-expectancy' } as const;

export interface ScenarioOfRecordIssue {
  part: ScenarioOfRecordPart;
  message: string;
}

/** Each part of `chosen` that names no scenario of the record, with why in the user's words. */
export function scenarioOfRecordIssues(record: ScenarioLists, chosen: ScenarioOfRecord): ScenarioOfRecordIssue[] {
  const issues: ScenarioOfRecordIssue[] = [];
  for (const part of ['income', 'retirement', 'lifeExpectancy'] as const) {
    const id = chosen[part];
    const count = record.formData.plaintiff[PLAINTIFF_LIST[part]].length;
    if (id !== undefined && id >= count)
      issues.push({
        part,
        message: `The scenario of record names ${LIST_NAMES[part]} scenario ${id + 1}; this case has ${count}.`,
      });
  }
  const { medical } = chosen;
  if (medical !== undefined && (record.medicalReport?.table[medical]?.length ?? 0) === 0)
    issues.push({
      part: 'medical',
      message: `The scenario of record names the ${MEDICAL_SCENARIO_LABELS[medical]} for medical care; this case has no tables for it.`,
    });
  return issues;
}

/**
 * The parts of `chosen` that still name a scenario of `record` (undefined when none does): a case
 * calculated again keeps its scenario of record where the scenarios it names still exist.
 */
export function fitScenarioOfRecord(record: ScenarioLists, chosen: ScenarioOfRecord | undefined): ScenarioOfRecord | undefined {
  if (chosen === undefined) return undefined;
  const wrong = new Set(scenarioOfRecordIssues(record, chosen).map((issue) => issue.part));
  const kept = Object.fromEntries(
    Object.entries(chosen).filter(([part, id]) => id !== undefined && !wrong.has(part as ScenarioOfRecordPart)),
  ) as ScenarioOfRecord;
  return Object.keys(kept).length === 0 ? undefined : kept;
}

/** The words that name the scenario of record wherever the report, its exports and the saved-cases list show it. */
export const SCENARIO_OF_RECORD_WORDS = {
  title: 'Scenario of record',
  /** The short name's parts, in order (file names, the notice, the saved-cases list). */
  income: (label: string) => `Income ${label}`,
  retirement: (label: string) => `Retirement ${label.toLowerCase()}`,
  lifeExpectancy: (label: string) => `Life expectancy ${label}`,
  medical: { best: 'Best medical', probable: 'Probable medical', worst: 'Worst medical' } satisfies Record<MedicalScenarioType, string>,
  /** The note under a summary table: which scenarios its figures assume. */
  noteOfRecord: (described: string) => `Scenario of record: ${described}.`,
  noteViewed: (described: string) => `Scenario viewed, not the scenario of record: ${described}.`,
  viewing: (viewed: string) => `You are viewing ${viewed} — not the scenario of record. Exports use the scenario of record.`,
  makeOfRecord: 'Make this the scenario of record',
  showOfRecord: 'Show the scenario of record',
  saving: 'Saving…',
  saved: (name: string) => `${name} is now the scenario of record.`,
  savedUnnamed: 'This is now the scenario of record.',
  keptTheirs: "Kept the other tab's version of this case, with its scenario of record.",
  notSaved: (reason: string) => `The scenario of record was not saved: ${reason}`,
  /** The print view's choice of appendix tables. */
  printScopeOfRecord: 'scenario of record',
} as const;
