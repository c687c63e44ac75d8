/**
 * What other features and the router may use of the entry form: its route, and the calculation
 * request bodies a saved case's form data makes (the report's workbook rebuilds the engine's
 * schedule facts from them).
 */
export { entryFormRoutes } from './routes.tsx';
export { buildEarningsRequest, buildMedicalRequest, buildServicesRequest, buildSupportRequest } from './submit/build-requests.ts';
