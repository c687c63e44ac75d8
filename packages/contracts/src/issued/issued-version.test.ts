import { createHash } from 'node:crypto';
import { lossOfHouseholdServices } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import { contractExamples } from '../../../../fixtures/contract-examples/index.ts';
import { toWireLoss } from '../calculation/responses.ts';
import { ENDPOINTS } from '../endpoints.ts';
import type { EconomistSnapshot } from '../saved-form/economist-snapshot.ts';
import { parseSavedFormRecord, savedFormRecord, type FormDataRecord, type SavedFormRecord } from '../saved-form/saved-form-record.ts';
import { buildSavedRecord } from '../saved-form/saved-record-of-answers.ts';
import { canonicalJson } from './fingerprint.ts';
import { fingerprintMismatches, issuedVersionOf, issueVersion } from './issued-version.ts';
import { ISSUED_WORDS } from './issued-words.ts';

const PROFILE_ID = '5d1c9a3e-7b2f-4c8e-9a6d-2f0e1b3c4d5e';

const FORM_DATA: FormDataRecord = {
  case: {
    dateOfInjuryOrDeath: '2023-11-20',
    dateOfReport: '2026-02-20',
    dateOfTrial: '2026-09-08',
    economist: PROFILE_ID,
    retainingAttorneyOrFirm: 'Acme Law',
    type: 'wrongfulDeath',
    typeSelectedValues: ['householdServicesWdF'],
  },
  documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
  plaintiff: {
    name: 'John Doe',
    gender: 'male',
    race: 'white',
    education: 'master',
    dateOfBirth: '1978-09-17',
    annualIncome: [96000],
    remainingLEYears: [33.1],
    retirementAge: [67],
  },
  childrens: [],
};

const SIGNER: EconomistSnapshot = {
  id: PROFILE_ID,
  fullName: 'Jordan Rivera',
  credentials: 'Ph.D.',
  title: 'Forensic Economist',
  firm: 'Rivera Economics',
  address: '1 Main St',
  phone: '555-0100',
  email: 'jr@example.com',
  hourlyFeeStudy: 450,
  hourlyFeeTestimony: 600,
  qualifications: '',
  publications: '',
  testimony: [],
  signatureImage: null,
  updatedAt: '2026-01-05T09:00:00.000Z',
};

/** A case with the future household services of the contract's example, computed as the server computes it. */
function savedCase(): SavedFormRecord {
  const example = contractExamples().find((candidate) => candidate.name === 'loss_services-future.json')!;
  const { request, response } = ENDPOINTS.lossServicesFuture;
  const future = response.parse(toWireLoss(lossOfHouseholdServices(request.parse(example.request), 'future')));
  return buildSavedRecord(FORM_DATA, { lossServices: { future } }, '2026-02-28T16:00:00.000Z');
}

const sha256 = (value: unknown) => createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
const roundTrip = (record: SavedFormRecord) => parseSavedFormRecord(JSON.parse(JSON.stringify(record)))!;

describe('issuing a report', () => {
  it('numbers the versions 1, 2, … and fingerprints the number, the date and the record as issued', async () => {
    const first = await issueVersion(savedCase(), '2026-03-01');
    const edited = { ...first, formData: { ...first.formData, plaintiff: { ...first.formData.plaintiff, name: 'John Q. Doe' } } };
    const second = await issueVersion(edited, '2026-04-15');

    expect(second.issued!.map(({ version, issuedOn }) => [version, issuedOn])).toEqual([
      [1, '2026-03-01'],
      [2, '2026-04-15'],
    ]);
    const [one, two] = second.issued!;
    // Each holds the case as it was then, without a list of its own; the first is untouched by the second issue.
    expect(one).toEqual(first.issued![0]);
    expect(one!.record).toEqual(savedCase());
    expect(two!.record.formData.plaintiff.name).toBe('John Q. Doe');
    expect(two!.record).not.toHaveProperty('issued');
    expect(one!.fingerprint).toBe(sha256({ version: 1, issuedOn: '2026-03-01', record: savedCase() }));
    expect(two!.fingerprint).toBe(sha256({ version: 2, issuedOn: '2026-04-15', record: two!.record }));
    expect(issuedVersionOf(second, 2)).toBe(two);
    expect(issuedVersionOf(second, 3)).toBeUndefined();
  });

  it('keeps the live profile the report signs with, so the version prints the same economist later', async () => {
    const issued = await issueVersion(savedCase(), '2026-03-01', SIGNER);
    expect(issued.issued![0]!.record.formData.case.economistProfile).toEqual(SIGNER);
    // The case itself still follows the live profile; only the version is frozen.
    expect(issued.formData.case.economistProfile).toBeUndefined();
    // Another profile than the one the case names is never taken for it.
    const other = await issueVersion(savedCase(), '2026-03-01', { ...SIGNER, id: 'another-profile' });
    expect(other.issued![0]!.record.formData.case.economistProfile).toBeUndefined();
  });

  it('verifies after a JSON round trip through the saved record, and fails after any figure changes', async () => {
    const issued = roundTrip(await issueVersion(savedCase(), '2026-03-01'));
    expect(await fingerprintMismatches(issued)).toEqual([]);

    const tampered = structuredClone(issued);
    const row = tampered.issued![0]!.record.lossServices!.future!.table[0]!.data[0]!;
    row.PV = Math.round((row.PV + 0.01) * 100) / 100;
    const mismatches = await fingerprintMismatches(roundTrip(tampered));
    expect(mismatches).toEqual([{ version: 1, recorded: issued.issued![0]!.fingerprint, computed: expect.any(String) as unknown }]);
    expect(mismatches[0]!.computed).not.toBe(mismatches[0]!.recorded);

    // Its date is part of what the fingerprint covers too.
    const redated = structuredClone(issued);
    redated.issued![0]!.issuedOn = '2026-02-01';
    expect(await fingerprintMismatches(redated)).toHaveLength(1);
  });

  it('leaves a record from before unchanged, and refuses versions out of order', async () => {
    const before = savedCase();
    expect(savedFormRecord.parse(JSON.parse(JSON.stringify(before)))).toEqual(before);
    const issued = await issueVersion(await issueVersion(before, '2026-03-01'), '2026-04-15');
    const swapped = { ...issued, issued: [...issued.issued!].reverse() };
    const result = savedFormRecord.safeParse(swapped);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['issued.0.version', 'Issued versions are numbered 1, 2, … in order: expected 1'],
      ['issued.1.version', 'Issued versions are numbered 1, 2, … in order: expected 2'],
    ]);
  });

  it("prints its line on the cover and the footer as the report's running head prints dates", () => {
    const fingerprint = `3f9a${'0'.repeat(56)}c01b`;
    expect(ISSUED_WORDS.line(2, '2026-03-01', fingerprint)).toBe('Issued version 2 of 2026-03-01 · fingerprint 3f9a…c01b');
    expect(ISSUED_WORDS.banner(2, '2026-03-01')).toBe(
      'Issued version 2 of 2026-03-01; it cannot be edited. Edit starts a new draft from it; Update starts a supplemental report, which explains what changed since.',
    );
  });
});
