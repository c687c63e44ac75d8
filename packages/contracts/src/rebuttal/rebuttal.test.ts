import { describe, expect, it } from 'vitest';
import type { LossTotals } from '../saved-form/loss-totals.ts';
import { opposingReport, savedFormRecord, type FormDataRecord, type OpposingReport } from '../saved-form/saved-form-record.ts';
import type { StatedFigures } from './opposing-report.ts';
import { replicationRows } from './replication.ts';
import type { SavedRebuttal } from './saved-rebuttal.ts';
import { screenOpposingReport } from './screen.ts';

/**
 * Their assumptions for an earnings case under FELA: before-tax earnings (the forum prescribes after
 * tax), prejudgment interest (the forum allows none), and retirement at 67 although the plaintiff,
 * born 1980-01-01, is expected to die at 2025-03-01 + 20 years = 2045-03-01, at 65.
 */
const THEIR_ASSUMPTIONS: FormDataRecord = {
  case: {
    dateOfInjuryOrDeath: '2020-01-01',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2026-01-01',
    economist: 'their-expert',
    retainingAttorneyOrFirm: 'Defense LLP',
    forum: 'fela',
    type: 'personalInjury',
    typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture'],
  },
  documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
  plaintiff: {
    name: 'Ann Lee',
    gender: 'female',
    race: 'white',
    education: 'bachelor',
    dateOfBirth: '1980-01-01',
    annualIncome: [96000],
    remainingLEYears: [20],
    retirementAge: [67],
    wagesGrowthRate: 0.03,
    wagesDiscountRate: 0.0431,
    earningsBasis: 'beforeTax',
  },
  childrens: [],
  interest: { ratePercent: 6, compounding: 'simple' },
};

const OPPOSING: OpposingReport = {
  author: 'Dr. Pat Quinn',
  reportDate: '2025-04-02',
  elements: [
    { key: 'earnings', past: 100000, future: 500000, total: 600000 },
    { key: 'services', total: 50000.25 },
    { key: 'burial', total: 12000 },
  ],
  total: 662000.25,
  formData: THEIR_ASSUMPTIONS,
};

/**
 * Their assumptions as our engine computes them, written out: earnings 7,000 above theirs (1.17 %),
 * services 0.25 below, a medical line they do not state, and no burial.
 */
const COMPUTED: LossTotals = {
  lines: [
    { key: 'earnings', label: 'Loss of Earnings', past: 100000, future: 507000, total: 607000 },
    { key: 'services', label: 'Loss of Household Services', past: 10000, future: 40000, total: 50000 },
    { key: 'medical', label: 'Medical Expenses', past: null, future: 3000, total: 3000 },
  ],
  past: 110000,
  future: 550000,
  total: 660000,
};

describe('the opposing report as data', () => {
  it('keeps the author trimmed, and refuses a report without one', () => {
    expect(opposingReport.parse({ ...OPPOSING, author: '  Dr. Pat Quinn ' }).author).toBe('Dr. Pat Quinn');
    const blank = opposingReport.safeParse({ ...OPPOSING, author: '   ' });
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['author', "Enter the opposing expert's name"],
    ]);
  });

  it('takes dollars to the cent and each element once', () => {
    const result = opposingReport.safeParse({
      ...OPPOSING,
      elements: [...OPPOSING.elements, { key: 'earnings', total: 1 }],
      total: 662000.255,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['elements.3.key', 'Loss of Earnings is entered twice: enter each element of their report once'],
      ['total', 'Enter dollars to the cent'],
    ]);
  });

  it('is saved with the case, and so is the rebuttal computed from it', () => {
    const rebuttal: SavedRebuttal = {
      replication: replicationRows(OPPOSING, COMPUTED),
      waterfall: {
        stated: 662000.25,
        replicated: 660000,
        ours: 700000,
        steps: [
          { kind: 'unexplained', label: 'Not explained by the stated assumptions', amount: -2000.25, shapley: -2000.25 },
          { kind: 'methodOption', label: 'Earnings basis', amount: 42000, shapley: 42000 },
        ],
      },
      findings: [{ kind: 'forumRule', text: 'A finding', citation: 'Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)' }],
    };
    const record = {
      formData: { ...THEIR_ASSUMPTIONS, case: { ...THEIR_ASSUMPTIONS.case, forum: undefined } },
      opposing: OPPOSING,
      rebuttal,
    };
    const parsed = savedFormRecord.parse(JSON.parse(JSON.stringify(record)));
    expect(parsed.opposing).toEqual(OPPOSING);
    expect(parsed.rebuttal).toEqual(rebuttal);
  });
});

