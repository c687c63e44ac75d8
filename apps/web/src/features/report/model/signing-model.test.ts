import { addCents } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import type { SavedFormRecord, SavedMedicalTable } from '@damages/contracts';
import { personalInjuryRecord, wrongfulDeathRecord } from '../testing/fixtures.ts';
import { CAPTION, lookedUpRecord, RIVERA, signedRecord } from '../testing/signing-fixtures.ts';
import { economistOfRecord, feeStatement, feeText } from './economist-of-record.ts';
import { engagement } from './engagement.ts';
import { factsConsidered } from './facts-considered.ts';
import { medicalSummary } from './medical-summary.ts';
import { defaultSelection } from './scenarios.ts';
import { selectReportData } from './select-report-data.ts';
import { lossTotals } from './totals.ts';

describe('the economist of record', () => {
  it('comes from the profile snapshot kept in the record: fees, last 4 years of testimony, last 10 years of publications', () => {
    const economist = economistOfRecord(signedRecord());
    expect(economist).toMatchObject({
      source: 'profile',
      signatureName: 'Jordan Rivera, Ph.D.',
      title: 'Forensic Economist',
      firm: 'Rivera Economics LLC',
      address: ['100 Main Street, Suite 400', 'Sacramento, CA 95814'],
      fees: { study: 400, testimony: 600 },
      signatureImage: RIVERA.signatureImage,
    });
    expect(economist.qualifications).toHaveLength(2);
    // Report dated 2025-03-01: testimony of 2021–2025 newest first; the 2018 trial is older than 4 years.
    expect(economist.testimony.map((t) => [t.year, t.kindLabel])).toEqual([
      [2024, 'Trial'],
      [2022, 'Deposition'],
    ]);
    // The 2009 article is older than 10 years; a line without a year is kept.
    expect(economist.publications).toEqual([
      'Rivera, J. (2021). Discounting future medical costs. Journal of Forensic Economics, 29(1).',
      'Rivera, J. Household services valuation: a practitioner note.',
    ]);
  });

  it('resolves economist-1 and economist-2 of records saved before profiles as before, with the $450 fee', () => {
    const one = economistOfRecord(wrongfulDeathRecord());
    expect(one).toMatchObject({ source: 'firm', signatureName: 'Economist One, Ph.D., Economics', title: 'Consulting Economist' });
    expect(one.fees).toEqual({ study: 450, testimony: 450 });
    const two = economistOfRecord(personalInjuryRecord(), [
      { id: 'economist-2', name: 'Dana Kim', title: 'Senior Economist', credentials: 'M.A.' },
    ]);
    expect(two).toMatchObject({ name: 'Dana Kim', title: 'Senior Economist', signatureName: 'Dana Kim, M.A.' });
  });

  it('uses the live profile when the record names one without a snapshot, else a neutral economist with no fee', () => {
    const record = wrongfulDeathRecord();
    record.formData.case.economist = RIVERA.id;
    expect(economistOfRecord(record)).toMatchObject({
      source: 'neutral',
      name: 'Consulting Economist',
      fees: { study: null, testimony: null },
    });
    const live = { ...RIVERA, isPrimary: true, createdAt: RIVERA.updatedAt, fullName: 'Jordan A. Rivera' };
    expect(economistOfRecord(record, [], [live])).toMatchObject({ source: 'profile', name: 'Jordan A. Rivera' });
  });

  it('states the fee as entered, for study and testimony', () => {
    expect(feeText(450)).toBe('$450');
    expect(feeText(412.5)).toBe('$412.50');
    expect(feeStatement({ study: 450, testimony: 450 })).toBe(
      'The fee for this engagement is $450 per hour for review, analysis, report preparation and testimony.',
    );
    expect(feeStatement({ study: 400, testimony: 600 })).toBe(
      'The fee for this engagement is $400 per hour for review, analysis and report preparation, and $600 per hour for deposition and trial testimony.',
    );
    expect(feeStatement({ study: null, testimony: null })).toMatch(/not stated/);
  });
});

describe('the engagement', () => {
  it('reads the caption and the retaining attorney', () => {
    const e = engagement(signedRecord());
    expect(e.hasCaption).toBe(true);
    expect(e.caption.caseName).toBe(CAPTION.caseName);
    expect(e.docketText).toBe('Case No. 34-2024-00123456');
    expect(e.retainedBy).toBe('Ana Ruiz of Ruiz & Cole LLP');
    expect(e.preparedFor).toEqual(['Ana Ruiz', 'Ruiz & Cole LLP', '500 Capitol Mall, Floor 12', 'Sacramento, CA 95814']);
  });

  it('falls back to the retaining attorney or firm of Case Information for a record without a caption', () => {
    const e = engagement(wrongfulDeathRecord());
    expect(e).toMatchObject({
      hasCaption: false,
      retainedBy: 'Harper & Lowe LLP',
      preparedFor: ['Harper & Lowe LLP'],
      docketText: undefined,
    });
  });
});

