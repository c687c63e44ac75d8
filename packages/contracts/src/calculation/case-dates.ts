import { z } from 'zod';
import { dateField, lifeExpectancyList } from './fields.ts';

/** The dates every calculation request carries, with the order they must respect. */
export const caseDatesShape = {
  caseDor: dateField('Date of report'),
  caseDoi: dateField('Date of injury or death'),
  caseDot: dateField('Date of trial'),
  plaintiffDob: dateField('Date of birth'),
  totalLeYears: lifeExpectancyList(),
};

interface CaseDatesWire {
  caseDor: string;
  caseDoi: string;
  caseDot: string;
  plaintiffDob: string;
}

/** Birth before injury, injury before trial, birth before report: checked once the dates themselves are valid. */
export function checkCaseDateOrder(body: CaseDatesWire, ctx: z.RefinementCtx): void {
  if (body.plaintiffDob > body.caseDoi)
    ctx.addIssue({ code: 'custom', path: ['plaintiffDob'], message: 'Date of birth must not be after the date of injury or death' });
  if (body.caseDoi > body.caseDot)
    ctx.addIssue({ code: 'custom', path: ['caseDot'], message: 'Date of trial must not be before the date of injury or death' });
  if (body.plaintiffDob > body.caseDor)
    ctx.addIssue({ code: 'custom', path: ['caseDor'], message: 'Date of report must not be before the date of birth' });
  else if (yearOfDate(body.caseDor) - yearOfDate(body.plaintiffDob) > MAX_AGE_YEARS)
    ctx.addIssue({
      code: 'custom',
      path: ['plaintiffDob'],
      message: `Date of birth must be within ${MAX_AGE_YEARS} years of the date of report`,
    });
}

/** No one is older than this at the date of report; it also bounds how long a table can run. */
export const MAX_AGE_YEARS = 120;

const yearOfDate = (isoDate: string) => Number(isoDate.slice(0, 4));

export function caseDatesOf(body: CaseDatesWire & { totalLeYears: { id: number; value: number }[] }) {
  return {
    dateOfReport: body.caseDor,
    dateOfInjury: body.caseDoi,
    dateOfTrial: body.caseDot,
    dateOfBirth: body.plaintiffDob,
    lifeExpectancies: body.totalLeYears,
  };
}
