/** The column heads; a narrow panel, which stacks a case's cells, writes them before the cells instead (data-label). */
export const HEADS = {
  case: 'Case',
  caseType: 'Case type',
  dateOfReport: 'Date of report',
  total: 'Total',
  created: 'Created',
  saved: 'Saved',
  actions: 'Actions',
} as const;

export const COLUMNS = Object.keys(HEADS).length;
