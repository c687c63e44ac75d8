import type {
  EducationOption,
  EconomistId,
  FormDataRecord,
  GenderOption,
  RaceOption,
  SavedFormRecord,
  SavedLoss,
  SavedMedicalReport,
  SavedMedicalTable,
  WireLossResponse,
  WireMedicalResponse,
} from '@damages/contracts';
import type { CaseInfo } from '@damages/engine';
import type { FormValues, ScenarioValue } from '../model/form-values.ts';
import { visibilityOf } from '../model/visibility.ts';
import type { CalculationResults } from './submit-steps.ts';

/**
 * Form values + calculation answers → the record saved in local storage
 * (spec §3 "Saved form record"; contract `SavedFormRecord`). Numbers become
 * numbers, sections that do not apply are left out, document names that are
 * blank are removed, and every table's rows are parsed from their JSON string.
 */

const toNumber = (text: string) => Number(text.trim());
const numbers = (list: readonly ScenarioValue[]) => list.map((item) => toNumber(item.value));

type Row = Record<string, number>;

function parseRows(table: unknown): Row[] {
  const rows: unknown = typeof table === 'string' ? JSON.parse(table) : table;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

const sumPv = (rows: Row[]) => Math.round(rows.reduce((sum, row) => sum + (row.PV ?? 0), 0) * 100) / 100;

export function savedLoss<Id, R, Info extends CaseInfo>(wire: WireLossResponse<Id, Info>): SavedLoss<Id, R, Info> {
  return {
    case_info: wire.case_info,
    table: wire.table.map((entry) => {
      const data = parseRows(entry.table);
      return { id: entry.id, data: data as R[], total_pv: typeof entry.total_pv === 'number' ? entry.total_pv : sumPv(data) };
    }),
  };
}

export function savedMedicalReport(wire: WireMedicalResponse): SavedMedicalReport {
  const entries = (list: WireMedicalResponse['table']['best'] | undefined): SavedMedicalTable[] =>
    (list ?? []).map((entry) => {
      const rows = parseRows(entry.medical_table);
      return {
        id: entry.id,
        medical_table: rows as SavedMedicalTable['medical_table'],
        total_pv: typeof entry.total_pv === 'number' ? entry.total_pv : sumPv(rows),
        medical_growth: entry.medical_growth,
        medical_discount: entry.medical_discount,
        medical_category: entry.medical_category,
        medical_modality: entry.medical_modality,
      };
    });
  return { case_info: wire.case_info, table: { best: entries(wire.table.best), probable: entries(wire.table.probable), worst: entries(wire.table.worst) } };
}

function pastFuture<Id, R, Info extends CaseInfo>(group?: { past?: WireLossResponse<Id, Info>; future?: WireLossResponse<Id, Info> }) {
  if (!group) return undefined;
  return {
    ...(group.past ? { past: savedLoss<Id, R, Info>(group.past) } : {}),
    ...(group.future ? { future: savedLoss<Id, R, Info>(group.future) } : {}),
  };
}

/** The `formData` part of the record: only what the chosen case and loss types use. */
export function formDataOf(values: FormValues): FormDataRecord {
  const { plaintiff, house, wife, documents, medical } = values;
  const shown = visibilityOf({
    caseType: values.case.type,
    selected: values.case.typeSelectedValues,
    hasWife: house.hasWife,
    hasChildren: house.hasChildren,
  });
  const childList = shown.children ? values.children.list : [];
  const record: FormDataRecord = {
    case: {
      dateOfInjuryOrDeath: values.case.dateOfInjuryOrDeath,
      dateOfReport: values.case.dateOfReport,
      dateOfTrial: values.case.dateOfTrial,
      economist: values.case.economist as EconomistId,
      retainingAttorneyOrFirm: values.case.retainingAttorneyOrFirm.trim(),
      type: values.case.type as FormDataRecord['case']['type'],
      typeSelectedValues: shown.lossTypes,
    },
    documents: {
      sourceNames: documents.sourceNames.map((item) => item.value.trim()).filter((name) => name !== ''),
      sourceInfomations: shown.services
        ? documents.sourceInfomations.map((source) => ({
            name: source.name.trim(),
            hourlyRate: toNumber(source.hourlyRate),
            weeklyHours: toNumber(source.weeklyHours),
            numberOfWeeksInYear: toNumber(source.numberOfWeeksInYear),
            endDate: source.endDate,
          }))
        : [],
      numberOfReviewed: toNumber(documents.numberOfReviewed),
      numberOfSoucesForHouseholdServices: shown.services ? toNumber(documents.numberOfSoucesForHouseholdServices) : 0,
    },
    plaintiff: {
      name: plaintiff.name.trim(),
      gender: plaintiff.gender as GenderOption,
      race: plaintiff.race as RaceOption,
      education: plaintiff.education as EducationOption,
      dateOfBirth: plaintiff.dateOfBirth,
      annualIncome: shown.income ? numbers(plaintiff.annualIncome) : [],
      ...(shown.income
        ? {
            annualAdjustments: toNumber(plaintiff.annualAdjustments),
            annualDeductions: toNumber(plaintiff.annualDeductions),
            marginalTaxRate: toNumber(plaintiff.marginalTaxRate),
            wagesDiscountRate: toNumber(plaintiff.wagesDiscountRate),
            wagesGrowthRate: toNumber(plaintiff.wagesGrowthRate),
          }
        : {}),
      ...(shown.benefitsRate ? { benefitsRate: toNumber(plaintiff.benefitsRate) } : {}),
      ...(shown.services
        ? { servicesDiscountRate: toNumber(plaintiff.servicesDiscountRate), servicesGrowthRate: toNumber(plaintiff.servicesGrowthRate) }
        : {}),
      ...(shown.burialCost ? { burialCost: toNumber(plaintiff.burialCost) } : {}),
      remainingLEYears: numbers(plaintiff.remainingLEYears),
      retirementAge: shown.retirementAge ? numbers(plaintiff.retirementAge) : [],
    },
    childrens: childList.map((child) => ({ name: child.name.trim(), dateOfBirth: child.dateOfBirth, gender: child.gender as GenderOption })),
  };
  if (shown.house)
    record.house = {
      hasChildren: house.hasChildren === 'true',
      hasSpouse: house.hasWife === 'true',
      holdIncome: toNumber(house.holdIncome),
      holdSize: toNumber(house.holdSize),
      numberOfChildrens: childList.length,
    };
  if (shown.spouse)
    record.spouse = {
      name: wife.name.trim(),
      dateOfBirth: wife.dateOfBirth,
      gender: wife.gender as GenderOption,
      race: wife.race as RaceOption,
      education: wife.education as EducationOption,
      retirementAge: toNumber(wife.retirementAge),
      remainingLEYears: toNumber(wife.remainingLEYears),
    };
  if (shown.medical)
    record.medical = {
      data: shown.medicalFuture
        ? medical.data.map((modality) => ({
            scenarios: modality.scenarios.map((s) => ({
              type: s.type,
              category: s.category.trim(),
              modality: s.modality.trim(),
              from: s.from,
              to: s.to,
              annualCost: toNumber(s.annualCost),
              growthRate: toNumber(s.growthRate),
              discountRate: toNumber(s.discountRate),
            })),
          }))
        : [],
      ...(shown.medicalFuture ? { reportDate: medical.reportDate, reportTitle: medical.reportTitle.trim() } : {}),
      ...(shown.medicalPast ? { totalPastMedicalExpenses: toNumber(medical.totalPastMedicalExpenses) } : {}),
    };
  return record;
}

/** The whole record saved under the form id after a successful submit. */
export function buildSavedRecord(values: FormValues, results: CalculationResults, savedAt: string): SavedFormRecord {
  const record: SavedFormRecord = { formData: formDataOf(values) };
  const support = pastFuture(results.lossSupport);
  const services = pastFuture(results.lossServices);
  const earnings = pastFuture(results.lossEarnings);
  if (support) record.lossSupport = support as SavedFormRecord['lossSupport'];
  if (services) record.lossServices = services as SavedFormRecord['lossServices'];
  if (earnings) record.lossEarnings = earnings as SavedFormRecord['lossEarnings'];
  if (results.medicalReport) record.medicalReport = savedMedicalReport(results.medicalReport);
  record.savedAt = savedAt;
  return record;
}
