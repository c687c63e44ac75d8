import type { CompoundingMethod, DiscountMethod, EarningsBasis, InterestPeriodRule, IsoDate } from '@damages/engine';

/**
 * The forums a case can be tried in, as data: what each forum's law prescribes
 * for the method (the discount method, the tax basis of earnings, neutral life
 * tables) and for prejudgment interest, every rule with its citation and, where
 * it has one, its effective date. The form sets the defaults from here, the
 * report states the rules, the plausibility checks warn of departures; none of
 * them writes a rule of its own. "Other" prescribes nothing.
 *
 * A rate published outside the shipped data (the prime rate, a state's own
 * rate) is named, and the economist enters it; the federal post-judgment rate
 * of 28 U.S.C. §1961 is computed from the shipped Treasury curve.
 */

/** A rule of law with its citation (case or statute, with its year where it has one). */
export interface ForumRule {
  /** What the rule requires or allows, in the report's words. */
  text: string;
  citation: string;
  /** The first day the rule applies (actions pending on or filed after it); absent when always. */
  effective?: IsoDate;
  /** The forum's default this rule is the authority for (see forum-defaults.ts); absent for a rule that sets none. */
  prescribes?: ForumPrescription;
}

/** The events of a case a statute counts prejudgment interest from; the form asks the date of each its forum needs. */
export const INTEREST_EVENTS = ['notice', 'filing', 'service', 'offer', 'liabilityVerdict'] as const;
export type InterestEvent = (typeof INTEREST_EVENTS)[number];

/** Each event's date as the form asks for it. */
export const INTEREST_EVENT_LABELS: Record<InterestEvent, string> = {
  filing: 'Date the action was filed',
  service: 'Date the complaint was served',
  notice: 'Date the defendant received written notice of the claim',
  offer: 'Date of the first settlement offer the judgment exceeds',
  liabilityVerdict: 'Date of the verdict on liability',
};

/** The choices of the method a forum's law can prescribe: each a default the form sets when the forum is chosen. */
export type ForumPrescription = 'discountMethod' | 'earningsBasis' | 'neutralTables';

/** Which losses bear prejudgment interest. */
export type InterestApplies = 'pastLosses' | 'outOfPocketPast' | 'none';

/** Where the interest rate comes from. */
export type InterestRateSource =
  | { kind: 'fixed'; rate: number }
  /** A rate published outside the shipped data: the economist enters it (e.g. the prime rate + 1 %). */
  | { kind: 'entered'; name: string; plus?: number }
  /** The weekly average one-year constant-maturity Treasury yield (28 U.S.C. §1961), from the shipped curve. */
  | { kind: 'federalJudgmentRate' }
  | { kind: 'none' };

export interface ForumInterest {
  /** Whether prejudgment interest is awarded: required by statute, at the court's discretion, or not at all. */
  availability: 'statutory' | 'discretionary' | 'forbidden';
  applies: InterestApplies;
  rate: InterestRateSource;
  compounding: CompoundingMethod;
  /** When interest runs (the engine's `interestPeriod` computes it); absent starts: from each loss as it arises. */
  period: InterestPeriodRule<InterestEvent>;
  rule: ForumRule;
}

export interface Forum {
  id: string;
  label: string;
  /** The discount method the forum prescribes for lost earnings and support; absent: the economist chooses. */
  discountMethod?: DiscountMethod;
  /** The tax basis of lost earnings (and support) the forum prescribes; absent: the economist chooses. */
  earningsBasis?: EarningsBasis;
  /** Life and worklife tables must not distinguish by race or sex. */
  neutralTables?: boolean;
  interest: ForumInterest;
  /** Every rule the forum's report relies on, in the order the report states them. */
  rules: ForumRule[];
}

const JONES_LAUGHLIN: ForumRule = {
  text: 'Any of the accepted methods of discounting may be used, each stated with its assumptions',
  citation: 'Jones & Laughlin Steel Corp. v. Pfeifer, 462 U.S. 523 (1983)',
};

