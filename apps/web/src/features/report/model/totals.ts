import type { SavedFormRecord, SavedLoss } from '@damages/contracts';
import type { LossTotals, ScenarioSelection, TableRow, TotalLine } from './report-model.ts';
import { chosenLosses, hasType, sameIncomeRetirement, sumMoney } from './record-access.ts';

/** A table's present value: the sum of its rows' PV, exactly what its appendix Total row shows. */
export function tablePresentValue(rows: readonly TableRow[]): number {
  return sumMoney(rows.map((row) => row.PV ?? 0));
}

function tableValue<Id, Row extends TableRow>(loss: SavedLoss<Id, Row> | undefined, matches: (id: Id) => boolean): number {
  const table = loss?.table.find((entry) => matches(entry.id));
  return table ? tablePresentValue(table.data) : 0;
}

function line(key: TotalLine['key'], label: string, past: number | null, future: number | null): TotalLine {
  return { key, label, past, future, total: sumMoney([past ?? 0, future ?? 0]) };
}

/**
 * The report's totals (methodology §10) for the chosen scenarios: past =
 * earnings(i,r) + support(i,r) + services(k) + past medical + burial; future =
 * earnings(i,r) + support(i,r) + services(k) + medical(s). A term counts only when
 * its loss type was selected; a part that was not selected is null.
 */
export function lossTotals(record: SavedFormRecord, selection: ScenarioSelection): LossTotals {
  const chosen = chosenLosses(record);
  const pair = (id: unknown) => sameIncomeRetirement(id, selection.income, selection.retirement);
  const sameLife = (id: number) => id === selection.lifeExpectancy;
  const lines: TotalLine[] = [];

  if (chosen.earnings) {
    lines.push(
      line(
        'earnings',
        'Loss of Earnings',
        hasType(record, 'lossOfEarningsPast') ? tableValue(record.lossEarnings?.past, pair) : null,
        hasType(record, 'lossOfEarningsFuture') ? tableValue(record.lossEarnings?.future, pair) : null,
      ),
    );
  }
  if (chosen.support) {
    lines.push(
      line(
        'support',
        'Loss of Support',
        hasType(record, 'supportLossPast') ? tableValue(record.lossSupport?.past, pair) : null,
        hasType(record, 'supportLossFuture') ? tableValue(record.lossSupport?.future, pair) : null,
      ),
    );
  }
  if (chosen.services) {
    lines.push(
      line(
        'services',
        'Loss of Household Services',
        hasType(record, 'householdServicesWdP') ? tableValue(record.lossServices?.past, sameLife) : null,
        hasType(record, 'householdServicesWdF') ? tableValue(record.lossServices?.future, sameLife) : null,
      ),
    );
  }
  if (chosen.medicalPast || chosen.medicalFuture) {
    const tables = record.medicalReport?.table[selection.medical] ?? [];
    lines.push(
      line(
        'medical',
        'Medical Expenses',
        chosen.medicalPast ? (record.formData.medical?.totalPastMedicalExpenses ?? 0) : null,
        chosen.medicalFuture ? sumMoney(tables.map((t) => tablePresentValue(t.medical_table))) : null,
      ),
    );
  }
  if (chosen.burial) {
    lines.push(line('burial', 'Funeral and Burial Expenses', record.formData.plaintiff.burialCost ?? 0, null));
  }

  const past = sumMoney(lines.map((l) => l.past ?? 0));
  const future = sumMoney(lines.map((l) => l.future ?? 0));
  return { lines, past, future, total: sumMoney([past, future]) };
}
