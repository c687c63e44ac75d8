import type {
  CaseInfo,
  EarningsRow,
  IncomeRetirementId,
  LossResult,
  MedicalFrequency,
  MedicalResult,
  MedicalScenarioType,
  ServicesRow,
  SupportCaseInfo,
  SupportRow,
} from '@damages/engine';

/**
 * Wire shapes of the create_table responses. Each table travels as a JSON
 * string of its rows (the contract the product was built on); `total_pv` is
 * the sum of the rows' PV.
 */
export interface WireLossTable<Id> {
  id: Id;
  table: string;
  total_pv: number;
}

export interface WireLossResponse<Id, Info extends CaseInfo = CaseInfo> {
  case_info: Info;
  table: WireLossTable<Id>[];
}

export interface WireMedicalTable {
  id: number;
  medical_table: string;
  total_pv: number;
  medical_growth: number;
  medical_discount: number;
  medical_category: string;
  medical_modality: string;
  /** How often the item is bought (methodology §8, version 2). */
  medical_frequency: MedicalFrequency;
  /** Years between purchases with `everyYears`, otherwise null. */
  medical_every_years: number | null;
}

export interface WireMedicalResponse {
  case_info: CaseInfo;
  table: Record<MedicalScenarioType, WireMedicalTable[]>;
}

export type LossEarningsResponse = WireLossResponse<IncomeRetirementId>;
export type LossSupportResponse = WireLossResponse<IncomeRetirementId, SupportCaseInfo>;
export type LossServicesResponse = WireLossResponse<number>;
export type LossMedicalResponse = WireMedicalResponse;

/**
 * The wire shape stated plainly. The routes send the same bytes through the
 * faster writer in `wire-json.ts`; these two functions are the reference that
 * writer is tested against, byte for byte.
 */
export function toWireLoss<Id, Row, Info extends CaseInfo>(result: LossResult<Id, Row, Info>): WireLossResponse<Id, Info> {
  return {
    case_info: result.case_info,
    table: result.tables.map((t) => ({ id: t.id, table: JSON.stringify(t.rows), total_pv: t.total_pv })),
  };
}

export function toWireMedical(result: MedicalResult): WireMedicalResponse {
  const entries = (type: MedicalScenarioType) =>
    result.table[type].map(({ rows, ...rest }) => ({
      id: rest.id,
      medical_table: JSON.stringify(rows),
      total_pv: rest.total_pv,
      medical_growth: rest.medical_growth,
      medical_discount: rest.medical_discount,
      medical_category: rest.medical_category,
      medical_modality: rest.medical_modality,
      medical_frequency: rest.medical_frequency,
      medical_every_years: rest.medical_every_years,
    }));
  return { case_info: result.case_info, table: { best: entries('best'), probable: entries('probable'), worst: entries('worst') } };
}

export type { EarningsRow, ServicesRow, SupportRow };