describe('the replication of their figures', () => {
  it('sets each figure of theirs beside ours, element by element, then the total', () => {
    const rows = replicationRows(OPPOSING, COMPUTED);
    expect(rows.map((row) => [row.key, row.label])).toEqual([
      ['earnings', 'Loss of Earnings'],
      ['services', 'Loss of Household Services'],
      ['medical', 'Medical Expenses'],
      ['burial', 'Funeral and Burial Expenses'],
      ['total', 'Total economic loss'],
    ]);
    const [earnings, services, medical, burial, total] = rows;
    expect(earnings?.past).toEqual({ stated: 100000, replicated: 100000, difference: 0, share: 0 });
    expect(earnings?.total).toEqual({ stated: 600000, replicated: 607000, difference: 7000, share: 7000 / 600000 });
    // Their report does not split the services: only the total is compared, to the cent.
    expect(services?.past).toEqual({ stated: null, replicated: 10000, difference: null, share: null });
    expect(services?.total).toEqual({ stated: 50000.25, replicated: 50000, difference: -0.25, share: -0.25 / 50000.25 });
    // An element only one side has shows the other side null.
    expect(medical?.total).toEqual({ stated: null, replicated: 3000, difference: null, share: null });
    expect(burial?.total).toEqual({ stated: 12000, replicated: null, difference: null, share: null });
    expect(total?.total).toEqual({ stated: 662000.25, replicated: 660000, difference: -2000.25, share: -2000.25 / 662000.25 });
    // Not every element is split, so their report has no past or future total.
    expect(total?.past).toEqual({ stated: null, replicated: 110000, difference: null, share: null });
  });

  it('compares their past and future totals when every element is split', () => {
    const split: StatedFigures = {
      elements: [
        { key: 'earnings', past: 100000, future: 500000, total: 600000 },
        { key: 'services', past: 10000.5, future: 40000, total: 50000.5 },
      ],
      total: 650000.5,
    };
    const total = replicationRows(split, COMPUTED).at(-1);
    expect(total?.past).toEqual({ stated: 110000.5, replicated: 110000, difference: -0.5, share: -0.5 / 110000.5 });
    expect(total?.future).toEqual({ stated: 540000, replicated: 550000, difference: 10000, share: 10000 / 540000 });
  });
});

describe('the screen of their report', () => {
  const findings = screenOpposingReport(OPPOSING, replicationRows(OPPOSING, COMPUTED));

  it('finds the forum’s rules departed from, each with the forum catalogue’s citation', () => {
    expect(findings.filter((finding) => finding.kind === 'forumRule' || finding.kind === 'interestForbidden')).toEqual([
      {
        kind: 'forumRule',
        text: 'Earnings basis: Federal: FELA and Jones Act prescribes after-tax earnings (Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)): Lost earnings are stated after income taxes. Here before-tax earnings are used instead.',
        citation: 'Norfolk & Western Ry. v. Liepelt, 444 U.S. 490 (1980)',
      },
      {
        kind: 'interestForbidden',
        text: 'Federal: FELA and Jones Act: No prejudgment interest (Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)). Their assumptions add prejudgment interest.',
        citation: 'Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)',
      },
    ]);
  });

  it('finds retirement after the expected date of death with the check before signing', () => {
    expect(findings.filter((finding) => finding.kind === 'plausibility').map((finding) => finding.text)).toEqual([
      'The retirement date (2047-01-01, at age 67) is after the expected date of death (2045-03-01): the loss stops at the expected date of death, so the years after it are not counted.',
    ]);
  });

  it('finds the figures their assumptions do not produce: a gap over 1 %, a line unstated, a line not produced', () => {
    expect(findings.filter((finding) => finding.kind === 'replicationGap').map((finding) => finding.text)).toEqual([
      'Loss of Earnings: their stated assumptions do not produce their figure: $600,000 stated, $607,000 replicated (1.17% of their figure).',
      'Medical Expenses: their stated assumptions produce $3,000, which their report does not state.',
      'Funeral and Burial Expenses: their report states $12,000, which their stated assumptions do not produce at all.',
    ]);
    // Their services (0.25 off) and their total (0.30 % off) are within the limit.
    expect(findings.filter((finding) => finding.kind === 'notFooting')).toEqual([]);
  });

  it('finds stated figures that do not add up, to within a dollar', () => {
    const offBy = (earningsTotal: number, total: number) =>
      screenOpposingReport(
        { ...OPPOSING, elements: [{ key: 'earnings', past: 100000, future: 500000, total: earningsTotal }], total },
        [],
      ).filter((finding) => finding.kind === 'notFooting');
    expect(offBy(600001, 600001)).toEqual([]);
    expect(offBy(600001.01, 600000).map((finding) => finding.text)).toEqual([
      'Loss of Earnings: the stated past ($100,000) and future ($500,000) losses add to $600,000, not to the stated total of $600,001.01.',
      'The stated elements add to $600,001.01, not to the stated total of $600,000.',
    ]);
  });
});
