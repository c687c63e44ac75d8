import { toEpochDay, type TableFacts } from '@damages/engine';
import {
  COMPOUNDING_LABELS,
  CONSUMPTION_METHOD_LABELS,
  consumptionMethodText,
  DISCOUNT_CONVENTION_LABELS,
  DISCOUNT_METHOD_LABELS,
  forumOf,
  interestForumOf,
  judgmentRateText,
  WORKLIFE_LABELS,
  WORKLIFE_METHOD_LABELS,
  type SavedFormRecord,
} from '@damages/contracts';
import { interestTermsOf } from '../../../../lib/interest-requests.ts';
import { forumFigures } from '../../model/forum-figures.ts';
import { primaryCaseInfo } from '../../model/record-access.ts';
import { valuationStatement } from '../../model/valuation-statement.ts';
import type { Assumptions } from './assumptions.ts';
import { SERIAL_OF_EPOCH } from './formula.ts';

/**
 * The Assumptions sheet's lines for version 3 of the method: the forum and its
 * rules, the valuation conventions (methodology §12), worklife and unemployment
 * (§14), the consumption method (§15) and the prejudgment interest terms (§16).
 * A case saved before them lists the defaults it was valued with and nothing more.
 */

const serial = (isoDate: string) => toEpochDay(isoDate) + SERIAL_OF_EPOCH;
const ENTERED = 'Entered by the user';
const ENGINE = 'The calculation engine’s schedule of the tables';

/** The forum the case is tried in, each of its rules with its citation, and the valuation conventions. */
export function forumAndValuationAssumptions(a: Assumptions, record: SavedFormRecord): void {
  const forum = forumFigures(record);
  if (forum) {
    a.heading('Forum and governing law');
    a.put('forum', { label: 'Forum', value: forum.label, source: ENTERED, format: 'text' });
    forum.rules.forEach((rule, i) => {
      const departure = forum.departures.find((d) => d.rule.citation === rule.citation && d.rule.text === rule.text);
      a.put(`forumRule${i}`, {
        label: rule.text,
        value: !rule.inForce ? 'not yet in force' : departure ? `departed from: ${departure.instead}` : 'applied',
        source: rule.citation,
        format: 'text',
      });
    });
  }
  const valuation = record.formData.valuation ?? {};
  a.heading('Valuation');
  a.put('discountConvention', {
    label: 'Discount convention',
    value: DISCOUNT_CONVENTION_LABELS[valuation.discountConvention ?? 'midPeriod'],
    source: valuationStatement(record)?.text ?? ENTERED,
    format: 'text',
  });
  if (valuation.valuationYear !== undefined)
    a.put('valuationYear', { label: 'Valuation year', value: valuation.valuationYear, source: ENTERED, format: 'number' });
  a.put('discountMethod', {
    label: 'Discount method',
    value: DISCOUNT_METHOD_LABELS[valuation.discountMethod ?? 'nominal'],
    source: ENTERED,
    format: 'text',
  });
  if (valuation.discountMethod === 'netDiscountRate' && valuation.netDiscountRate !== undefined)
    a.put('netDiscountRate', { label: 'Net discount rate', value: valuation.netDiscountRate, source: ENTERED, format: 'rate' });
}

/**
 * Worklife expectancy and unemployment: the entered figures, each working life's
 * statistical retirement date, and the factors the engine weighted each table's
 * income by (as values: WF, EF and A are the engine's figures, which the rows' formulas read).
 */
