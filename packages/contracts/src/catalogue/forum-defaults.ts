import type { DiscountMethod, EarningsBasis, WorklifeMethod } from '@damages/engine';
import { LIFE_TABLE_LABELS, type LifeTableChoice } from '../saved-form/options.ts';
import type { WorklifeTableBasis } from '../saved-form/worklife.ts';
import { FORUM_IDS, forumOf, type ForumId, type ForumPrescription, type ForumRule } from './forums.ts';
import { hasLossKind } from './loss-kinds.ts';

/**
 * What the chosen forum prescribes among the method's choices, read from the
 * catalogue (forums.ts) and nowhere else: the form sets these defaults when the
 * forum is chosen, and a departure from one is derived from the forum and the
 * values whenever it is needed (the form's note beside the field, the warning
 * before calculating, the report), so no saved flag can go stale.
 */

/** The life table a forum requiring race- and sex-neutral tables prescribes. */
export const NEUTRAL_LIFE_TABLE: LifeTableChoice = 'allRacesBothSexes';
/** The worklife table basis such a forum prescribes: for all persons, not by sex. */
export const NEUTRAL_WORKLIFE_TABLE_BASIS: WorklifeTableBasis = 'allPersons';

export const isForumId = (value: unknown): value is ForumId =>
  typeof value === 'string' && (FORUM_IDS as readonly string[]).includes(value);

/** Every default a forum prescribes; a choice it leaves to the economist is absent. */
export interface ForumDefaults {
  discountMethod?: DiscountMethod;
  earningsBasis?: EarningsBasis;
  lifeTable?: LifeTableChoice;
  worklifeTableBasis?: WorklifeTableBasis;
}

/** Whether a rule applies to a case reported on `onDate` (yyyy-MM-dd); a case without a date yet is held to it. */
const inForce = (rule: ForumRule, onDate: string | undefined) =>
  rule.effective === undefined || onDate === undefined || onDate === '' || onDate >= rule.effective;

/** The forum's rule that prescribes the choice, when the forum has one in force on the date. */
export function prescribingRule(forumId: ForumId, prescription: ForumPrescription, onDate?: string): ForumRule | undefined {
  const rules: readonly ForumRule[] = forumOf(forumId).rules;
  return rules.find((rule) => rule.prescribes === prescription && inForce(rule, onDate));
}

/**
 * The defaults the forum prescribes for a case reported on `onDate` (a rule
 * not yet in force on it prescribes nothing); no forum prescribes nothing.
 */
export function forumDefaults(forumId: ForumId | undefined, onDate?: string): ForumDefaults {
  if (forumId === undefined) return {};
  const forum = forumOf(forumId);
  const defaults: ForumDefaults = {};
  if (forum.discountMethod !== undefined && prescribingRule(forumId, 'discountMethod', onDate))
    defaults.discountMethod = forum.discountMethod;
  if (forum.earningsBasis !== undefined && prescribingRule(forumId, 'earningsBasis', onDate)) defaults.earningsBasis = forum.earningsBasis;
  if (forum.neutralTables && prescribingRule(forumId, 'neutralTables', onDate)) {
    defaults.lifeTable = NEUTRAL_LIFE_TABLE;
    defaults.worklifeTableBasis = NEUTRAL_WORKLIFE_TABLE_BASIS;
  }
  return defaults;
}

/**
 * The choices a departure is looked for in, shaped like the saved formData so a
 * record is one; the form builds the same from what it holds. An earnings basis
 * is given only when loss of earnings is claimed, a spouse only when asked for.
 * The discount method of earnings and support (`valuation.discountMethod`, absent:
 * nominal, methodology §12) counts only when the loss types claimed include one of them;
 * so does the worklife table's basis, and only with the worklife-expectancy method
 * (methodology §14), an absent basis being not stated rather than by sex.
 */
export interface ForumChoices {
  case: { forum?: ForumId; dateOfReport: string; typeSelectedValues: readonly string[] };
  valuation?: { discountMethod?: DiscountMethod };
  plaintiff: { earningsBasis?: EarningsBasis; lifeTable?: LifeTableChoice };
  spouse?: { lifeTable?: LifeTableChoice };
  worklife?: { method?: WorklifeMethod; tableBasis?: WorklifeTableBasis };
}

/** The field departing, as the saved formData names it. */
export type ForumDeparturePath =
  'valuation.discountMethod' | 'plaintiff.earningsBasis' | 'plaintiff.lifeTable' | 'spouse.lifeTable' | 'worklife.tableBasis';

export interface ForumDeparture {
  path: ForumDeparturePath;
  /** The field as the form labels it. */
  label: string;
  /** The field as a list names it: "the spouse's life table". */
  item: string;
  forumLabel: string;
  rule: ForumRule;
  /** What the forum prescribes, in words: "after-tax earnings". */
  prescribed: string;
  /** What the case uses instead, in words: "before-tax earnings". */
  used: string;
  /** "Texas prescribes after-tax earnings (Tex. Civ. Prac. & Rem. Code § 18.091)". */
  note: string;
  /** "before-tax earnings are used instead". */
  instead: string;
}

