import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { provenanceText, type ValueProvenance } from '../saved-form/provenance.ts';
import {
  COUNTS_OF_LISTS,
  INPUT_FIELD_LABELS,
  labelAt,
  LOOKED_UP_FIGURES,
  METHOD_OPTIONS,
  PASSAGE_OF_TIME,
  PASSAGE_OF_TIME_FIELDS,
  refreshedFigureLabel,
  WORDS_ONLY_FIELDS,
} from './cause-words.ts';
import { atPositions, differingPaths, isWithin, matchPattern, valueAt, withValueAt, type FormPath } from './form-paths.ts';

/**
 * Why two versions of a case differ, cause by cause, in the order a bridge from the old total to
 * the new one states them: the passage of time (the dates the case is valued at), then each
 * looked-up figure refreshed from its source, then each other input the economist changed, then
 * each option of the method. Each cause lists the form paths it covers, so that the case can be
 * recomputed with any subset of the causes applied (withCausesApplied) and the difference in its
 * total attributed to them (the engine's attribution).
 */

/** The kinds of cause, in the order a bridge states them. */
export const CAUSE_KINDS = ['passageOfTime', 'refreshedFigure', 'input', 'methodOption'] as const;

export type CauseKind = (typeof CAUSE_KINDS)[number];

export interface CaseCause {
  kind: CauseKind;
  label: string;
  /** The form paths whose values the cause takes from the new case. */
  paths: FormPath[];
}

/**
 * Objects whose keys are all optional, so each key may change alone even when the object is absent
 * on one side: a figure's provenance, the valuation's, growth's and worklife's settings.
 */
const OPEN_OBJECTS = [
  'plaintiff.provenance',
  'plaintiff.provenance.remainingLEYears',
  'plaintiff.provenance.tableLEYears',
  'spouse.provenance',
  'documents.sourceInfomations.#.provenance',
  'medical.data.#.scenarios.#.provenance',
  'valuation',
  'growthEras',
  'worklife',
];
const isOpen = (path: FormPath) => OPEN_OBJECTS.some((pattern) => matchPattern(pattern, path) !== undefined);

/** The positions of a path that is the pattern's field or lies inside it; undefined otherwise. */
function withinPattern(pattern: string, path: FormPath): number[] | undefined {
  const depth = pattern.split('.').length;
  return matchPattern(pattern, path.split('.').slice(0, depth).join('.'));
}

/** Which cause a differing path belongs to: a key shared by the paths of one cause, with how to name it. */
interface Owner {
  key: string;
  /**
   * What the cause is, which for a looked-up figure depends on whether the new case still has its
   * source, and its order within its kind: the place of its field in the words' lists, then its positions.
   */
  describe: (after: FormDataRecord) => { kind: CauseKind; label: string; order: readonly number[] };
}

function ownerOf(path: FormPath): Owner | undefined {
  if (WORDS_ONLY_FIELDS.some((pattern) => withinPattern(pattern, path))) return undefined;
  if (PASSAGE_OF_TIME_FIELDS.some((field) => isWithin(path, field)))
    return { key: 'passageOfTime', describe: () => ({ kind: 'passageOfTime', label: PASSAGE_OF_TIME, order: [] }) };
  const list = COUNTS_OF_LISTS[path];
  if (list !== undefined) return inputOwner(list);
  for (const [index, figure] of LOOKED_UP_FIGURES.entries()) {
    for (const pattern of [figure.figure, ...figure.provenance]) {
      const positions = withinPattern(pattern, path);
      if (positions !== undefined) return figureOwner(index, positions);
      // The whole list of a figure per scenario (scenarios added or removed): the economist's input.
      if (pattern.endsWith('.#') && path === pattern.slice(0, -2)) return inputOwner(figure.figure.slice(0, -2));
    }
  }
  const option = METHOD_OPTIONS.findIndex((candidate) => candidate.fields.some((field) => isWithin(path, field)));
  if (option >= 0)
    return {
      key: `methodOption.${option}`,
      describe: () => ({ kind: 'methodOption', label: METHOD_OPTIONS[option]?.label ?? path, order: [option] }),
    };
  return inputOwner(path);
}

