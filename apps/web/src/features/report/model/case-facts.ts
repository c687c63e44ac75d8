import { completedYears, toEpochDay } from '@damages/engine';
import {
  CASE_TYPE_LABELS,
  DEFAULT_ECONOMISTS,
  EDUCATION_LABELS,
  GENDER_LABELS,
  hasLossSide,
  LOSS_KIND_ORDER,
  LOSS_KINDS,
  LOSS_SIDES,
  RACE_LABELS,
  type Economist,
  type EducationOption,
  type SavedFormRecord,
} from '@damages/contracts';

export interface CaseFacts {
  isWrongfulDeath: boolean;
  caseTypeLabel: string;
  /** "plaintiff" or "decedent". */
  role: string;
  /** "injury" or "death". */
  incident: string;
  name: string;
  genderLabel: string;
  pronoun: { subject: string; possessive: string };
  raceLabel: string;
  educationLabel: string;
  /** "holds a bachelor's degree", "had completed high school", … (tense by case type). */
  educationPhrase: string;
  dateOfBirth: string;
  dateOfIncident: string;
  dateOfReport: string;
  dateOfTrial: string;
  /** Completed years of age on the date of injury or death. */
  ageAtIncident: number;
  firm: string;
  economist: Economist;
  /** Running head of the printed report. */
  caption: string;
  documents: string[];
  /** The losses valued, e.g. "Loss of support (past and future)", in the spec's order. */
  lossCategories: string[];
}

function lossCategories(record: SavedFormRecord): string[] {
  const chosen = record.formData.case.typeSelectedValues;
  const categories = LOSS_KIND_ORDER.flatMap((kind) => {
    const periods = LOSS_SIDES.filter((side) => hasLossSide(kind, side, chosen));
    return periods.length === 0 ? [] : [`${LOSS_KINDS[kind].label} (${periods.join(' and ')})`];
  });
  if (record.formData.case.type === 'wrongfulDeath' && record.formData.plaintiff.burialCost !== undefined)
    categories.push('Funeral and burial expenses');
  return categories;
}

const EDUCATION_PHRASES: Record<EducationOption, [present: string, past: string]> = {
  'less-than-high-school': ['did not complete high school', 'had not completed high school'],
  'high-school': ['completed high school', 'had completed high school'],
  'two-years-of-college': ['completed two years of college', 'had completed two years of college'],
  bachelor: ["holds a bachelor's degree", "held a bachelor's degree"],
  master: ["holds a master's degree", "held a master's degree"],
  doctoral: ['holds a doctoral degree', 'held a doctoral degree'],
};

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The facts of the case as the narrative quotes them. */
export function caseFacts(record: SavedFormRecord, economists: readonly Economist[]): CaseFacts {
  const { case: c, plaintiff, documents } = record.formData;
  const isWrongfulDeath = c.type === 'wrongfulDeath';
  const male = plaintiff.gender === 'male';
  const economist =
    economists.find((e) => e.id === c.economist) ?? DEFAULT_ECONOMISTS.find((e) => e.id === c.economist) ?? DEFAULT_ECONOMISTS[0]!;
  const caseTypeLabel = CASE_TYPE_LABELS[c.type].replace(/\b\w/g, (ch) => ch.toUpperCase());
  return {
    isWrongfulDeath,
    caseTypeLabel,
    role: isWrongfulDeath ? 'decedent' : 'plaintiff',
    incident: isWrongfulDeath ? 'death' : 'injury',
    name: plaintiff.name,
    genderLabel: GENDER_LABELS[plaintiff.gender],
    pronoun: male ? { subject: 'he', possessive: 'his' } : { subject: 'she', possessive: 'her' },
    raceLabel: RACE_LABELS[plaintiff.race],
    educationLabel: EDUCATION_LABELS[plaintiff.education],
    educationPhrase: EDUCATION_PHRASES[plaintiff.education][isWrongfulDeath ? 1 : 0],
    dateOfBirth: plaintiff.dateOfBirth,
    dateOfIncident: c.dateOfInjuryOrDeath,
    dateOfReport: c.dateOfReport,
    dateOfTrial: c.dateOfTrial,
    ageAtIncident: completedYears(toEpochDay(plaintiff.dateOfBirth), toEpochDay(c.dateOfInjuryOrDeath)),
    firm: c.retainingAttorneyOrFirm,
    economist,
    caption: `${plaintiff.name} · ${caseTypeLabel} · Economic Damages Report`,
    documents: documents.sourceNames.map((name) => name.trim()).filter((name) => name !== ''),
    lossCategories: lossCategories(record),
  };
}
