import { canonicalJson, issueVersion } from '@damages/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSealedCase, testStore } from '../testing/sealed-storage.ts';
import { savedRecordOf } from '../../../testing/record-builder.ts';
import { formDataOf, wrongfulDeathValues } from '../../entry-form/testing/index.ts';
import { caseFileName, caseFileOf, caseFileText, readCaseFile } from './case-file.ts';
import { importCase } from './import-case.ts';

const ID = '0b6b7a52-3a4e-4b8e-9a7c-5f0d2f4b1c11';
const record = () => savedRecordOf(formDataOf(wrongfulDeathValues()), '2025-07-01T10:00:00.000Z');

beforeEach(() => localStorage.clear());

describe('case files', () => {
  it('wraps the record in a versioned envelope and reads it back unchanged (form data, results, provenance)', async () => {
    const file = caseFileOf(ID, record(), '2025-08-01T09:00:00.000Z');
    expect(file).toMatchObject({ format: 'damages-case', version: 1, exportedAt: '2025-08-01T09:00:00.000Z', formId: ID });
    const read = await readCaseFile(caseFileText(file));
    expect(read).toEqual({ ok: true, file: JSON.parse(JSON.stringify(file)) as unknown });
    // The results travel with the form data, every table's rows as saved.
    expect(file.record.lossServices?.past?.table.length).toBeGreaterThan(0);
    expect(read.ok && read.file.record.lossServices).toEqual(file.record.lossServices);
    expect(caseFileName(file)).toBe('case-john-doe-2025-03-01.json');
  });

  it('explains every problem with its path', async () => {
    const file = JSON.parse(caseFileText(caseFileOf(ID, record()))) as Record<string, unknown> & {
      record: { formData: { plaintiff: Record<string, unknown> } };
    };
    file.record.formData.plaintiff.dateOfBirth = '04/10/1980';
    file.record.formData.plaintiff.gender = 'unknown';
    file.formId = 'not-an-id';
    const read = await readCaseFile(JSON.stringify(file));
    expect(read.ok).toBe(false);
    const problems = read.ok ? [] : read.problems;
    expect(problems.map((p) => p.path).sort()).toEqual([
      'formId',
      'record.formData.plaintiff.dateOfBirth',
      'record.formData.plaintiff.gender',
    ]);
    expect(problems.find((p) => p.path === 'formId')?.message).toBe('The form id must be a UUID');
  });

  it('says what is wrong with a file that is not a case file at all', async () => {
    expect(await readCaseFile('{oops')).toMatchObject({
      ok: false,
      problems: [{ path: '', message: expect.stringMatching(/^The file is not JSON/) as unknown }],
    });
    expect(await readCaseFile('[1]')).toMatchObject({ ok: false, problems: [{ path: '' }] });
    expect(await readCaseFile(JSON.stringify({ format: 'other', version: 1 }))).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([{ path: 'format', message: 'Not a case file: "format" must be "damages-case"' }]) as unknown,
    });
    expect(await readCaseFile(JSON.stringify({ ...caseFileOf(ID, record()), version: 2 }))).toMatchObject({
      ok: false,
      problems: [{ path: 'version', message: expect.stringMatching(/newer version of the app/) as unknown }],
    });
  });
});

describe("a case file's issued versions", () => {
  const issuedTwice = async () => issueVersion(await issueVersion(record(), '2026-03-01'), '2026-04-15');

  it('travel with the case and verify after the round trip; the imported case keeps them as issued', async () => {
    const file = caseFileOf(ID, await issuedTwice());
    const read = await readCaseFile(caseFileText(file));
    expect(read.ok && read.file.record.issued?.map((v) => [v.version, v.issuedOn, v.fingerprint])).toEqual(
      file.record.issued!.map((v) => [v.version, v.issuedOn, v.fingerprint]),
    );
    await importCase(testStore().cases, read.ok ? read.file : file, undefined);
    const saved = testStore().cases.read(ID);
    expect(saved.status === 'found' && canonicalJson(saved.record.issued)).toBe(canonicalJson(file.record.issued));
  });

  it('refuses a file whose issued version was altered, naming the version and both fingerprints', async () => {
    const file = caseFileOf(ID, await issuedTwice());
    const two = file.record.issued![1]!;
    const tampered = JSON.parse(caseFileText(file)) as typeof file;
    // One figure of version 2 changed by a cent, as an edit of the file would: $25,381.80 becomes $25,381.81.
    const table = tampered.record.issued![1]!.record.lossServices!.past!.table[0]!;
    expect(table.total_pv).toBe(25381.8);
    table.total_pv = 25381.81;
    const read = await readCaseFile(JSON.stringify(tampered));
    expect(read.ok).toBe(false);
    const problems = read.ok ? [] : read.problems;
    expect(problems.map((p) => p.path)).toEqual(['record.issued.1.fingerprint']);
    expect(problems[0]!.message).toMatch(
      new RegExp(
        `^Issued version 2 does not match its fingerprint: it records ${two.fingerprint.slice(0, 4)}…${two.fingerprint.slice(-4)}, its content gives [0-9a-f]{4}…[0-9a-f]{4}\\.$`,
      ),
    );
    expect(testStore().cases.read(ID)).toEqual({ status: 'missing' });
  });
});

describe('importing a case file', () => {
  it('saves under its own id when that is free', async () => {
    expect(await importCase(testStore().cases, caseFileOf(ID, record()), undefined)).toEqual({
      status: 'imported',
      id: ID,
      replaced: false,
    });
    expect(testStore().cases.read(ID)).toMatchObject({ status: 'found', record: { formData: { plaintiff: { name: 'John Doe' } } } });
  });

  it('never overwrites a case without being told: cancel, a copy, or replace', async () => {
    await importCase(testStore().cases, caseFileOf(ID, record()), undefined);
    const other = { ...record(), formData: { ...record().formData, plaintiff: { ...record().formData.plaintiff, name: 'Imported Name' } } };
    const file = caseFileOf(ID, other);
    expect(await importCase(testStore().cases, file, undefined)).toEqual({ status: 'cancelled' });
    expect(await importCase(testStore().cases, file, 'cancel')).toEqual({ status: 'cancelled' });
    expect(testStore().cases.read(ID)).toMatchObject({ record: { formData: { plaintiff: { name: 'John Doe' } } } });
    const copy = await importCase(testStore().cases, file, 'copy');
    expect(copy).toMatchObject({ status: 'imported', replaced: false });
    expect(copy.status === 'imported' && copy.id).not.toBe(ID);
    expect(await importCase(testStore().cases, file, 'replace')).toEqual({ status: 'imported', id: ID, replaced: true });
    expect(testStore().cases.read(ID)).toMatchObject({ record: { formData: { plaintiff: { name: 'Imported Name' } } } });
  });

  it("puts a case under a new id when another account of this browser keeps one under the file's id", async () => {
    await storeSealedCase(ID, record(), 'other');
    const outcome = await importCase(testStore().cases, caseFileOf(ID, record()), undefined);
    expect(outcome).toMatchObject({ status: 'imported', replaced: false });
    expect(outcome.status === 'imported' && outcome.id).not.toBe(ID);
    expect(JSON.parse(localStorage.getItem(ID)!)).toMatchObject({ sealed: 1, owner: 'other-account' });
  });
});