describe('facts and data considered', () => {
  it('lists each published data set a figure came from, with its vintage, and marks the figures entered by the user', () => {
    const facts = factsConsidered(lookedUpRecord());
    expect(facts.documents).toEqual([
      'Complaint for damages',
      'Life care plan prepared by R. Chen, RN, CLCP',
      'Payroll records, 2019–2022',
    ]);
    const vintages = facts.sources.map((s) => s.vintage);
    expect(vintages).toContain('NCHS 2023, Hispanic female');
    // Wages and services discount rates came from the same curve and maturity: one source, two uses.
    const curve = facts.sources.find((s) => s.vintage === 'Curve of 2025-02-28, 9.3-year maturity')!;
    expect(curve.usedFor).toEqual(['Wages discount rate', 'Services discount rate']);
    expect(vintages).toContain('Annual averages 2004–2024 (20-year compound growth); monthly data through 2025-01');
    expect(vintages).toContain('May 2024, median hourly wage, Maids and Housekeeping Cleaners (SOC 37-2012)');

    const figure = (name: string) => facts.figures.find((f) => f.figure === name)!;
    expect(figure('Remaining life expectancy (scenario 1)')).toMatchObject({ entered: false, source: 'NCHS 2023, Hispanic female' });
    expect(figure('Remaining life expectancy (scenario 2)')).toMatchObject({ entered: true, source: 'entered by the user' });
    expect(figure('Services growth rate')).toMatchObject({ value: '1.88%', entered: true });
    expect(figure('Annual income (scenario 1)')).toMatchObject({ value: '$135,954', entered: true });
    expect(figure('Physical therapy, Best Scenario: discount rate')).toMatchObject({ value: '4.41%', entered: true });
  });

  it('names only the data of the loss types chosen: support brings the consumption tables, no medical or earnings figures', () => {
    const facts = factsConsidered(wrongfulDeathRecord());
    expect(facts.sources.map((s) => s.name).join(' ')).toMatch(/Patton-Nelson/);
    expect(facts.sources.find((s) => /Patton-Nelson/.test(s.name))!.vintage).toBe(
      '1994–95 Consumer Expenditure Survey; CPI-U annual averages of 1995 and 2023',
    );
    expect(facts.figures.map((f) => f.figure)).toContain("Spouse's remaining life expectancy");
    expect(facts.figures.some((f) => /Fringe|medical/i.test(f.figure))).toBe(false);
    expect(facts.figures.every((f) => f.entered)).toBe(true);
  });
});

function medicalEntry(id: number, modality: string, totalPv: number): SavedMedicalTable {
  return {
    id,
    medical_table: [],
    total_pv: totalPv,
    medical_growth: 0,
    medical_discount: 0,
    medical_category: 'Care',
    medical_modality: modality,
  };
}

describe('the medical summary', () => {
  it('rounds each modality once and totals the figures shown, so it foots (hand-worked: 100.50 + 200.50 → 101 + 201 = 302)', () => {
    const record: SavedFormRecord = {
      ...personalInjuryRecord(),
      medicalReport: {
        case_info: personalInjuryRecord().medicalReport!.case_info,
        table: {
          best: [medicalEntry(0, 'Therapy', 100.5), medicalEntry(1, 'Medication', 200.5)],
          probable: [medicalEntry(0, 'Therapy', 1234.49)],
          worst: [],
        },
      },
    };
    const summary = medicalSummary(record)!;
    expect(summary.scenarios.map((s) => s.label)).toEqual(['Best Scenario', 'Probable Scenario']);
    expect(summary.future.rows).toEqual([
      {
        modality: 'Therapy',
        category: 'Care',
        values: {
          best: { value: 100.5, countsWith: 'best', estimate: null },
          probable: { value: 1234.49, countsWith: 'probable', estimate: null },
        },
      },
      {
        modality: 'Medication',
        category: 'Care',
        // Priced once: it counts, the same, in the probable scenario too, and says so.
        values: {
          best: { value: 200.5, countsWith: 'best', estimate: 'Single estimate' },
          probable: { value: 200.5, countsWith: 'best', estimate: 'Single estimate' },
        },
      },
    ]);
    // To the cent: 100.50 + 200.50 = 301.00, the Summary's $301 — whole dollars first would give 101 + 201 = 302.
    expect(summary.future.totals).toEqual({ best: 301, probable: 1434.99 });
    expect(lossTotals(record, { ...defaultSelection(record), medical: 'best' }).lines.find((l) => l.key === 'medical')?.future).toBe(301);
    expect(lossTotals(record, { ...defaultSelection(record), medical: 'probable' }).lines.find((l) => l.key === 'medical')?.future).toBe(
      1435,
    );
  });

  it('covers every modality and scenario of the life care plan', () => {
    const summary = selectReportData({ record: personalInjuryRecord() }).medicalSummary!;
    expect(summary.future.rows.map((r) => r.modality)).toEqual(['Physical therapy', 'Pain medication', 'Orthopedic follow-up']);
    for (const { type } of summary.scenarios)
      expect(summary.future.totals[type]).toBe(addCents(summary.future.rows.map((row) => row.values[type]?.value ?? 0)));
    // The pain medication is priced only in the best scenario: a single estimate, counted in all three.
    expect(summary.future.rows[1]!.values.probable).toMatchObject({ countsWith: 'best', estimate: 'Single estimate' });
    expect(summary.future.rows[1]!.values.worst).toMatchObject({ countsWith: 'best', estimate: 'Single estimate' });
    // Follow-up has probable and worst: the best scenario takes the nearest, the probable estimate.
    expect(summary.future.rows[2]!.values.best).toMatchObject({ countsWith: 'probable', estimate: 'Probable Scenario' });
    expect(selectReportData({ record: wrongfulDeathRecord() }).medicalSummary).toBeUndefined();
  });
});
