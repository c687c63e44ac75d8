import { medicalResponseJson } from '@damages/contracts';
import { futureMedicalExpenses, medicalCareBeforeTrial } from '@damages/engine';
import { WrittenJson, type EndpointHandlers } from '../endpoint-route.ts';

/**
 * The life care plan's tables (docs/methodology.md, section 8): the care after
 * the trial, and the care between the report and the trial. Care before the
 * report is the past medical expenses, one figure with no table.
 */
export const lossMedicalRoutes = {
  lossMedicalFuture: { answer: (input) => new WrittenJson(medicalResponseJson(futureMedicalExpenses(input))) },
  lossMedicalPast: { answer: (input) => new WrittenJson(medicalResponseJson(medicalCareBeforeTrial(input))) },
} satisfies Partial<EndpointHandlers>;
