/**
 * What other features may use of the report: the Summary's total of a saved
 * case under a scenario (the saved-cases list shows it).
 */
export { scenarioName, scenarioOfRecord, scenarioOptions } from './model/scenarios.ts';
export { lossTotals } from './model/totals.ts';