const EARNINGS_WORDS: Record<EarningsBasis, string> = { beforeTax: 'before-tax earnings', afterTax: 'after-tax earnings' };
const lifeTableWords = (choice: LifeTableChoice) => `the life table ${LIFE_TABLE_LABELS[choice].toLowerCase()}`;
const NEUTRAL_WORDS = 'a race- and sex-neutral life table';
const WORKLIFE_BASIS_WORDS: Record<WorklifeTableBasis, string> = {
  bySex: 'a worklife table by sex',
  allPersons: 'a worklife table for all persons',
};
const DISCOUNT_METHOD_WORDS: Record<DiscountMethod, string> = {
  nominal: 'discounting at the nominal discount rate',
  netDiscountRate: 'discounting at a net discount rate',
  totalOffset: 'the total-offset method',
  undiscounted: 'no discounting',
};

const ITEMS: Record<ForumDeparturePath, string> = {
  'valuation.discountMethod': 'the discount method of earnings and support',
  'plaintiff.earningsBasis': 'the earnings basis',
  'plaintiff.lifeTable': "the plaintiff's life table",
  'spouse.lifeTable': "the spouse's life table",
  'worklife.tableBasis': "the worklife table's basis",
};

function departure(
  path: ForumDeparturePath,
  label: string,
  forumId: ForumId,
  rule: ForumRule,
  prescribed: string,
  used: string,
): ForumDeparture {
  const forumLabel = forumOf(forumId).label;
  const note = `${forumLabel} prescribes ${prescribed} (${rule.citation})`;
  // The earnings bases are plural words ("before-tax earnings"), a life table singular.
  const instead = `${used} ${path === 'plaintiff.earningsBasis' ? 'are' : 'is'} used instead`;
  return { path, label, item: ITEMS[path], forumLabel, rule, prescribed, used, note, instead };
}

/** Each choice of the case that departs from a default its forum prescribes, in the order of the form's fields. */
export function forumDepartures(choices: ForumChoices): ForumDeparture[] {
  const forumId = choices.case.forum;
  if (forumId === undefined) return [];
  const date = choices.case.dateOfReport;
  const defaults = forumDefaults(forumId, date);
  const found: ForumDeparture[] = [];
  const { typeSelectedValues } = choices.case;
  const discounted = hasLossKind('earnings', typeSelectedValues) || hasLossKind('support', typeSelectedValues);
  const method = discounted ? (choices.valuation?.discountMethod ?? 'nominal') : undefined;
  const methodRule = prescribingRule(forumId, 'discountMethod', date);
  if (defaults.discountMethod && methodRule && method !== undefined && method !== defaults.discountMethod)
    found.push(
      departure(
        'valuation.discountMethod',
        'Discount method',
        forumId,
        methodRule,
        DISCOUNT_METHOD_WORDS[defaults.discountMethod],
        DISCOUNT_METHOD_WORDS[method],
      ),
    );
  const basis = choices.plaintiff.earningsBasis;
  const earningsRule = prescribingRule(forumId, 'earningsBasis', date);
  if (defaults.earningsBasis && earningsRule && basis !== undefined && basis !== defaults.earningsBasis)
    found.push(
      departure(
        'plaintiff.earningsBasis',
        'Earnings basis',
        forumId,
        earningsRule,
        EARNINGS_WORDS[defaults.earningsBasis],
        EARNINGS_WORDS[basis],
      ),
    );
  const tablesRule = prescribingRule(forumId, 'neutralTables', date);
  if (defaults.lifeTable && tablesRule) {
    const tables: [ForumDeparturePath, string, LifeTableChoice | undefined][] = [
      ['plaintiff.lifeTable', 'Life table', choices.plaintiff.lifeTable],
    ];
    if (choices.spouse) tables.push(['spouse.lifeTable', "The spouse's life table", choices.spouse.lifeTable]);
    for (const [path, label, chosen] of tables) {
      // An absent choice is the table by race and sex (the record's default).
      const used = chosen ?? 'raceAndSex';
      if (used !== defaults.lifeTable) found.push(departure(path, label, forumId, tablesRule, NEUTRAL_WORDS, lifeTableWords(used)));
    }
  }
  const worklifeBasis = discounted && choices.worklife?.method === 'worklifeExpectancy' ? choices.worklife.tableBasis : undefined;
  const neutralBasis = defaults.worklifeTableBasis;
  if (neutralBasis && tablesRule && worklifeBasis && worklifeBasis !== neutralBasis)
    found.push(
      departure(
        'worklife.tableBasis',
        'Worklife table basis',
        forumId,
        tablesRule,
        WORKLIFE_BASIS_WORDS[neutralBasis],
        WORKLIFE_BASIS_WORDS[worklifeBasis],
      ),
    );
  return found;
}
