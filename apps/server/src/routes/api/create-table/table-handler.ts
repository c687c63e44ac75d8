import { lossResponseJson, medicalResponseJson, type EndpointTable, type ParsedRequestOf } from '@damages/contracts';
import type { CaseInfo, LossResult, MedicalResult } from '@damages/engine';
import { WrittenJson, type TableEndpointName, type TableHandler } from '../endpoint-route.ts';

/**
 * A create_table handler from the engine's calculation: the route writes its answer with the
 * contract's fast writer (`wire-json.ts`), and `unwritten` gives the same answer with each table's
 * rows left as an array, in the shape `toWireLoss` / `toWireMedical` (contracts' responses.ts) give
 * with the rows not yet stringified. The saved record reads rows either way (`buildSavedRecord`).
 */

type Calculation<N extends TableEndpointName, Result> = (input: ParsedRequestOf<N>, endpoint: EndpointTable[N]) => Result;

/** An earnings, support or household-services table set. */
export function lossTableHandler<N extends TableEndpointName>(
  calculate: Calculation<N, LossResult<unknown, object, CaseInfo>>,
): TableHandler<N> {
  return {
    answer: (input, endpoint) => new WrittenJson(lossResponseJson(calculate(input, endpoint))),
    unwritten: (input, endpoint) => {
      const { case_info, tables } = calculate(input, endpoint);
      return { case_info, table: tables.map(({ rows, ...entry }) => ({ ...entry, table: rows })) };
    },
  };
}

/** A life-care plan's tables, by scenario. */
export function medicalTableHandler<N extends TableEndpointName>(calculate: Calculation<N, MedicalResult>): TableHandler<N> {
  return {
    answer: (input, endpoint) => new WrittenJson(medicalResponseJson(calculate(input, endpoint))),
    unwritten: (input, endpoint) => {
      const { case_info, table } = calculate(input, endpoint);
      const scenario = (entries: MedicalResult['table']['best']) =>
        entries.map(({ rows, ...entry }) => ({ ...entry, medical_table: rows }));
      return { case_info, table: { best: scenario(table.best), probable: scenario(table.probable), worst: scenario(table.worst) } };
    },
  };
}
