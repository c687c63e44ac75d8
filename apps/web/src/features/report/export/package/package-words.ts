/** The words of the data package: its button, its CSV headings and its README. */
export const PACKAGE_WORDS = {
  button: 'Download data package',
  busy: 'Preparing data package…',
  /** After the report's file name: "Economic Damages Report - … - Probable medical - data package.zip". */
  fileSuffix: ' - data package',
  total: 'Total',
  totalLoss: 'Total economic loss',
  interestThrough: (date: string) => `Prejudgment interest through ${date}`,
  totalWithInterest: 'Total economic loss with prejudgment interest',
  summaryHeader: ['Loss', 'Past', 'Future', 'Total'],
  modality: 'Modality',
  category: 'Category',
  estimateOf: (scenario: string) => `${scenario}: estimate that counted`,
  summary: (selection: readonly string[]) =>
    `Summary of economic loss in whole dollars, scenario of record: ${selection.join('; ') || 'as entered'}`,
  medicalSummary: 'Present value by modality and scenario (dollars and cents)',
  caseFile: 'The case file as Export case writes it: every input, every calculation answer and the provenance of each looked-up figure',
  readmeTitle: 'Economic Damages Report: data package for replication',
  readmeIntro: [
    'This package lets another economist replicate the report. It holds the case file (the inputs and',
    'the calculation answers, readable by the app\u2019s Import case), every table of the report as CSV,',
    'and manifest.json (the same facts as this file, for programs).',
    '',
    'CSV files follow RFC 4180 (UTF-8, comma-separated, CRLF line ends, a header row). Figures are the',
    'engine\u2019s exact values: money in dollars and cents, rates and factors as computed, with no',
    'currency symbols or thousands separators; an empty field is a value the table does not have.',
    'The last row of each table is its Total, as the appendix prints it. summary.csv is in whole dollars,',
    'as the report\u2019s Summary is: each figure is its exact cents rounded once (methodology \u00a710).',
  ],
  methodologyStated: (version: number) => `Methodology version ${version}, as the calculation answers state it (their valuation).`,
  methodologyNotStated:
    'The calculation answers state no methodology version: they were computed before version 3, whose answers state their valuation.',
  methodologyDocument: 'The method is set out in the app\u2019s Methodology page (/methodology).',
  noVintages: 'No figure of this case was looked up: every rate and expectancy was entered by the user.',
  verify: 'Check a file with: sha256sum <file> (or shasum -a 256 <file>); it must equal the hash listed.',
} as const;
