import { describe, expect, it } from 'vitest';
import { caseCaption, docketText, hasCaseCaption } from './case-caption.ts';
import { economistSnapshot, isFirmEconomistId } from './economist-snapshot.ts';
import { formDataRecord } from './saved-form-record.ts';

const baseCase = {
  dateOfInjuryOrDeath: '2023-05-02',
  dateOfReport: '2025-03-01',
  dateOfTrial: '2026-04-20',
  economist: 'economist-1',
  retainingAttorneyOrFirm: 'Smith & Jones LLP',
  type: 'wrongfulDeath' as const,
  typeSelectedValues: [],
};

describe('the case caption of a saved case', () => {
  it('reads a caption with the attorney, trimmed, blanks as undefined', () => {
    const caption = caseCaption({
      case: {
        ...baseCase,
        caseName: ' Martinez v. Acme Trucking, Inc. ',
        court: '',
        attorneyName: 'Dana Smith',
        attorneyAddress: '1 Main St\nLA',
      },
    });
    expect(caption).toEqual({
      caseName: 'Martinez v. Acme Trucking, Inc.',
      court: undefined,
      docketNumber: undefined,
      attorney: { name: 'Dana Smith', firm: undefined, address: '1 Main St\nLA' },
    });
    expect(hasCaseCaption(caption)).toBe(true);
  });

  it('reads a case saved before captions as having none', () => {
    expect(hasCaseCaption(caseCaption({ case: baseCase }))).toBe(false);
  });

  it('labels the docket once, however it was typed', () => {
    for (const typed of ['230501234', 'No. 230501234', 'no 230501234', 'Case No. 230501234', 'Case No.: 230501234', '#230501234'])
      expect(docketText(typed), typed).toBe('Case No. 230501234');
    expect(docketText('2:24-cv-01234')).toBe('Case No. 2:24-cv-01234');
    expect(docketText('Nov-2024-17'), 'a docket that merely starts with the letters').toBe('Case No. Nov-2024-17');
    expect(docketText('No.')).toBeUndefined();
    expect(docketText(undefined)).toBeUndefined();
  });
});

describe('who signs a saved case', () => {
  it('still accepts economist-1 and economist-2 of records saved before profiles, and a profile id with its copy', () => {
    const record = (economistFields: object) => ({
      case: { ...baseCase, ...economistFields },
      documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
      plaintiff: {
        name: 'A',
        gender: 'male',
        race: 'white',
        education: 'bachelor',
        dateOfBirth: '1978-09-17',
        annualIncome: [],
        remainingLEYears: [30],
        retirementAge: [],
      },
      childrens: [],
    });
    expect(formDataRecord.safeParse(record({ economist: 'economist-2' })).success).toBe(true);
    const copy = economistSnapshot.parse({
      id: 'p1',
      fullName: 'Jordan Rivera',
      credentials: 'Ph.D.',
      title: '',
      firm: '',
      address: '',
      phone: '',
      email: '',
      hourlyFeeStudy: 450,
      hourlyFeeTestimony: null,
      qualifications: '',
      publications: '',
      testimony: [],
      signatureImage: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(formDataRecord.safeParse(record({ economist: 'p1', economistProfile: copy })).success).toBe(true);
    expect(formDataRecord.safeParse(record({ economist: '' })).success).toBe(false);
    expect([isFirmEconomistId('economist-1'), isFirmEconomistId('p1')]).toEqual([true, false]);
  });
});
