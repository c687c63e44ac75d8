import {
  earningsSchedule,
  medicalSchedule,
  servicesSchedule,
  supportSchedule,
  type IncomeRetirementId,
  type MedicalTableId,
  type TableFacts,
} from '@damages/engine';
import {
  lossEarningsRequest,
  lossMedicalPastRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
  type LossSide,
  type SavedFormRecord,
} from '@damages/contracts';
import {
  buildEarningsRequest,
  buildMedicalRequest,
  buildServicesRequest,
  buildSupportRequest,
} from '../../../../lib/calculation-requests.ts';
import { isChosen } from '../../model/record-access.ts';
import type { TablePage } from '../../model/report-model.ts';

/**
 * The engine's schedule facts of every table of a saved case: its form data
 * becomes the same request bodies the case was calculated with, the contract
 * reads them as it did then, and the engine records each table's period, row
 * dates and exponents while computing it again. The workbook writes its
 * formulas from these facts alone, so it holds no rule of the method.
 */

type BySide<Id> = Partial<Record<LossSide, TableFacts<Id>[]>>;

export interface CaseSchedules {
  earnings: BySide<IncomeRetirementId>;
  support: BySide<IncomeRetirementId>;
  services: BySide<number>;
  medical: BySide<MedicalTableId>;
  /** Why a kind's facts could not be rebuilt (its tables are then written as the report's figures, without formulas). */
  problems: string[];
}

const SIDES: readonly LossSide[] = ['past', 'future'];

function bySide<Id>(
  record: SavedFormRecord,
  kind: 'earnings' | 'support' | 'services' | 'medical',
  problems: string[],
  schedule: (side: LossSide) => TableFacts<Id>[],
): BySide<Id> {
  const out: BySide<Id> = {};
  for (const side of SIDES) {
    if (!isChosen(record, kind, side) && !(kind === 'medical' && side === 'past' && isChosen(record, kind, 'future'))) continue;
    try {
      out[side] = schedule(side);
    } catch (error) {
      problems.push(`${kind} (${side}): the saved case no longer makes a valid request (${(error as Error).message.slice(0, 200)})`);
    }
  }
  return out;
}

export function caseSchedules(record: SavedFormRecord): CaseSchedules {
  const data = record.formData;
  const problems: string[] = [];
  return {
    earnings: record.lossEarnings
      ? bySide(record, 'earnings', problems, (side) => earningsSchedule(lossEarningsRequest.parse(buildEarningsRequest(data)), side))
      : {},
    support: record.lossSupport
      ? bySide(record, 'support', problems, (side) => supportSchedule(lossSupportRequest.parse(buildSupportRequest(data)), side))
      : {},
    services: record.lossServices
      ? bySide(record, 'services', problems, (side) => servicesSchedule(lossServicesRequest.parse(buildServicesRequest(data)), side))
      : {},
    medical: record.medicalReport
      ? bySide(record, 'medical', problems, (side) =>
          medicalSchedule(
            side === 'past' ? lossMedicalPastRequest.parse(buildMedicalRequest(data)) : lossMedicalRequest.parse(buildMedicalRequest(data)),
            side,
          ),
        )
      : {},
    problems,
  };
}

/** The facts of the table an appendix page shows, or undefined when they could not be rebuilt. */
export function scheduleOfPage(schedules: CaseSchedules, page: TablePage, medicalId: number | undefined): TableFacts<unknown> | undefined {
  const { match } = page;
  switch (page.kind) {
    case 'earnings':
    case 'support':
      return schedules[page.kind][page.side]?.find(
        (t) => t.id.annualIncomeId === match.income && t.id.retirementDateId === match.retirement,
      );
    case 'services':
      return schedules.services[page.side]?.find((t) => t.id === match.lifeExpectancy);
    default:
      return schedules.medical[page.side]?.find((t) => t.id.modality === medicalId && t.id.type === match.medical);
  }
}
