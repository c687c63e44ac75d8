import { describe, expect, it } from 'vitest';
import { MAX_NARRATIVE_LENGTH } from '../rules/limits.ts';
import { narrativeIssue, withNarrative } from './narrative.ts';
import { savedFormRecord } from './saved-form-record.ts';

/** A saved case of the smallest shape, with what the test adds to its formData. */
function savedCase(formData: Record<string, unknown> = {}, plaintiff: Record<string, unknown> = {}) {
  return {
    formData: {
      case: {
        dateOfInjuryOrDeath: '2023-11-20',
        dateOfReport: '2025-03-01',
        dateOfTrial: '2025-09-08',
        economist: 'economist-2',
        retainingAttorneyOrFirm: 'Acme Law',
        type: 'personalInjury',
        typeSelectedValues: ['lossOfEarningsFuture'],
      },
      documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
      plaintiff: {
        name: 'Omar Okafor',
        gender: 'male',
        race: 'black',
        education: 'high-school',
        dateOfBirth: '1978-05-02',
        annualIncome: [61000],
        remainingLEYears: [31.2],
        retirementAge: [67],
        ...plaintiff,
      },
      childrens: [],
      ...formData,
    },
  };
}

const issuesOf = (value: unknown) => {
  const parsed = savedFormRecord.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe("the economist's paragraphs saved with a case", () => {
  it('are optional: a case saved before paragraphs existed still reads, and so does one with paragraphs in some sections', () => {
    expect(issuesOf(savedCase())).toEqual([]);
    expect(issuesOf(savedCase({ narrative: {} }))).toEqual([]);
    expect(issuesOf(savedCase({ narrative: { background: 'Mr. Okafor was injured at work.', summary: '- One\n- Two' } }))).toEqual([]);
  });

  it('refuses a section past the limit, with a message that names the section', () => {
    const long = 'x'.repeat(MAX_NARRATIVE_LENGTH + 1);
    expect(issuesOf(savedCase({ narrative: { background: long } }))).toEqual([
      {
        path: 'formData.narrative.background',
        message: 'Your paragraphs for Background & Documents Reviewed must be at most 20,000 characters.',
      },
    ]);
    expect(issuesOf(savedCase({ narrative: { assumptions: 'x'.repeat(MAX_NARRATIVE_LENGTH) } }))).toEqual([]);
  });

  it('refuses paragraphs that are not text', () => {
    expect(issuesOf(savedCase({ narrative: { summary: 42 } })).map((issue) => issue.path)).toEqual(['formData.narrative.summary']);
    expect(issuesOf(savedCase({ narrative: 'Once upon a time' })).map((issue) => issue.path)).toEqual(['formData.narrative']);
  });

  it('checks typed text as it will be saved: surrounding blank lines and Windows line ends do not count', () => {
    expect(narrativeIssue('discount', `\n\n${'y'.repeat(MAX_NARRATIVE_LENGTH)}\r\n\r\n`)).toBeUndefined();
    expect(narrativeIssue('discount', 'y'.repeat(MAX_NARRATIVE_LENGTH + 1))).toBe(
      'Your paragraphs for Discount Rate/Present Value must be at most 20,000 characters.',
    );
  });

  it("replaces one section's paragraphs, and removes them when blank, leaving the others", () => {
    const before = { background: 'Injured at work.', summary: 'In sum.' };
    expect(withNarrative(before, 'background', '  First.\r\n\r\nSecond.  \n')).toEqual({
      background: 'First.\n\nSecond.',
      summary: 'In sum.',
    });
    expect(withNarrative(before, 'summary', ' \n ')).toEqual({ background: 'Injured at work.' });
    expect(withNarrative(undefined, 'summary', '')).toEqual({});
  });
});

describe("the plaintiff's occupation and employer", () => {
  it('are optional text, each refused past 120 characters with a message naming it', () => {
    expect(issuesOf(savedCase({}, { occupation: 'machinist', employer: 'Delta Tool & Die' }))).toEqual([]);
    expect(issuesOf(savedCase({}, { occupation: 'm'.repeat(121), employer: 'e'.repeat(120) }))).toEqual([
      { path: 'formData.plaintiff.occupation', message: 'Occupation must be at most 120 characters' },
    ]);
    expect(issuesOf(savedCase({}, { employer: 'e'.repeat(121) }))).toEqual([
      { path: 'formData.plaintiff.employer', message: 'Employer must be at most 120 characters' },
    ]);
  });
});
