import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintOf, shortFingerprint } from './fingerprint.ts';

describe('the fingerprint of an issued record', () => {
  const record = { formData: { case: { plaintiffName: 'Ann Roe', dateOfReport: '2026-03-01' } }, total: 1412337.25, rows: [1, 2.5, 'x'] };

  it('is the SHA-256 of the canonical JSON, keys in order and no spaces', async () => {
    const text = canonicalJson(record);
    expect(text).toBe(
      '{"formData":{"case":{"dateOfReport":"2026-03-01","plaintiffName":"Ann Roe"}},"rows":[1,2.5,"x"],"total":1412337.25}',
    );
    expect(await fingerprintOf(record)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('does not depend on the order the keys were written in', async () => {
    const reordered = {
      total: 1412337.25,
      rows: [1, 2.5, 'x'],
      formData: { case: { dateOfReport: '2026-03-01', plaintiffName: 'Ann Roe' } },
    };
    expect(await fingerprintOf(reordered)).toBe(await fingerprintOf(record));
  });

  it('changes when any figure changes, even by a cent', async () => {
    expect(await fingerprintOf({ ...record, total: 1412337.26 })).not.toBe(await fingerprintOf(record));
    expect(await fingerprintOf({ ...record, rows: [1, 2.5, 'y'] })).not.toBe(await fingerprintOf(record));
  });

  it('leaves out undefined members as JSON does, and refuses a number JSON cannot carry', async () => {
    expect(await fingerprintOf({ ...record, note: undefined })).toBe(await fingerprintOf(record));
    expect(() => canonicalJson({ a: { b: Number.NaN } })).toThrow('$.a.b is not a finite number');
  });

  it('prints as its first and last four hex digits', () => {
    expect(shortFingerprint('3f9a0000000000000000000000000000000000000000000000000000000c01b')).toBe('3f9a…c01b');
  });
});
