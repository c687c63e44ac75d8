import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import type { PlausibilityWarning } from './plausibility-warning.ts';
import { plausibilityWarnings } from './plausibility.ts';

/**
 * The report's validation list: the warnings of the check before
 * calculating that the user overrode ("Calculate anyway"), printed with the
 * report, one line per cause. Ten medical items left at a growth rate of 0 %,
 * or ten rates read from one old curve, are one line naming the ten items, not
 * ten lines saying the same thing.
 */

export interface WarningLine {
  /** The rule, one of PLAUSIBILITY_RULES. */
  id: string;
  /** The line as printed (without the "Overridden" mark): the cause and the items it concerns, or a warning's own message. */
  text: string;
  /** The items the line names, in the order of the form; empty for a warning about the case as a whole. */
  items: string[];
  /** The saved warnings the line stands for. */
  warnings: number;
}

export const VALIDATION_WORDS = {
  /** The printed list's heading. */
  title: 'Validation Warnings Overridden',
  intro:
    'Before calculating, the check of the inputs raised the warnings below. The case was calculated anyway, so each warning was overridden; it is stated here so that the reader can weigh it.',
  /** The mark before each line. */
  overridden: 'Overridden:',
  /** The economist's reason for calculating anyway, printed after the lines. */
  reasonGiven: 'Reason given:',
  /** The screen's reminder on the contents page. */
  screenTitle: (lines: number) => `Review before signing: ${lines === 1 ? '1 warning' : `${lines} warnings`} overridden before calculating`,
  screenNote: (where: string) =>
    `These warnings are printed in ${where}, each marked as overridden. Correct the inputs with Update Form Data, or explain them in the report.`,
  forItems: (items: readonly string[]) => (items.length === 1 ? `For ${items[0]}.` : `For ${items.length} items: ${items.join('; ')}.`),
} as const;

/**
 * The saved warnings with their item and cause. A record saved before warnings had
 * them kept the message alone; today's rules, run on the record's own form data,
 * give the item and cause of each warning whose words they repeat exactly (the
 * same rule on the same field saying the same thing, whichever percent style it was
 * saved in). A warning they do not
 * repeat keeps its message alone and gets a line of its own.
 */
export function withCauses(warnings: readonly PlausibilityWarning[], formData: FormDataRecord): PlausibilityWarning[] {
  if (warnings.every((w) => w.cause !== undefined)) return [...warnings];
  const key = (w: PlausibilityWarning) => `${w.id}|${w.path}|${inTodaysPercentStyle(w.message)}`;
  const today = new Map(plausibilityWarnings({ formData }).map((w) => [key(w), w]));
  return warnings.map((w) => {
    if (w.cause !== undefined) return w;
    const again = today.get(key(w));
    return again?.cause !== undefined && again.item !== undefined ? { ...w, item: again.item, cause: again.cause } : w;
  });
}

/**
 * A message with its rates in the report's percent style: the warnings once wrote
 * "−2.01 %" where they now write "-2.01%", and a warning saved then still repeats
 * today's words.
 */
const inTodaysPercentStyle = (message: string) => message.replace(/−(?=\d)/g, '-').replace(/(\d) %/g, '$1%');

/** One line per cause, in the order each cause first appears; a warning without a cause is a line of its own (identical ones once). */
export function warningLines(warnings: readonly PlausibilityWarning[], options: { singleAsMessage?: boolean } = {}): WarningLine[] {
  const groups = new Map<string, { id: string; cause?: string; message: string; items: string[]; warnings: number }>();
  for (const w of warnings) {
    const grouped = w.cause !== undefined && w.item !== undefined;
    const key = grouped ? `${w.id}|cause|${w.cause}` : `${w.id}|message|${w.message}`;
    const group = groups.get(key) ?? { id: w.id, ...(grouped ? { cause: w.cause } : {}), message: w.message, items: [], warnings: 0 };
    if (grouped && !group.items.includes(w.item!)) group.items.push(w.item!);
    group.warnings += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ id, cause, message, items, warnings: count }) => ({
    id,
    text: cause === undefined || (options.singleAsMessage && count === 1) ? message : `${cause} ${VALIDATION_WORDS.forItems(items)}`,
    items,
    warnings: count,
  }));
}

/**
 * The check before calculating lists the same lines, so ten items with one cause are one line there too;
 * a cause of a single item keeps the warning's own sentence, which names its field.
 */
export const reviewWarningLines = (warnings: readonly PlausibilityWarning[]): WarningLine[] =>
  warningLines(warnings, { singleAsMessage: true });

/** The validation list of a saved case: its overridden warnings, one line per cause. */
export function overriddenWarningLines(warnings: readonly PlausibilityWarning[] | undefined, formData: FormDataRecord): WarningLine[] {
  return warnings && warnings.length > 0 ? warningLines(withCauses(warnings, formData)) : [];
}

/** The reason the economist gave for calculating anyway (one for the warnings reviewed together); undefined when none was given. */
export function overrideReasonOf(warnings: readonly PlausibilityWarning[] | undefined): string | undefined {
  return warnings?.find((warning) => warning.reason !== undefined)?.reason;
}
