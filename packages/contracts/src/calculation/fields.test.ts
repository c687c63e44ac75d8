import { describe, expect, it } from 'vitest';
import { exampleRequest } from '../../../../fixtures/contract-examples/index.ts';
import { validationErrorBody } from './errors.ts';
import { numberField } from './fields.ts';
import { lossSupportRequest } from './loss-support.ts';

const supportBody = exampleRequest('loss_support-past');

const issuesOf = (body: unknown) => {
  const result = lossSupportRequest.safeParse(body);
  return result.success ? [] : validationErrorBody(result.error).issues;
};

describe('numbers sent as strings', () => {
  const amount = numberField('Amount', { min: 0 });

  it('accepts numeric strings and JSON numbers alike', () => {
    expect(amount.parse('135954')).toBe(135954);
    expect(amount.parse(' 0.15 ')).toBe(0.15);
    expect(amount.parse(42)).toBe(42);
    expect(amount.parse('1e3')).toBe(1000);
  });

  it('rejects what is not a finite number, naming the field', () => {
    for (const bad of ['abc', '1,000', 'NaN', 'Infinity', '1e400', '0x10', '12abc'])
      expect(amount.safeParse(bad).error?.issues[0]?.message, bad).toBe('Amount must be a finite number');
    expect(amount.safeParse('').error?.issues[0]?.message).toBe('Amount is required');
    expect(amount.safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required');
    expect(amount.safeParse(true).error?.issues[0]?.message).toBe('Amount must be a number');
    expect(amount.safeParse('-1').error?.issues[0]?.message).toBe('Amount must be at least 0');
  });
});

describe('the loss-of-support request', () => {
  it('accepts the worked example', () => {
    expect(issuesOf(supportBody)).toEqual([]);
  });

  it('treats blank spouse fields as no spouse, and one without the other as an error', () => {
    expect(lossSupportRequest.parse({ ...supportBody, spouseDob: '', spouseLeYears: '' }).spouse).toBeNull();
    expect(issuesOf({ ...supportBody, spouseLeYears: '' })).toEqual([
      { path: 'spouseLeYears', message: 'Spouse remaining life expectancy is required' },
    ]);
  });

  it('names every problem with its field', () => {
    expect(issuesOf({ ...supportBody, caseDor: 5, householdSize: '2.5', taxRate: '1.5', plaintiffGender: 'x' })).toEqual([
      { path: 'caseDor', message: 'Date of report must be a date written yyyy-MM-dd' },
      { path: 'plaintiffGender', message: 'Gender must be Male or Female' },
      { path: 'householdSize', message: 'Household size must be a whole number' },
      { path: 'taxRate', message: 'Marginal tax rate must be between -0.5 and 1' },
    ]);
  });

  it('checks the order of the case dates once each date is valid', () => {
    expect(issuesOf({ ...supportBody, caseDot: '2020-01-01' })).toEqual([
      { path: 'caseDot', message: 'Date of trial must not be before the date of injury or death' },
    ]);
  });

  it('refuses a fourth scenario, an eleventh child and duplicate scenario ids', () => {
    const four = [0, 1, 2, 3].map((id) => ({ id, taxIncome: '1' }));
    expect(issuesOf({ ...supportBody, taxIncome: four })[0]).toEqual({
      path: 'taxIncome',
      message: 'Annual income allows at most 3 scenarios',
    });
    const children = Array.from({ length: 11 }, () => ({ childDob: '2010-01-01', childGender: 'Male' }));
    expect(issuesOf({ ...supportBody, children })[0]).toEqual({ path: 'children', message: 'At most 10 children are allowed' });
    const twins = [
      { id: 0, retirementAge: '60' },
      { id: 0, retirementAge: '65' },
    ];
    expect(issuesOf({ ...supportBody, wleYears: twins })[0]).toEqual({
      path: 'wleYears.1.id',
      message: 'Retirement age scenario ids must be unique',
    });
  });

  it('answers a body that is not an object in one sentence', () => {
    expect(issuesOf(null)).toEqual([{ path: '', message: 'The request body must be a JSON object' }]);
  });
});
