/**
 * What other features may use of the entry form: the calculation request
 * bodies a saved case's form data makes (the report's workbook rebuilds the
 * engine's schedule facts from them).
 */
export { buildEarningsRequest, buildMedicalRequest, buildServicesRequest, buildSupportRequest } from './submit/build-requests.ts';
