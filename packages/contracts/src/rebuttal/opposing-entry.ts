import { z } from 'zod';
import { TOTAL_LINE_KEYS, totalLineLabel, type TotalLineKey } from '../saved-form/loss-totals.ts';
import { REBUTTAL_WORDS } from './rebuttal-words.ts';
import type { StatedElement, StatedFigures } from './opposing-report.ts';

/**
 * The rebuttal screen's entry of the opposing report's header: its author, its date and its stated
 * figures as typed, one row per line of our Summary. Each message names the field it is about, so
 * the economist finds it among the rows. What it gives is the opposing report without its
 * assumptions (opposing-report.ts), which the entry form enters afterwards.
 */

/** A row left blank is an element their report does not state; past and future may be blank when it does not split them. */
export const opposingEntryLine = z
  .object({
    key: z.enum(TOTAL_LINE_KEYS),
    past: z.string(),
    future: z.string(),
    total: z.string(),
  })
  .superRefine((line, context) => {
    const label = totalLineLabel(line.key);
    for (const part of ['past', 'future', 'total'] as const)
      if (line[part].trim() !== '' && dollarsOf(line[part]) === undefined)
        context.addIssue({ code: 'custom', path: [part], message: REBUTTAL_WORDS.notDollars(REBUTTAL_WORDS.figureName(label, part)) });
    if (line.total.trim() === '' && (line.past.trim() !== '' || line.future.trim() !== ''))
      context.addIssue({ code: 'custom', path: ['total'], message: REBUTTAL_WORDS.totalMissing(label) });
  });

export type OpposingEntryLine = z.input<typeof opposingEntryLine>;

export const opposingEntry = z.object({
  author: z.string().trim().min(1, REBUTTAL_WORDS.authorRequired),
  reportDate: z.string().refine(isCalendarDate, REBUTTAL_WORDS.reportDateRequired),
  lines: z.array(opposingEntryLine),
  total: z.string().refine((text) => dollarsOf(text) !== undefined, REBUTTAL_WORDS.notDollars(REBUTTAL_WORDS.statedTotal)),
});

export type OpposingEntry = z.input<typeof opposingEntry>;

/** The opposing report's header as entered: author, date and stated figures. */
export type OpposingHeader = StatedFigures & { author: string; reportDate: string };

/** The header an entry gives (read by `opposingEntry` first): the rows with a total become their stated elements. */
export function opposingHeaderOf(entry: OpposingEntry): OpposingHeader {
  const elements = entry.lines.flatMap((line): StatedElement[] => {
    const total = dollarsOf(line.total);
    if (total === undefined) return [];
    const past = dollarsOf(line.past);
    const future = dollarsOf(line.future);
    return [{ key: line.key, ...(past !== undefined ? { past } : {}), ...(future !== undefined ? { future } : {}), total }];
  });
  return { author: entry.author.trim(), reportDate: entry.reportDate, elements, total: dollarsOf(entry.total) ?? 0 };
}

/** The entry of a saved header (or a blank one), one row per line of our Summary, in its order. */
export function opposingEntryOf(keys: readonly TotalLineKey[], header: OpposingHeader | undefined): OpposingEntry {
  const text = (dollars: number | undefined) => (dollars === undefined ? '' : String(dollars));
  return {
    author: header?.author ?? '',
    reportDate: header?.reportDate ?? '',
    lines: keys.map((key) => {
      const stated = header?.elements.find((element) => element.key === key);
      return { key, past: text(stated?.past), future: text(stated?.future), total: text(stated?.total) };
    }),
    total: header === undefined ? '' : text(header.total),
  };
}

/** Dollars as their report prints them ("1,234.56", "$1,234.56", "-50"), to the cent; undefined for anything else. */
function dollarsOf(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain);
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
