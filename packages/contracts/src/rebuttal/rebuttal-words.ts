import type { ForumRule } from '../catalogue/forums.ts';
import { SUPPLEMENT_WORDS } from '../issued/supplement-words.ts';
import { formatLongDate, formatMoneyAsTyped, formatPercent } from '../vocabulary/format.ts';

/**
 * The words of a rebuttal: the opposing expert's report entered as data, its replication by this
 * product's engine, the bridge from their total to ours and what the screen of their report finds.
 * Their figures are quoted as their report states them, to the cent when it has cents.
 */

const money = (dollars: number) => formatMoneyAsTyped(dollars);

export const REBUTTAL_WORDS = {
  /** The schema's refusals. */
  authorRequired: "Enter the opposing expert's name",
  notCents: 'Enter dollars to the cent',
  elementTwice: (label: string) => `${label} is entered twice: enter each element of their report once`,

  /** The rebuttal screen's entry of their report (opposing-entry.ts): each refusal names its field. */
  reportDateRequired: 'Date of their report: enter the date their report bears',
  statedTotal: 'Their total',
  figureName: (label: string, part: 'past' | 'future' | 'total') => `${label}, their ${part}`,
  /** A row of the replication under its element: its past or future. */
  partName: (label: string, part: 'past' | 'future') => `${label}, ${part}`,
  notDollars: (field: string) => `${field}: enter dollars to the cent, such as 1,234.56`,
  totalMissing: (label: string) => `${label}, their total: enter it, since their past or future is entered`,

  /** The rebuttal screen. */
  pageTitle: 'Rebuttal',
  /** The report header's way to the page where the opposing report is entered and the rebuttal computed. */
  headerLink: 'Rebuttal…',
  /** The page's way to the report's Rebuttal section, once computed. */
  sectionLink: "The report's Rebuttal section",
  /** The report's Rebuttal section's way back to that page. */
  changeLink: 'Change the opposing report or compute the rebuttal again',
  pageLead:
    "Enter the opposing expert's report: who wrote it and when, the figures it states for each line of this report's Summary, then the assumptions it rests on. Leave a line blank where their report states nothing for it, and their past and future blank where it does not split them.",
  headerHeading: 'Their report',
  authorLabel: "Opposing expert's name",
  reportDateLabel: 'Date of their report',
  elementColumn: 'Element',
  pastColumn: 'Their past',
  futureColumn: 'Their future',
  totalColumn: 'Their total',
  enterAssumptions: 'Enter their assumptions',
  changeAssumptions: 'Change their assumptions',
  assumptionsEntered: 'Their assumptions are entered. Compute the rebuttal to replicate their figures and bridge their total to ours.',
  assumptionsMissing: 'Their assumptions are not entered yet: they start as a copy of this case’s, so change only what differs.',
  compute: 'Compute the rebuttal',
  computing: 'Computing the rebuttal…',
  computeFailed: (reason: string) => `The rebuttal could not be computed: ${reason}. Nothing was saved.`,
  notSaved: (reason: string) => `Nothing was saved: ${reason}`,
  keptTheirs: 'The version saved in another tab was kept: nothing of this page was saved.',
  computed: 'The rebuttal is computed and saved with the case.',
  replicationHeading: 'Replication of their figures',
  replicationCaption: 'Their figures beside what this product computes from their stated assumptions',
  theirFigure: 'Their figure',
  replicatedFigure: 'Replication',
  differenceColumn: 'Difference',
  shareColumn: '%',
  waterfallHeading: 'From their total to ours',
  stepColumn: 'Step',
  amountColumn: 'Amount',
  findingsHeading: 'Findings',
  noFindings: 'The screen of their report finds nothing to note.',
  reportLink: "The report's table of contents",

  /** The entry form in the opposing report's mode: whose assumptions these are. */
  assumptionsOf: (author: string, reportDate: string) => `Assumptions of ${author}'s report of ${formatLongDate(reportDate)}`,
  assumptionsLead:
    'These are the opposing report’s assumptions, not this case’s: Submit saves them with the case and returns to the rebuttal; this case’s own figures are not recalculated.',
  noOpposingReport: 'This case has no opposing report yet: enter its author, date and figures on the rebuttal page first.',
  saveAssumptionsFailed: (reason: string) => `Their assumptions were not saved: ${reason}`,

  /** The replication table's last line, named as the supplement's table names it. */
  totalRow: SUPPLEMENT_WORDS.totalLine,

  /**
   * The waterfall from their stated total to ours: its first bar is what their own stated
   * assumptions do not give (their replicated total less their stated one), then each differing
   * assumption's part, measured from their replicated total in the order listed.
   */
  unexplained: 'Not explained by the stated assumptions',
  waterfallFrom: (author: string) => `Total in the report of ${author}`,
  waterfallTo: 'Total in this report',

  /** The screen's findings that the check before signing does not already word. */
  elementNotFooting: (label: string, past: number, future: number, total: number) =>
    `${label}: the stated past (${money(past)}) and future (${money(future)}) losses add to ${money(past + future)}, not to the stated total of ${money(total)}.`,
  totalNotFooting: (sum: number, total: number) => `The stated elements add to ${money(sum)}, not to the stated total of ${money(total)}.`,
  replicationGap: (label: string, stated: number, replicated: number, share: number | null) =>
    `${label}: their stated assumptions do not produce their figure: ${money(stated)} stated, ${money(replicated)} replicated${share === null ? '' : ` (${formatPercent(share)} of their figure)`}.`,
  notProduced: (label: string, stated: number) =>
    `${label}: their report states ${money(stated)}, which their stated assumptions do not produce at all.`,
  notStated: (label: string, replicated: number) =>
    `${label}: their stated assumptions produce ${money(replicated)}, which their report does not state.`,
  interestForbidden: (forumLabel: string, rule: ForumRule) =>
    `${forumLabel}: ${rule.text} (${rule.citation}). Their assumptions add prejudgment interest.`,
} as const;