const NO_INTEREST_RULE = (citation: string): ForumInterest['rule'] => ({ text: 'No prejudgment interest', citation });

export const FORUMS = [
  {
    id: 'federal',
    label: 'Federal (general)',
    interest: {
      availability: 'discretionary',
      applies: 'pastLosses',
      rate: { kind: 'federalJudgmentRate' },
      compounding: 'annual',
      period: {},
      rule: {
        text: 'Prejudgment interest is within the court’s discretion; the post-judgment rate (the weekly average one-year constant-maturity Treasury yield) is commonly used',
        citation: '28 U.S.C. § 1961',
      },
    },
    rules: [JONES_LAUGHLIN],
  },
  {
    id: 'fela',
    label: 'Federal: FELA and Jones Act',
    earningsBasis: 'afterTax',
    interest: {
      availability: 'forbidden',
      applies: 'none',
      rate: { kind: 'none' },
      compounding: 'simple',
      period: {},
      rule: NO_INTEREST_RULE('Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)'),
    },
    rules: [
      {
        text: 'Lost earnings are stated after income taxes',
        citation: 'Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)',
        prescribes: 'earningsBasis',
      },
      {
        text: 'Future losses are discounted to present value, and prejudgment interest is not awarded',
        citation: 'Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)',
      },
      JONES_LAUGHLIN,
    ],
  },
  {
    id: 'california',
    label: 'California',
    neutralTables: true,
    interest: {
      availability: 'statutory',
      applies: 'pastLosses',
      rate: { kind: 'fixed', rate: 0.1 },
      compounding: 'simple',
      period: { starts: [{ event: 'offer' }] },
      rule: {
        text: 'Interest at 10% a year, simple, from the date of the first offer under Code of Civil Procedure § 998 that the judgment exceeds; not against a public entity',
        citation: 'Cal. Civ. Code § 3291',
      },
    },
    rules: [
      {
        text: 'Life expectancy, worklife and future earnings may not be reduced on account of race, ethnicity or sex',
        citation: 'Cal. Civ. Code § 3361',
        prescribes: 'neutralTables',
      },
    ],
  },
  {
    id: 'districtOfColumbia',
    label: 'District of Columbia',
    neutralTables: true,
    interest: {
      availability: 'discretionary',
      applies: 'pastLosses',
      rate: { kind: 'entered', name: 'the rate the court sets' },
      compounding: 'simple',
      period: {},
      rule: { text: 'Prejudgment interest as the court allows, at the rate it sets', citation: 'D.C. Code § 15-109' },
    },
    rules: [
      {
        text: 'Damages for future earnings and life expectancy may not be based on race, ethnicity or sex (actions pending on or filed after the effective date)',
        citation: 'D.C. Code § 16-2851',
        effective: '2023-02-23',
        prescribes: 'neutralTables',
      },
    ],
  },
  {
    id: 'florida',
    label: 'Florida',
    interest: {
      availability: 'statutory',
      applies: 'outOfPocketPast',
      rate: { kind: 'entered', name: 'the statutory rate set under Fla. Stat. § 55.03' },
      compounding: 'simple',
      period: {},
      rule: {
        text: 'Interest only on liquidated out-of-pocket losses, from the date of each loss',
        citation: 'Argonaut Ins. Co. v. May Plumbing Co., 474 So. 2d 212 (Fla. 1985)',
      },
    },
    rules: [
      {
        text: 'The verdict itemizes economic losses, with future economic losses at their present value',
        citation: 'Fla. Stat. § 768.77',
      },
    ],
  },
  {
    id: 'illinois',
    label: 'Illinois',
    interest: {
      availability: 'statutory',
      applies: 'pastLosses',
      rate: { kind: 'fixed', rate: 0.06 },
      compounding: 'simple',
      period: { starts: [{ event: 'filing' }], maxYears: 5 },
      rule: {
        text: 'Interest at 6% a year, simple, from the filing of the action, for at most five years',
        citation: '735 ILCS 5/2-1303(c)',
      },
    },
    rules: [],
  },
  {
    id: 'newYork',
    label: 'New York',
    interest: {
      availability: 'statutory',
      applies: 'pastLosses',
      rate: { kind: 'fixed', rate: 0.09 },
      compounding: 'simple',
      period: { starts: [{ event: 'liabilityVerdict' }] },
      rule: { text: 'Interest at 9% a year, simple, from the verdict on liability', citation: 'N.Y. C.P.L.R. 5002, 5004' },
    },
    rules: [],
  },
  {
    id: 'pennsylvania',
    label: 'Pennsylvania',
    discountMethod: 'totalOffset',
    interest: {
      availability: 'statutory',
      applies: 'pastLosses',
      rate: { kind: 'entered', name: 'the prime rate', plus: 0.01 },
      compounding: 'simple',
      period: { starts: [{ event: 'service', plusYears: 1 }] },
      rule: {
        text: 'Delay damages at the prime rate plus 1%, simple, from one year after service of the complaint',
        citation: 'Pa. R.C.P. 238',
      },
    },
    rules: [
      {
        text: 'Lost earnings (and support) are not discounted: future wage growth is taken to offset the discount rate (total offset)',
        citation: 'Kaczkowski v. Bolubasz, 491 Pa. 561 (1980)',
        prescribes: 'discountMethod',
      },
    ],
  },
  {
    id: 'texas',
    label: 'Texas',
    earningsBasis: 'afterTax',
    interest: {
      availability: 'statutory',
      applies: 'pastLosses',
      rate: { kind: 'entered', name: 'the post-judgment rate published by the Texas Consumer Credit Commissioner' },
      compounding: 'simple',
      period: { starts: [{ event: 'notice', plusDays: 180 }, { event: 'filing' }] },
      rule: {
        text: 'Simple interest on past damages only, from the earlier of 180 days after written notice of the claim and the date the suit is filed',
        citation: 'Tex. Fin. Code §§ 304.104, 304.1045',
      },
    },
    rules: [
      {
        text: 'Loss of earnings and of support are stated net of federal income tax',
        citation: 'Tex. Civ. Prac. & Rem. Code § 18.091',
        prescribes: 'earningsBasis',
      },
    ],
  },
  {
    id: 'other',
    label: 'Other',
    interest: {
      availability: 'discretionary',
      applies: 'pastLosses',
      rate: { kind: 'entered', name: 'the rate the forum sets' },
      compounding: 'simple',
      period: {},
      rule: { text: 'Prejudgment interest as the forum’s law provides', citation: 'the forum’s law (not catalogued)' },
    },
    rules: [],
  },
] as const satisfies readonly Forum[];

export type ForumId = (typeof FORUMS)[number]['id'];
export const FORUM_IDS = FORUMS.map((forum) => forum.id) as readonly ForumId[];

export function forumOf(id: ForumId): Forum {
  const forum = FORUMS.find((f) => f.id === id);
  if (!forum) throw new Error(`Unknown forum ${id}`);
  return forum;
}

/** Every rule a forum's report relies on, its interest rule included, each once. */
export function forumRules(id: ForumId): ForumRule[] {
  const forum = forumOf(id);
  const all = [...forum.rules, forum.interest.rule];
  return all.filter((rule, i) => all.findIndex((r) => r.citation === rule.citation && r.text === rule.text) === i);
}

/** The events whose dates a forum's interest rule needs, in the order the form asks them (none: from each loss). */
export function interestEventsOf(id: ForumId): InterestEvent[] {
  const starts = forumOf(id).interest.period.starts ?? [];
  return INTEREST_EVENTS.filter((event) => starts.some((start) => start.event === event));
}
