import { hasLossKind, hasLossSide, LOSS_KIND_ORDER, type LossKind, type LossSide } from '../catalogue/loss-kinds.ts';
import type { SavedFormRecord } from './saved-form-record.ts';

/** Which loss kinds and sides the user chose (spec §2 "only if … types were chosen"). */
export interface ChosenLosses extends Record<LossKind, boolean> {
  medicalPast: boolean;
  medicalFuture: boolean;
  burial: boolean;
  /** Prejudgment interest was chosen (formData.interest); its exhibit is then part of the report. */
  interest: boolean;
  /** The report supplements an issued version (its submit saved the bridge): it explains the changes since. */
  supplement: boolean;
  /** The case holds the opposing expert's report (`opposing`): the report rebuts it. */
  rebuttal: boolean;
}

export function isChosen(record: SavedFormRecord, kind: LossKind, side: LossSide): boolean {
  return hasLossSide(kind, side, record.formData.case.typeSelectedValues);
}

export function chosenLosses(record: SavedFormRecord): ChosenLosses {
  const selected = record.formData.case.typeSelectedValues;
  const kinds = Object.fromEntries(LOSS_KIND_ORDER.map((kind) => [kind, hasLossKind(kind, selected)])) as Record<LossKind, boolean>;
  return {
    ...kinds,
    medicalPast: isChosen(record, 'medical', 'past'),
    medicalFuture: isChosen(record, 'medical', 'future'),
    burial: record.formData.case.type === 'wrongfulDeath' && record.formData.plaintiff.burialCost !== undefined,
    interest: record.formData.interest !== undefined,
    supplement: record.bridge !== undefined,
    rebuttal: record.opposing !== undefined,
  };
}
