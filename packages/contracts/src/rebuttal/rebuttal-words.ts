import type { ForumRule } from '../catalogue/forums.ts';
import { SUPPLEMENT_WORDS } from '../issued/supplement-words.ts';
import { formatMoneyAsTyped, formatPercent } from '../vocabulary/format.ts';

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
