// The report feature's public entry for the router: its routes, whose pages, print view and Word and
// Excel exports load on the first report page (routes.tsx).
export { reportRoutes } from './routes.tsx';
/**
 * What other features may use of the report: the Summary's total of a saved
 * case under a scenario (the saved-cases list shows it).
 */
export { scenarioName, scenarioOptions, selectionOfRecord } from './model/scenarios.ts';
export { lossTotals } from './model/totals.ts';
