import { pathOf } from '../endpoint-paths.ts';
import type { CaseType } from '../saved-form/options.ts';

/**
 * The one catalogue of loss kinds. Everything that differs between earnings,
 * support, household services and medical expenses — which loss types the
 * user can tick, under which case type, where each is computed, where its
 * answer is saved, what the spinner and the toast say, where its appendix
 * lives — is written here once; the form's visibility, the submit steps,
 * the saved record and the report loop over it. Each submit step names its
 * entry of the endpoint table (`endpoints.ts`), which holds the path.
 *
 * Adding a loss kind: add an entry here (and to LOSS_KIND_ORDER / SUBMIT_ORDER),
 * give it a request builder in the entry form and a section in the report model.
 *
 * The texts are user-visible and verbatim from the product spec (spec §4 step order,
 * spec §8 error catalogue), quirks included: the past household-services step fails
 * with the past *support* message, as the spec's catalogue says. The earnings
 * steps name their own step (the spec's quirk of reusing the medical message was
 * not carried over when the form was built; kept so users see no change).
 */

export const LOSS_SIDES = ['past', 'future'] as const;
export type LossSide = (typeof LOSS_SIDES)[number];

export const LOSS_KINDS = {
  earnings: {
    kind: 'earnings',
    /** Used in the report's list of the losses considered. */
    label: 'Loss of earnings',
    /** Its line in the report's totals tables. */
    totalLabel: 'Loss of Earnings',
    /** Its numbered section of the report (title and navigation label); none for a kind valued only in the totals. */
    section: { title: 'Loss of Earnings', navLabel: 'Loss of Earnings' },
    caseTypes: ['personalInjury'],
    /** Key of the calculation answer in the saved record. */
    savedKey: 'lossEarnings',
    appendix: { key: 'loss-earnings', navLabel: 'Loss Earnings', title: 'Loss of Earnings' },
    past: {
      lossType: 'lossOfEarningsPast',
      label: 'Loss of earnings (past)',
      step: { endpoint: 'lossEarningsPast', label: 'Past Loss Earnings', failure: 'Failed to process Past Loss Earnings' },
    },
    future: {
      lossType: 'lossOfEarningsFuture',
      label: 'Loss of earnings (future)',
      step: { endpoint: 'lossEarningsFuture', label: 'Future Loss Earnings', failure: 'Failed to process Future Loss Earnings' },
    },
  },
  support: {
    kind: 'support',
    label: 'Loss of support',
    totalLabel: 'Loss of Support',
    section: { title: 'Loss of Support', navLabel: 'Loss of Support' },
    caseTypes: ['wrongfulDeath'],
    savedKey: 'lossSupport',
    appendix: { key: 'loss-of-support', navLabel: 'Loss of Support', title: 'Loss of Support' },
    past: {
      lossType: 'supportLossPast',
      label: 'Loss of support (past)',
      step: { endpoint: 'lossSupportPast', label: 'Past Loss of Support', failure: 'Failed to process Past Loss of Support' },
    },
    future: {
      lossType: 'supportLossFuture',
      label: 'Loss of support (future)',
      step: { endpoint: 'lossSupportFuture', label: 'Future Loss of Support', failure: 'Failed to process Future Loss of Support' },
    },
  },
  services: {
    kind: 'services',
    label: 'Loss of household services',
    totalLabel: 'Loss of Household Services',
    section: { title: 'Loss of Services', navLabel: 'Loss of Services' },
    caseTypes: ['personalInjury', 'wrongfulDeath'],
    savedKey: 'lossServices',
    appendix: { key: 'loss-of-services', navLabel: 'Loss Services', title: 'Loss of Household Services' },
    past: {
      lossType: 'householdServicesWdP',
      label: 'Household services (past)',
      // Spec §8: "'Failed to process Past Loss of Support' (also shown when the past services step fails)".
      step: { endpoint: 'lossServicesPast', label: 'Past Loss Services', failure: 'Failed to process Past Loss of Support' },
    },
    future: {
      lossType: 'householdServicesWdF',
      label: 'Household services (future)',
      step: { endpoint: 'lossServicesFuture', label: 'Future Loss Services', failure: 'Failed to process Future Loss Services' },
    },
  },
  medical: {
    kind: 'medical',
    label: 'Medical expenses',
    totalLabel: 'Medical Expenses',
    section: null,
    caseTypes: ['personalInjury'],
    savedKey: 'medicalReport',
    appendix: { key: 'medical-expenses', navLabel: 'Medical Expenses', title: 'Future Medical Expenses' },
    past: {
      lossType: 'medicalExpensesPast',
      label: 'Medical expenses (past)',
      // Past medical expenses are one figure the user types; nothing is computed.
      step: null,
    },
    future: {
      lossType: 'medicalExpensesFuture',
      label: 'Medical expenses (future)',
      step: { endpoint: 'lossMedicalFuture', label: 'Future Medical Expenses', failure: 'Failed to process Future Medical Expenses' },
    },
  },
} as const;

