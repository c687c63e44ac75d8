/** What tests of other features may use of the report: its example saved records, and the selector a test checks a figure with. */
export { selectReportData } from '../model/select-report-data.ts';
export { lifeCarePlanRecord, personalInjuryRecord } from './fixtures.ts';
