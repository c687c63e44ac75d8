import type { CaseInfo, LossResult, MedicalResult, MedicalScenarioType } from '@damages/engine';

/**
 * Writes create_table responses straight to JSON text. The contract sends each
 * table as a JSON string inside the JSON response, so `JSON.stringify` would
 * write every row twice (once as JSON, once escaping that JSON); here each row is
 * written once, already escaped. The output is byte-identical to
 * `JSON.stringify(toWireLoss(result))` / `JSON.stringify(toWireMedical(result))`.
 */

/** A JSON number, as JSON.stringify writes it (non-finite values become null). */
const number = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/** The rows of a table as the *contents* of a JSON string: `[{\"Year\":2026,...}]`. */
function escapedRowsJson(rows: readonly object[]): string {
  if (rows.length === 0) return '[]';
  const keys = Object.keys(rows[0]!);
  // Column names are plain text; escape them once for both layers of JSON.
  const prefixes = keys.map((key, i) => (i === 0 ? '{' : ',') + JSON.stringify(JSON.stringify(key)).slice(1, -1) + ':');
  let out = '[';
  for (let r = 0; r < rows.length; r += 1) {
    // Every row has the same columns in the same order; values in order avoid a keyed lookup per cell.
    const values = Object.values(rows[r]!) as number[];
    if (r > 0) out += ',';
    for (let k = 0; k < keys.length; k += 1) out += prefixes[k]! + number(values[k]!);
    out += '}';
  }
  return `${out}]`;
}

export function lossResponseJson<Id, Row extends object, Info extends CaseInfo>(result: LossResult<Id, Row, Info>): string {
  const tables = result.tables.map(
    (t) =>
      `{"id":${JSON.stringify(t.id)},"table":"${escapedRowsJson(t.rows)}","total_pv":${number(t.total_pv)}` +
      `${t.total_interest === undefined ? '' : `,"total_interest":${number(t.total_interest)}`}}`,
  );
  return `{"case_info":${JSON.stringify(result.case_info)},"table":[${tables.join(',')}]}`;
}

export function medicalResponseJson(result: MedicalResult): string {
  const entries = (type: MedicalScenarioType) =>
    result.table[type]
      .map(
        (t) =>
          `{"id":${number(t.id)},"medical_table":"${escapedRowsJson(t.rows)}","total_pv":${number(t.total_pv)},` +
          `"medical_growth":${number(t.medical_growth)},"medical_discount":${number(t.medical_discount)},` +
          `"medical_category":${JSON.stringify(t.medical_category)},"medical_modality":${JSON.stringify(t.medical_modality)},` +
          `"medical_frequency":${JSON.stringify(t.medical_frequency)},"medical_every_years":${t.medical_every_years === null ? 'null' : number(t.medical_every_years)},` +
          `"medical_discount_applied":${number(t.medical_discount_applied)}` +
          `${t.total_interest === undefined ? '' : `,"total_interest":${number(t.total_interest)}`}}`,
      )
      .join(',');
  return `{"case_info":${JSON.stringify(result.case_info)},"table":{"best":[${entries('best')}],"probable":[${entries('probable')}],"worst":[${entries('worst')}]}}`;
}
