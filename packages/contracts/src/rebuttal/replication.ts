import { TOTAL_LINE_KEYS, totalLineLabel, type LossTotals, type TotalLineKey } from '../saved-form/loss-totals.ts';
import type { StatedFigures } from './opposing-report.ts';
import { REBUTTAL_WORDS } from './rebuttal-words.ts';
import { TOTAL_ROW_KEY, type ReplicationCell, type ReplicationRow } from './saved-rebuttal.ts';

/**
 * How close this product's engine comes to the opposing report's figures from their stated
 * assumptions, element by element, so the economist knows the assumptions were read right before
 * criticising them. `computed` is the Summary of their assumptions as our engine computes it.
 */

const inCents = (dollars: number) => Math.round(dollars * 100);

/** Their figure beside ours: the difference replicated − stated to the cent, and its share of their figure. */
export function compareFigures(stated: number | null, replicated: number | null): ReplicationCell {
  if (stated === null || replicated === null) return { stated, replicated, difference: null, share: null };
  const difference = (inCents(replicated) - inCents(stated)) / 100;
  return { stated, replicated, difference, share: stated === 0 ? null : difference / stated };
}

/**
 * One row per element either side has, in the Summary's order (an element only one side has shows
 * the other side null), then the total economic loss. A past or future their report does not split
 * out is null on their side.
 */
export function replicationRows(stated: StatedFigures, computed: LossTotals): ReplicationRow[] {
  const statedOf = (key: TotalLineKey) => stated.elements.find((element) => element.key === key);
  const lineOf = (key: TotalLineKey) => computed.lines.find((line) => line.key === key);
  const rows = TOTAL_LINE_KEYS.flatMap((key): ReplicationRow[] => {
    const theirs = statedOf(key);
    const line = lineOf(key);
    if (theirs === undefined && line === undefined) return [];
    return [
      {
        key,
        label: line?.label ?? totalLineLabel(key),
        past: compareFigures(theirs?.past ?? null, line?.past ?? null),
        future: compareFigures(theirs?.future ?? null, line?.future ?? null),
        total: compareFigures(theirs?.total ?? null, line?.total ?? null),
      },
    ];
  });
  // Their report states only its total when it does not split it; their elements' parts, when it splits all of them, foot to it.
  const sideOf = (side: 'past' | 'future') => {
    const parts = stated.elements.map((element) => element[side]);
    return parts.every((part) => part !== undefined) && parts.length > 0
      ? parts.reduce((cents, part) => cents + inCents(part ?? 0), 0) / 100
      : null;
  };
  return [
    ...rows,
    {
      key: TOTAL_ROW_KEY,
      label: REBUTTAL_WORDS.totalRow,
      past: compareFigures(sideOf('past'), computed.past),
      future: compareFigures(sideOf('future'), computed.future),
      total: compareFigures(stated.total, computed.total),
    },
  ];
}
