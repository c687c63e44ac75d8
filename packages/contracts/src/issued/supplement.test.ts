import { describe, expect, it } from 'vitest';
import { causesBetween } from '../bridge/case-causes.ts';
import { savedFormRecord, type FormDataRecord, type SavedFormRecord } from '../saved-form/saved-form-record.ts';
import { buildSavedRecord } from '../saved-form/saved-record-of-answers.ts';
import { issueVersion } from './issued-version.ts';
import type { SavedBridge } from './supplement.ts';
import { supplementedVersion } from './supplement.ts';
import { SUPPLEMENT_WORDS } from './supplement-words.ts';

const FORM_DATA: FormDataRecord = {
  case: {
    dateOfInjuryOrDeath: '2023-11-20',
    dateOfReport: '2026-02-20',
    dateOfTrial: '2026-09-08',
    economist: 'economist-1',
    retainingAttorneyOrFirm: 'Acme Law',
    type: 'personalInjury',
    typeSelectedValues: ['lossOfEarningsPast'],
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

const BRIDGE: SavedBridge = {
  from: { version: 1, issuedOn: '2026-03-01' },
  before: 1412337,
  after: 1398710,
  steps: [
    { kind: 'passageOfTime', label: 'Passage of time', sequential: -20104.5, shapley: -20104.49 },
    { kind: 'input', label: 'Annual income, scenario 1', sequential: 6477.5, shapley: 6477.49 },
  ],
};

const roundTrip = (record: SavedFormRecord) => savedFormRecord.parse(JSON.parse(JSON.stringify(record)));

describe('a supplemental report in the saved record', () => {
  it('leaves a record from before it unchanged, with no mark and no bridge', () => {
    const before = buildSavedRecord(FORM_DATA, {}, '2026-02-28T16:00:00.000Z');
    const parsed = roundTrip(before);
    expect(parsed).toEqual(before);
    expect(parsed.formData.supplements).toBeUndefined();
    expect(parsed.bridge).toBeUndefined();
  });

  it('keeps the version it supplements and its bridge through a save, the issued version included', async () => {
    const issued = await issueVersion(buildSavedRecord(FORM_DATA, {}, '2026-02-28T16:00:00.000Z'), '2026-03-01');
    const supplement: SavedFormRecord = {
      ...buildSavedRecord(
        { ...FORM_DATA, case: { ...FORM_DATA.case, dateOfReport: '2026-08-03', dateOfTrial: '2027-01-11' }, supplements: { version: 1 } },
        {},
        '2026-08-03T09:00:00.000Z',
      ),
      issued: issued.issued,
      bridge: BRIDGE,
    };
    const parsed = roundTrip(supplement);
    expect(parsed).toEqual(supplement);
    expect(supplementedVersion(parsed.issued, parsed.formData.supplements)).toBe(parsed.issued![0]);
    expect(supplementedVersion(parsed.issued, { version: 2 })).toBeUndefined();
    expect(supplementedVersion(parsed.issued, undefined)).toBeUndefined();
  });

  it('keeps the bridges of the past and the future losses beside the total’s, and refuses one without its parts', () => {
    const record = { ...buildSavedRecord(FORM_DATA, {}, '2026-08-03T09:00:00.000Z'), bridge: BRIDGE };
    const past = {
      before: 212337,
      after: 230410,
      steps: [
        { sequential: 18073, shapley: 18073 },
        { sequential: 0, shapley: 0 },
      ],
    };
    const future = {
      before: 1200000,
      after: 1168300,
      steps: [
        { sequential: -38177.5, shapley: -38177.49 },
        { sequential: 6477.5, shapley: 6477.49 },
      ],
    };
    const sided = { ...record, bridge: { ...BRIDGE, past, future } };
    expect(roundTrip(sided)).toEqual(sided);
    const partless = { ...sided, bridge: { ...sided.bridge, past: { ...past, steps: [{ shapley: 18073 }] } } };
    expect(savedFormRecord.safeParse(partless).success).toBe(false);
  });

  it('refuses a bridge of an unknown kind of cause or without the version it starts from', () => {
    const record = { ...buildSavedRecord(FORM_DATA, {}, '2026-08-03T09:00:00.000Z'), bridge: BRIDGE };
    const unknownKind = { ...record, bridge: { ...BRIDGE, steps: [{ ...BRIDGE.steps[0], kind: 'luck' }] } };
    expect(savedFormRecord.safeParse(unknownKind).success).toBe(false);
    const { from: _from, ...unanchored } = BRIDGE;
    expect(savedFormRecord.safeParse({ ...record, bridge: unanchored }).success).toBe(false);
  });

  it('is no cause of a difference: marking the case changes no figure', () => {
    expect(causesBetween(FORM_DATA, { ...FORM_DATA, supplements: { version: 1 } })).toEqual([]);
  });

  it('says in the entry form what to do, and names the step that explains the changes', () => {
    expect(SUPPLEMENT_WORDS.notice(1, '2026-03-01')).toBe(
      'Supplement to issued version 1 of 2026-03-01: change what changed (typically the report and trial dates), then Refresh looked-up figures.',
    );
    expect(SUPPLEMENT_WORDS.bridgeStep('2026-03-01')).toEqual({
      label: 'Explaining the changes since the report of 2026-03-01',
      failure: 'Failed to process the changes since the report of 2026-03-01',
    });
  });
});