function figureOwner(index: number, positions: readonly number[]): Owner {
  const figure = LOOKED_UP_FIGURES[index]!;
  const key = atPositions(figure.figure, positions);
  const source = atPositions(figure.provenance[0], positions);
  const name = labelAt(figure.label, positions);
  return {
    key,
    // A figure looked up anew is data refreshed, named with its source; one the economist typed (over a lookup
    // or not) is an input, and comes before the other inputs.
    describe: (after) => {
      const provenance = valueAt(after, source) as ValueProvenance | null | undefined;
      return provenance
        ? { kind: 'refreshedFigure', label: refreshedFigureLabel(name, provenanceText(provenance)), order: [index, ...positions] }
        : { kind: 'input', label: name, order: [index - LOOKED_UP_FIGURES.length, ...positions] };
    },
  };
}

const INPUT_PATTERNS = Object.keys(INPUT_FIELD_LABELS);

function inputOwner(path: FormPath): Owner {
  const index = INPUT_PATTERNS.findIndex((pattern) => matchPattern(pattern, path) !== undefined);
  const pattern = INPUT_PATTERNS[index];
  const positions = pattern === undefined ? [] : (matchPattern(pattern, path) ?? []);
  const label = pattern === undefined ? path : labelAt(INPUT_FIELD_LABELS[pattern] ?? path, positions);
  const order = [index < 0 ? INPUT_PATTERNS.length : index, ...positions];
  return { key: path, describe: () => ({ kind: 'input', label, order }) };
}

/** The causes that make `after` differ from `before`, in the bridge's order; none when only words differ. */
export function causesBetween(before: FormDataRecord, after: FormDataRecord): CaseCause[] {
  const groups = new Map<string, { owner: Owner; paths: FormPath[] }>();
  for (const path of differingPaths(before, after, isOpen)) {
    const owner = ownerOf(path);
    if (owner === undefined) continue;
    const group = groups.get(owner.key) ?? { owner, paths: [] };
    group.paths.push(path);
    groups.set(owner.key, group);
  }
  // A whole list that changed (scenarios added) covers the figures inside it that changed as well.
  for (const [key, group] of groups) {
    const outer = [...groups.keys()].find((other) => other !== key && isWithin(key, other));
    if (outer === undefined) continue;
    groups.get(outer)?.paths.push(...group.paths);
    groups.delete(key);
  }
  return [...groups.values()]
    .map(({ owner, paths }) => ({ ...owner.describe(after), paths }))
    .sort((a, b) => compareOrder([CAUSE_KINDS.indexOf(a.kind), ...a.order], [CAUSE_KINDS.indexOf(b.kind), ...b.order]))
    .map(({ kind, label, paths }): CaseCause => ({ kind, label, paths }));
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The inputs of `before` with exactly the given causes taken from `after`: the case a bridge
 * recomputes for that subset of its causes. The report's words (the caption, the names, the
 * narrative) are no cause and are `after`'s in every subset, so that all causes give `after` itself
 * and none gives `before`'s figures.
 */
export function withCausesApplied(before: FormDataRecord, after: FormDataRecord, applied: readonly CaseCause[]): FormDataRecord {
  const taken = new Set(applied.flatMap((cause) => cause.paths));
  let inputs = after;
  for (const cause of causesBetween(before, after))
    for (const path of cause.paths)
      if (!taken.has(path)) inputs = withoutEmptyParents(withValueAt(inputs, path, valueAt(before, path)), path, before);
  return inputs;
}

/**
 * Removes the settings objects (a provenance, the valuation) left empty by taking a key back, where
 * `before` had none: the same meaning, and the same record as `before` when every cause is taken back.
 */
function withoutEmptyParents(inputs: FormDataRecord, path: FormPath, before: FormDataRecord): FormDataRecord {
  const parents = path.split('.').map((_, end, segments) => segments.slice(0, end).join('.'));
  let result = inputs;
  for (const parent of parents.slice(1).reverse()) {
    if (valueAt(before, parent) !== undefined || !isEmpty(valueAt(result, parent))) break;
    result = withValueAt(result, parent, undefined);
  }
  return result;
}

const isEmpty = (value: unknown) =>
  Array.isArray(value)
    ? value.every((item) => item === undefined || item === null)
    : typeof value === 'object' && value !== null && Object.keys(value).length === 0;
