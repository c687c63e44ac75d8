import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFromSharedData } from './build-from-shared.ts';
import { checkCpiKeeps, checkLifeTablesAgree, checkTreasuryKeeps } from './consistency-checks.ts';
import { referenceDataDir, sharedDataDir } from './paths.ts';
import { FILE_NAMES, type CpiDoc, type LifeTablesDoc, type TreasuryDoc } from './reference-files.ts';

const fresh = new Map(buildFromSharedData(sharedDataDir()).map((file) => [file.name, file.content]));
const committedText = (name: string) => readFileSync(path.join(referenceDataDir, name), 'utf8');
const committed = <T>(name: string) => JSON.parse(committedText(name)) as T;

// Files written by data:update hold newer data than the shared folder; they must still contain
// every shared value unchanged. Everything else must be exactly what data:generate writes today.
const supersetChecks: Partial<Record<string, (next: never, older: never) => void>> = {
  [FILE_NAMES.treasury]: checkTreasuryKeeps,
  [FILE_NAMES.cpi]: checkCpiKeeps,
  [FILE_NAMES.lifeTables]: checkLifeTablesAgree,
};

describe('committed reference data', () => {
  for (const [name, content] of fresh) {
    it(`${name} is up to date with the shared data (run npm run data:generate if not)`, () => {
      const text = committedText(name);
      const check = supersetChecks[name];
      if (check && (JSON.parse(text) as { generatedBy: string }).generatedBy.startsWith('scripts/data/update.ts')) {
        expect(() => check(JSON.parse(text) as never, JSON.parse(content) as never)).not.toThrow();
      } else {
        expect(text === content, `${name} differs from a fresh generation; run npm run data:generate`).toBe(true);
      }
    });
  }

  it('life tables: e(0) 2023 is 78.4 for everyone and 76.0 for non-Hispanic white males', () => {
    const { groups } = committed<LifeTablesDoc>(FILE_NAMES.lifeTables);
    expect(groups.all!.total!.ex[0]).toBe(78.4);
    expect(groups.white!.male!.ex[0]).toBe(76.0);
    expect(groups.all!.total!.lx[0]).toBe(100_000);
  });

  it('treasury: the 10-year par yield on 2025-07-11 is 4.43%', () => {
    const doc = committed<TreasuryDoc>(FILE_NAMES.treasury);
    const row = doc.rows[doc.dates.indexOf('2025-07-11')]!;
    expect(row[doc.maturities.indexOf('10 Yr')]).toBe(4.43);
    expect(doc.firstDate).toBe('1990-01-02');
    expect(doc.rows.every((r) => r.length === doc.maturities.length)).toBe(true);
  });

  it('CPI-U: the 1995 monthly mean is 152.383 and 2025-10 was never published', () => {
    const doc = committed<CpiDoc>(FILE_NAMES.cpi);
    const at = (year: number, month: number) => doc.values[(year - 1913) * 12 + month - 1];
    expect(doc.firstMonth).toBe('1913-01');
    const months1995 = Array.from({ length: 12 }, (_, m) => at(1995, m + 1) as number);
    expect(months1995.reduce((a, b) => a + b, 0) / 12).toBeCloseTo(152.383, 3);
    expect(at(2025, 10)).toBeNull();
    expect(at(2025, 9)).toBeTypeOf('number');
  });
});
