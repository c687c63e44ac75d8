import type { PlausibilityWarning } from '../rules/plausibility-warning.ts';
import type {
  LossEarningsResponse,
  LossMedicalResponse,
  LossServicesResponse,
  LossSupportResponse,
  WireLossTable,
  WireMedicalResponse,
} from '../calculation/responses.ts';
import type { InterestOnLumpSums } from './interest-record.ts';
import type { FormDataRecord, SavedFormRecord, SavedMedicalReport, SavedMedicalTable } from './saved-form-record.ts';

/**
 * The validated form's `formData` + the calculation answers → the record saved
 * in local storage (spec §3 "Saved form record"; `SavedFormRecord`, beside it).
 * Every table's rows are parsed from their JSON string; each table keeps the
 * engine's `total_pv`. It needs only the contract's answers, so the entry
 * form's submit and every test that makes a record use this one conversion.
 */

/** The raw create_table answers of one submit, grouped as the saved record groups them. */
export interface CalculationResults {
  lossSupport?: { past?: LossSupportResponse; future?: LossSupportResponse };
  lossServices?: { past?: LossServicesResponse; future?: LossServicesResponse };
  lossEarnings?: { past?: LossEarningsResponse; future?: LossEarningsResponse };
  medicalReport?: LossMedicalResponse;
  /** The plan's care between the report and the trial (loss_medical/past), asked for by the future medical step. */
  medicalBeforeTrial?: LossMedicalResponse;
  /** get_interest's answer on the lump sums, when the case has prejudgment interest on any. */
  interestOnLumpSums?: InterestOnLumpSums;
}

type Row = Record<string, number>;

function parseRows(table: unknown): Row[] {
  const rows: unknown = typeof table === 'string' ? JSON.parse(table) : table;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/** A loss answer with its rows parsed: the engine's rows, which the saved record's row schemas describe. */
function savedLoss<Id, Info>(wire: { case_info: Info; table: WireLossTable<Id>[] }) {
  return {
    case_info: wire.case_info,
    table: wire.table.map((entry) => ({
      id: entry.id,
      data: parseRows(entry.table),
      total_pv: entry.total_pv,
      ...(entry.total_interest === undefined ? {} : { total_interest: entry.total_interest }),
    })),
  };
}

function savedMedicalReport(wire: WireMedicalResponse): SavedMedicalReport {
  const entries = (list: WireMedicalResponse['table']['best'] | undefined): SavedMedicalTable[] =>
    (list ?? []).map((entry) => {
      const rows = parseRows(entry.medical_table);
      return {
        id: entry.id,
        medical_table: rows as SavedMedicalTable['medical_table'],
        total_pv: entry.total_pv,
        medical_growth: entry.medical_growth,
        medical_discount: entry.medical_discount,
        medical_category: entry.medical_category,
        medical_modality: entry.medical_modality,
        ...(entry.medical_frequency !== undefined
          ? { medical_frequency: entry.medical_frequency, medical_every_years: entry.medical_every_years }
          : {}),
        ...(entry.total_interest === undefined ? {} : { total_interest: entry.total_interest }),
      };
    });
  return {
    case_info: wire.case_info,
    table: { best: entries(wire.table.best), probable: entries(wire.table.probable), worst: entries(wire.table.worst) },
  };
}

function pastFuture<Id, Info>(group?: {
  past?: { case_info: Info; table: WireLossTable<Id>[] };
  future?: { case_info: Info; table: WireLossTable<Id>[] };
}) {
  if (!group) return undefined;
  return {
    ...(group.past ? { past: savedLoss(group.past) } : {}),
    ...(group.future ? { future: savedLoss(group.future) } : {}),
  };
}

/**
 * The whole record saved under the form id after a successful submit, with the
 * warnings the user calculated anyway (none: no `warnings` key).
 */
export function buildSavedRecord(
  formData: FormDataRecord,
  results: CalculationResults,
  savedAt: string,
  warnings: readonly PlausibilityWarning[] = [],
): SavedFormRecord {
  const record: SavedFormRecord = { formData };
  const support = pastFuture(results.lossSupport);
  const services = pastFuture(results.lossServices);
  const earnings = pastFuture(results.lossEarnings);
  if (support) record.lossSupport = support as SavedFormRecord['lossSupport'];
  if (services) record.lossServices = services as SavedFormRecord['lossServices'];
  if (earnings) record.lossEarnings = earnings as SavedFormRecord['lossEarnings'];
  if (results.medicalReport) record.medicalReport = savedMedicalReport(results.medicalReport);
  if (results.medicalBeforeTrial) record.medicalBeforeTrial = savedMedicalReport(results.medicalBeforeTrial);
  if (results.interestOnLumpSums) record.interestOnLumpSums = results.interestOnLumpSums;
  if (warnings.length > 0) record.warnings = [...warnings];
  record.savedAt = savedAt;
  return record;
}
