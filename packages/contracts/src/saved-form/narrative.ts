import { z } from 'zod';
import { MAX_NARRATIVE_LENGTH } from '../rules/limits.ts';
import { formatCount } from '../vocabulary/format.ts';

/**
 * The economist's own paragraphs: per numbered section of the
 * report, plain text the economist writes on the report's screen (the injury,
 * the vocational findings, the assumptions counsel asked for), saved with the
 * case in `formData.narrative` and shown after the section's own text on
 * screen, in print and in Word. Plain text only: the report reads blank lines
 * and list markers (report model, narrative-text.ts) and never any markup.
 *
 * `narrative` absent from a save (the entry form's, which builds the record
 * afresh) keeps what the case had; the report always saves the whole object,
 * `{}` once the last section's paragraphs are removed.
 */

/** The sections that carry the economist's paragraphs (every numbered section that has a page), with the name the words give each. */
export const NARRATIVE_SECTIONS = {
  introduction: 'Introduction',
  background: 'Background & Documents Reviewed',
  assumptions: 'Basic Assumptions',
  'loss-of-earnings': 'Loss of Earnings',
  'loss-of-support': 'Loss of Support',
  'loss-of-services': 'Loss of Services',
  discount: 'Discount Rate/Present Value',
  quantitative: 'Quantitative Economic Loss Summary',
  summary: 'Summary & Conclusion',
  certification: 'Certification',
  references: 'References',
  exhibits: 'Exhibits',
  'prejudgment-interest': 'Prejudgment Interest',
} as const;

export type NarrativeSectionId = keyof typeof NARRATIVE_SECTIONS;

export const NARRATIVE_SECTION_IDS = Object.keys(NARRATIVE_SECTIONS) as NarrativeSectionId[];

export const isNarrativeSection = (id: string): id is NarrativeSectionId => Object.hasOwn(NARRATIVE_SECTIONS, id);

const LIMIT_TEXT = formatCount(MAX_NARRATIVE_LENGTH);

/** The message of paragraphs past the limit, naming their section. */
export const narrativeTooLong = (section: NarrativeSectionId) =>
  `Your paragraphs for ${NARRATIVE_SECTIONS[section]} must be at most ${LIMIT_TEXT} characters.`;

const narrativeText = (section: NarrativeSectionId) => z.string().max(MAX_NARRATIVE_LENGTH, narrativeTooLong(section)).optional();

export const narrativeRecord = z.object(
  Object.fromEntries(NARRATIVE_SECTION_IDS.map((id) => [id, narrativeText(id)])) as {
    [Id in NarrativeSectionId]: ReturnType<typeof narrativeText>;
  },
);

export type Narrative = z.infer<typeof narrativeRecord>;

/** The text as saved: line ends as "\n", no blank lines or spaces around it ("" when nothing is left). */
export const normalizeNarrativeText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** Why `text` cannot be saved as the section's paragraphs (undefined: it can). */
export function narrativeIssue(section: NarrativeSectionId, text: string): string | undefined {
  const result = narrativeText(section).safeParse(normalizeNarrativeText(text));
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The case's paragraphs with `section`'s replaced by `text` (removed when blank). */
export function withNarrative(narrative: Narrative | undefined, section: NarrativeSectionId, text: string): Narrative {
  const { [section]: _before, ...others } = narrative ?? {};
  const saved = normalizeNarrativeText(text);
  return saved === '' ? others : { ...others, [section]: saved };
}

/** The words of the economist's paragraphs on the report's screen. */
export const NARRATIVE_WORDS = {
  add: 'Add your paragraphs',
  edit: 'Edit your paragraphs',
  label: (section: NarrativeSectionId) => `Your paragraphs for ${NARRATIVE_SECTIONS[section]}`,
  help: `Plain text, shown after this section's own text on screen, in print and in Word. A blank line starts a new paragraph; lines starting with "- " or "* " make a bulleted list, lines starting with "1. ", "2. " … a numbered list.`,
  count: (length: number) => `${formatCount(length)} of ${LIMIT_TEXT} characters`,
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',
  toastTitle: 'Your paragraphs',
  saved: (section: NarrativeSectionId) => `Your paragraphs for ${NARRATIVE_SECTIONS[section]} are saved with the case.`,
  removed: (section: NarrativeSectionId) => `Your paragraphs for ${NARRATIVE_SECTIONS[section]} are removed from the case.`,
  keptTheirs: "Kept the other tab's version of this case, with its paragraphs; yours were not saved.",
  notSaved: (reason: string) => `Your paragraphs were not saved: ${reason}`,
} as const;