export function worklifeAssumptions(a: Assumptions, record: SavedFormRecord, tables: TableFacts<unknown>[]): void {
  const worklife = record.formData.worklife;
  const adjusted = tables.filter((t) => t.adjustment);
  if (!worklife || adjusted.length === 0) return;
  a.heading('Worklife and unemployment');
  a.put('worklifeMethod', {
    label: WORKLIFE_LABELS.method,
    value: WORKLIFE_METHOD_LABELS[worklife.method ?? 'retirementAge'],
    source: ENTERED,
    format: 'text',
  });
  const table = worklife.tableName ? `${worklife.tableName}, entered by the user` : ENTERED;
  const info = primaryCaseInfo(record);
  if (worklife.method === 'worklifeExpectancy')
    (worklife.scenarios ?? []).forEach((scenario, k) => {
      a.put(`wle${k}`, {
        label: `${WORKLIFE_LABELS.worklifeExpectancy}, scenario ${k + 1}`,
        value: scenario.worklifeExpectancy,
        source: table,
        format: 'number',
      });
      a.put(`yfs${k}`, {
        label: `${WORKLIFE_LABELS.yearsToFinalSeparation}, scenario ${k + 1}`,
        value: scenario.yearsToFinalSeparation,
        source: table,
        format: 'number',
      });
      const retirement = info?.retirement_date?.find((d) => d.id === k)?.retirement_date;
      if (retirement)
        a.put(`statisticalRetirement${k}`, {
          label: `Statistical retirement date, scenario ${k + 1}`,
          value: serial(retirement),
          source: 'Date of injury or death + years to final separation (methodology §14), as the calculation gives it',
          format: 'date',
        });
    });
  if (worklife.unemploymentRate !== undefined) {
    a.put('unemploymentRate', {
      label: WORKLIFE_LABELS.unemploymentRate,
      value: worklife.unemploymentRate,
      source: ENTERED,
      format: 'rate',
    });
    a.put('unemploymentBenefits', {
      label: WORKLIFE_LABELS.unemploymentBenefitReplacement,
      value: worklife.unemploymentBenefitReplacement ?? 0,
      source: ENTERED,
      format: 'rate',
    });
  }
  for (const facts of adjusted) {
    const adjustment = facts.adjustment!;
    const id = (facts.id as { retirementDateId: number }).retirementDateId;
    if (adjustment.worklifeFactor !== null)
      a.put(`worklifeFactor${id}`, {
        label: `Worklife factor (WF), scenario ${id + 1}`,
        value: adjustment.worklifeFactor,
        source: `${ENGINE}: worklife expectancy ÷ years to final separation (methodology §14)`,
        format: 'number',
      });
    if (adjustment.employmentFactor !== null)
      a.put('employmentFactor', {
        label: 'Employment factor (EF)',
        value: adjustment.employmentFactor,
        source: `${ENGINE}: 1 − unemployment rate × (1 − benefit replacement) (methodology §14)`,
        format: 'number',
      });
    a.put(`adjustment${id}`, {
      label: `Adjustment A = WF × EF, scenario ${id + 1} (each year’s income is multiplied by it)`,
      value: adjustment.factor,
      source: `${ENGINE} (methodology §14)`,
      format: 'number',
    });
  }
}

/** The consumption method of a loss of support (methodology §15). */
export function consumptionAssumptions(a: Assumptions, record: SavedFormRecord): void {
  const consumption = record.formData.consumption;
  a.put('consumptionMethod', {
    label: 'Personal consumption method',
    value: CONSUMPTION_METHOD_LABELS[consumption?.method ?? 'pattonNelson'],
    source: `${consumptionMethodText(consumption)}${consumption ? ', entered by the user' : ''}`,
    format: 'text',
  });
}

/** The prejudgment interest terms the past tables were computed with (methodology §16); none without interest. */
export function interestAssumptions(a: Assumptions, record: SavedFormRecord): void {
  const { interest } = record.formData;
  const terms = interestTermsOf(record.formData);
  if (!interest || !terms) return;
  const rule = forumOf(interestForumOf(record.formData)).interest.rule;
  a.heading('Prejudgment interest');
  a.put('interestRule', { label: 'Rule', value: rule.text, source: rule.citation, format: 'text' });
  a.put('interestRate', {
    label: 'Interest rate (yearly)',
    value: Number(terms.rate),
    source: interest.rateProvenance ? judgmentRateText(interest.rateProvenance) : ENTERED,
    format: 'rate',
  });
  a.put('interestCompounding', { label: 'Compounding', value: COMPOUNDING_LABELS[terms.compounding], source: ENTERED, format: 'text' });
  if (terms.from !== '')
    a.put('interestFrom', {
      label: 'Interest runs from',
      value: serial(terms.from),
      source: 'The forum’s rule and the case’s dates',
      format: 'date',
    });
  a.put('interestThrough', {
    label: 'Interest is computed through',
    value: serial(terms.to),
    source: interest.through ? ENTERED : 'The date of trial',
    format: 'date',
  });
  a.put('interestNote', {
    label: 'Interest and Loss with Interest in the past tables',
    value: 'values',
    source:
      'Each past row’s loss bears interest from the middle of the row (or the date above, if later) through the date above, 365-day years (methodology §16); the engine’s cents are written, and the totals are sums',
    format: 'text',
  });
}
