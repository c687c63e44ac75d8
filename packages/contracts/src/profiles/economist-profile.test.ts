import { describe, expect, it } from 'vitest';
import { validationErrorBody } from '../calculation/errors.ts';
import { blankProfileFields, economistProfileFields, signatureImageProblem } from './economist-profile-fields.ts';
import { publicationList, signatureName } from './economist-profile.ts';

const issuesOf = (body: unknown) => {
  const result = economistProfileFields.safeParse(body);
  return result.success ? [] : validationErrorBody(result.error).issues;
};

const dataUrl = (type: string, bytes: number[]) => `data:image/${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('economist profile fields', () => {
  it('reads fees as typed or sent, to the cent, blank as not stated', () => {
    const parse = (fee: unknown) => economistProfileFields.parse({ fullName: 'A', hourlyFeeStudy: fee }).hourlyFeeStudy;
    expect(parse('412.50')).toBe(412.5);
    expect(parse(' $1,200 ')).toBe(1200);
    expect(parse(600)).toBe(600);
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse(undefined)).toBeNull();
  });

  it.each([['412.555'], ['-5'], ['4e2'], [412.555], [true]])('refuses %s as a fee, naming the field', (fee) => {
    expect(issuesOf({ fullName: 'A', hourlyFeeTestimony: fee })).toEqual([
      { path: 'hourlyFeeTestimony', message: 'Hourly fee — testimony must be a dollar amount such as 450 or 450.00' },
    ]);
  });

  it('reads testimony years as typed or sent and checks each row', () => {
    const parsed = economistProfileFields.parse({
      fullName: 'A',
      testimony: [{ case: ' Doe v. Roe ', court: 'D. Mass.', year: ' 2024 ', kind: 'trial' }],
    });
    expect(parsed.testimony).toEqual([{ case: 'Doe v. Roe', court: 'D. Mass.', year: 2024, kind: 'trial' }]);
    expect(issuesOf({ fullName: 'A', testimony: [{ case: 'X', court: 'Y', year: '', kind: 'deposition' }] })).toEqual([
      { path: 'testimony.0.year', message: 'Year is required' },
    ]);
  });

  it('accepts a PNG or JPEG by its first bytes and refuses anything else', () => {
    expect(signatureImageProblem(dataUrl('png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBeUndefined();
    expect(signatureImageProblem(dataUrl('jpeg', [0xff, 0xd8, 0xff, 0xe0, 0]))).toBeUndefined();
    expect(signatureImageProblem(dataUrl('jpeg', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('Signature image is not a valid JPEG file');
    expect(signatureImageProblem('data:image/svg+xml;base64,PHN2Zy8+')).toBe('Signature image must be a PNG or JPEG image');
    expect(signatureImageProblem('data:image/png;base64,iVBORw0KGgo')).toBe('Signature image must be a PNG or JPEG image');
  });

  it('starts an account’s own profile from its name, and signs with the credentials', () => {
    expect(blankProfileFields('  Jordan Rivera ')).toMatchObject({ fullName: 'Jordan Rivera', hourlyFeeStudy: null, testimony: [] });
    expect(economistProfileFields.parse(blankProfileFields('Jordan Rivera'))).toEqual(blankProfileFields('Jordan Rivera'));
    expect(signatureName({ fullName: 'Jordan Rivera', credentials: 'Ph.D.' })).toBe('Jordan Rivera, Ph.D.');
    expect(signatureName({ fullName: 'Jordan Rivera', credentials: '' })).toBe('Jordan Rivera');
    expect(publicationList({ publications: 'First (2019)\r\n\n  Second (2022)  \n' })).toEqual(['First (2019)', 'Second (2022)']);
  });
});
