import type { IncomeRetirementId, WorklifeMethod } from '@damages/engine';
import {
  formatPercent,
  formatReportDate,
  formatYears,
  worklifeMethodOf,
  type SavedFormRecord,
  type WorklifeTableBasis,
} from '@damages/contracts';
import type { HeaderFact } from './report-model.ts';
import { caseInfoOf, savedTables, type SavedTable } from './record-access.ts';

/**
 * What the report states of the worklife and unemployment (methodology §14):
 * the worklife scenarios the economist took from a worklife table, with the
 * statistical retirement date and age the service computed, and the worklife
 * and employment factors as the tables' rows carry them (never recomputed here).
 */

interface WorklifeScenarioFigure {
  id: number;
  worklifeExpectancy: number;
  yearsToFinalSeparation: number;
  /** WF = WLE / YFS as the scenario's tables show it; undefined without a table of the scenario. */
  worklifeFactor: number | undefined;
  /** The date of injury plus YFS (capped as the service caps it), and the age then. */
  retirementDate: string | undefined;
  ageAtRetirement: number | undefined;
}

export interface WorklifeFigures {
  method: WorklifeMethod;
  /** The worklife table relied on, as the economist named it. */
  tableName: string | undefined;
  /** Whether that table is by sex or for all persons; undefined when the economist did not say. */
  tableBasis: WorklifeTableBasis | undefined;
  /** With the worklife-expectancy method; empty with retirement age. */
  scenarios: WorklifeScenarioFigure[];
  /** With an unemployment rate: EF = 1 − u (1 − r) as the tables show it. */
  unemployment: { rate: number; benefitReplacement: number; employmentFactor: number | undefined } | undefined;
}

const INCOME_KINDS = ['earnings', 'support'] as const;

/** The first value of a column in the given tables. */
function firstValue(tables: readonly SavedTable[], column: string): number | undefined {
  for (const table of tables) for (const row of table.rows) if (row[column] !== undefined) return row[column];
  return undefined;
}

/** The worklife figures of a case that chose the worklife tables or unemployment; undefined for one that chose neither (as before). */
export function worklifeFigures(record: SavedFormRecord): WorklifeFigures | undefined {
  const saved = record.formData.worklife;
  const method = worklifeMethodOf(saved);
  if (method === 'retirementAge' && saved?.unemploymentRate === undefined) return undefined;
  const tables = INCOME_KINDS.flatMap((kind) => savedTables(record, kind));
  const info = INCOME_KINDS.map((kind) => caseInfoOf(record, kind)).find((found) => found !== undefined);
  const scenarios =
    method === 'worklifeExpectancy'
      ? (saved?.scenarios ?? []).map((s, id): WorklifeScenarioFigure => {
          const position = info?.retirement_date?.findIndex((r) => r.id === id) ?? -1;
          const own = tables.filter((t) => (t.id as IncomeRetirementId).retirementDateId === id);
          return {
            id,
            worklifeExpectancy: s.worklifeExpectancy,
            yearsToFinalSeparation: s.yearsToFinalSeparation,
            worklifeFactor: firstValue(own, 'Worklife Factor'),
            retirementDate: position >= 0 ? info?.retirement_date?.[position]?.retirement_date : undefined,
            ageAtRetirement: position >= 0 ? info?.plaintiff_age_at_retirement?.[position] : undefined,
          };
        })
      : [];
  const unemployment =
    saved?.unemploymentRate === undefined
      ? undefined
      : {
          rate: saved.unemploymentRate,
          benefitReplacement: saved.unemploymentBenefitReplacement ?? 0,
          employmentFactor: firstValue(tables, 'Employment Factor'),
        };
  const tableBasis = method === 'worklifeExpectancy' ? saved?.tableBasis : undefined;
  return { method, tableName: saved?.tableName, tableBasis, scenarios, unemployment };
}

type WorklifeScenario = NonNullable<NonNullable<SavedFormRecord['formData']['worklife']>['scenarios']>[number];

/** The worklife scenario a table's retirement id names, with the worklife-expectancy method; undefined with retirement age. */
export function worklifeScenarioOf(record: SavedFormRecord, retirementId: number): WorklifeScenario | undefined {
  const saved = record.formData.worklife;
  return worklifeMethodOf(saved) === 'worklifeExpectancy' ? saved?.scenarios?.[retirementId] : undefined;
}

/** "WLE 22.40 years, YFS 27.10 years": a worklife scenario in short, as the scenario choices and the appendix name it. */
export const worklifeScenarioText = (scenario: WorklifeScenario) =>
  `WLE ${formatYears(scenario.worklifeExpectancy)} years, YFS ${formatYears(scenario.yearsToFinalSeparation)} years`;

/** The appendix header's fact of a worklife scenario, in place of the retirement age. */
export const worklifeFact = (scenario: WorklifeScenario, retirementDate: string | undefined): HeaderFact => ({
  label: 'Worklife',
  value: `${worklifeScenarioText(scenario)}${retirementDate ? ` (statistical retirement ${formatReportDate(retirementDate)})` : ''}`,
});

/** The appendix header's facts of unemployment; none without an unemployment rate. */
export function unemploymentFacts(record: SavedFormRecord): HeaderFact[] {
  const saved = record.formData.worklife;
  if (saved?.unemploymentRate === undefined) return [];
  return [
    {
      label: 'Unemployment',
      value: `${formatPercent(saved.unemploymentRate)}, benefits replacing ${formatPercent(saved.unemploymentBenefitReplacement ?? 0)}`,
    },
  ];
}

/** How a figure's retirement choice reads in a sentence: "retirement at age 67", or "worklife WLE 22.40 years, YFS 27.10 years". */
export const retirementPhrase = (label: string) =>
  label.startsWith('WLE ') ? `worklife ${label}` : `retirement at ${label.toLowerCase()}`;
