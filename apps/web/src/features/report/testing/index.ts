/** What tests of other features may use of the report: its example saved records. */
export { lifeCarePlanRecord, personalInjuryRecord } from './fixtures.ts';
