import { futureMedicalExpenses, medicalCareBeforeTrial } from '@damages/engine';
import type { EndpointHandlers } from '../endpoint-route.ts';
import { medicalTableHandler } from './table-handler.ts';

/**
 * The life care plan's tables (docs/methodology.md, section 8): the care after
 * the trial, and the care between the report and the trial. Care before the
 * report is the past medical expenses, one figure with no table.
 */
export const lossMedicalRoutes = {
  lossMedicalFuture: medicalTableHandler<'lossMedicalFuture'>((input) => futureMedicalExpenses(input)),
  lossMedicalPast: medicalTableHandler<'lossMedicalPast'>((input) => medicalCareBeforeTrial(input)),
} satisfies Partial<EndpointHandlers>;
