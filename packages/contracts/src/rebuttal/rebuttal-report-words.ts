import { formatLongDate } from '../vocabulary/format.ts';

/**
 * The words of the report's Rebuttal section and of the standalone rebuttal report: the replication
 * of the opposing report's figures, the waterfall from their total to ours, each disputed
 * assumption with our basis for it, and what the screen of their report found. The steps' own
 * labels and the findings' texts are the rebuttal's (rebuttal-words.ts, the bridge's cause words).
 */
export const REBUTTAL_REPORT_WORDS = {
  sectionTitle: 'Rebuttal',
  coverTitle: (author: string, reportDate: string) => `Rebuttal of the report of ${author} of ${formatLongDate(reportDate)}`,
  coverKicker: 'Rebuttal Report',
  preparedBy: 'Prepared by',
  /** On screen: the rebuttal alone, its cover and this section, to print or save as PDF. */
  standaloneLink: 'Print the rebuttal report',
  wordButton: 'Download rebuttal (Word)',
  wordBusy: 'Preparing rebuttal…',
  introduction: (author: string, reportDate: string) =>
    `This section rebuts the report of ${author} of ${formatLongDate(reportDate)}: it replicates their figures from their stated assumptions, attributes the difference between their total and ours to each assumption in which the reports differ, and states what a review of their report finds.`,
  notComputed: (author: string) =>
    `The rebuttal of the report of ${author} has not been computed yet: compute it on the rebuttal screen for its figures to appear here.`,

  replicationCaption: 'Replication of their figures from their stated assumptions',
  element: 'Element',
  theirFigure: 'Their figure',
  replicated: 'Replicated',
  difference: 'Difference',
  share: 'Difference (%)',
  /** A row's parts: their past and future, when their report splits the element. */
  past: (label: string) => `${label}, past`,
  future: (label: string) => `${label}, future`,

  waterfallCaption: 'From their total to ours',
  step: 'Step',
  amount: 'Amount',
  runningTotal: 'Running total',
  /** The chart's accessible name lists its bars in order. */
  waterfallChartName: (steps: readonly string[]) => `Waterfall from their total to ours: ${steps.join('; ')}`,
  shapleyNote:
    'Each assumption’s part is measured with the assumptions before it in the table already changed; the part averaged over every order of the assumptions is in the last column.',
  shapley: 'Averaged over orders',

  disputedCaption: 'Disputed assumptions',
  assumption: 'Assumption',
  dollarEffect: 'Dollar effect',
  ourBasis: 'Our basis',
  noDisputed: 'Their report and ours rest on the same assumptions: no assumption is disputed.',
  /** Our value of an assumption, its source, and the authority cited for it, as the report states them. */
  basis: (value: string, source: string | undefined, citation: string | undefined) =>
    [value, source && `source: ${source}`, citation && `cited: ${citation}`].filter(Boolean).join('; '),
  notUsed: 'not used',
  yes: 'yes',
  no: 'no',
  /** A group of settings (a household, medical care, a worklife method) the Basic Assumptions state at length. */
  asStated: 'as stated in the Basic Assumptions',

  findingsHeading: 'Findings of the review of their report',
  noFindings: 'The review of their report finds nothing to report.',
  citation: (citation: string) => `(${citation})`,
} as const;