export type LossKind = keyof typeof LOSS_KINDS;
export type LossKindEntry = (typeof LOSS_KINDS)[LossKind];
export type LossType = LossKindEntry[LossSide]['lossType'];
export type LossTypeOf<K extends LossKind> = (typeof LOSS_KINDS)[K][LossSide]['lossType'];
export type SavedLossKey = LossKindEntry['savedKey'];
export type LossAppendixKey = LossKindEntry['appendix']['key'];
/** The endpoints the submit steps call. */
export type LossEndpointName = NonNullable<LossKindEntry[LossSide]['step']>['endpoint'];

/** The order the loss categories are offered in (spec §3 option lists) and the report lists them. */
export const LOSS_KIND_ORDER = ['earnings', 'support', 'services', 'medical'] as const satisfies readonly LossKind[];

/** The order of the submit steps (spec §4): support, services, medical, then earnings. */
export const SUBMIT_ORDER = ['support', 'services', 'medical', 'earnings'] as const satisfies readonly LossKind[];

/** The order of the appendices (the Appendices dropdown of spec §2, the report's section 11). */
export const APPENDIX_ORDER = ['support', 'services', 'earnings', 'medical'] as const satisfies readonly LossKind[];

/** One loss type with its kind and side, flattened from the catalogue. */
export interface LossTypeEntry {
  lossType: LossType;
  kind: LossKind;
  side: LossSide;
  label: string;
}

export const LOSS_TYPE_ENTRIES: readonly LossTypeEntry[] = LOSS_KIND_ORDER.flatMap((kind) =>
  LOSS_SIDES.map((side) => ({ lossType: LOSS_KINDS[kind][side].lossType, kind, side, label: LOSS_KINDS[kind][side].label })),
);

export const ALL_LOSS_TYPES: readonly LossType[] = LOSS_TYPE_ENTRIES.map((entry) => entry.lossType);

export const isLossType = (value: string): value is LossType => (ALL_LOSS_TYPES as readonly string[]).includes(value);

export function lossTypeEntry(lossType: LossType): LossTypeEntry {
  const entry = LOSS_TYPE_ENTRIES.find((e) => e.lossType === lossType);
  if (!entry) throw new Error(`Unknown loss type ${lossType}`);
  return entry;
}

/** The loss types of a kind, past then future. */
export const lossTypesOf = <K extends LossKind>(kind: K): readonly LossTypeOf<K>[] =>
  LOSS_SIDES.map((side) => LOSS_KINDS[kind][side].lossType as LossTypeOf<K>);

/** The loss categories a case type offers, in the spec's order. */
export const lossTypesForCase = (caseType: CaseType): readonly LossType[] =>
  LOSS_TYPE_ENTRIES.filter((entry) => (LOSS_KINDS[entry.kind].caseTypes as readonly CaseType[]).includes(caseType)).map(
    (entry) => entry.lossType,
  );

/** Whether any loss type of `kind` is among `selected`. */
export const hasLossKind = (kind: LossKind, selected: readonly string[]): boolean =>
  lossTypesOf(kind).some((type) => selected.includes(type));

/** Whether the given side of `kind` is among `selected`. */
export const hasLossSide = (kind: LossKind, side: LossSide, selected: readonly string[]): boolean =>
  selected.includes(LOSS_KINDS[kind][side].lossType);

/** The API path that computes one side of a loss kind, from the endpoint table; none for a side nothing computes. */
export function calculationPath(kind: LossKind, side: LossSide): string | undefined {
  const { step } = LOSS_KINDS[kind][side];
  return step ? pathOf(step.endpoint) : undefined;
}

/** One calculation call of the submit sequence. */
export interface CalculationStep {
  kind: LossKind;
  side: LossSide;
  lossType: LossType;
  /** Progress text on the full-page spinner. */
  label: string;
  /** Red toast when the step fails. */
  failure: string;
  /** The entry of the endpoint table it calls, and that entry's path. */
  endpoint: LossEndpointName;
  path: string;
}

/** Every calculation step in the order of spec §4; a loss type without a computation has none. */
export const CALCULATION_STEPS: readonly CalculationStep[] = SUBMIT_ORDER.flatMap((kind) =>
  LOSS_SIDES.flatMap((side): CalculationStep[] => {
    const { lossType, step } = LOSS_KINDS[kind][side];
    if (!step) return [];
    const { endpoint, label, failure } = step;
    return [{ kind, side, lossType, label, failure, endpoint, path: pathOf(endpoint) }];
  }),
);
