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
}

export function caseDatesOf(body: CaseDatesWire & { totalLeYears: { id: number; value: number }[] }) {
  return {
    dateOfReport: body.caseDor,
    dateOfInjury: body.caseDoi,
    dateOfTrial: body.caseDot,
    dateOfBirth: body.plaintiffDob,
    lifeExpectancies: body.totalLeYears,
  };
}
