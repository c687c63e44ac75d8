import type { CpiDoc, LifeTablesDoc, OccupationalWagesDoc, TreasuryDoc } from './reference-files.ts';

// Used before data:update replaces shipped files, and by the generated-data test for files that
// data:update wrote: a newer copy may add days and months but must not drop or change old ones.
// These series are not revised after publication, so a difference means a parsing or download fault.

export function checkTreasuryKeeps(next: TreasuryDoc, older: TreasuryDoc): void {
  const rowOf = new Map(next.dates.map((date, i) => [date, next.rows[i]!]));
  const columnOf = new Map(next.maturities.map((m, i) => [m, i]));
  older.dates.forEach((date, i) => {
    const row = rowOf.get(date);
    if (!row) throw new Error(`Treasury: ${date} is in the shipped data but missing from the new data`);
    older.maturities.forEach((maturity, j) => {
      const was = older.rows[i]![j] ?? null;
      const now = row[columnOf.get(maturity) ?? -1] ?? null;
      if (was !== now) throw new Error(`Treasury: ${date} ${maturity} is ${now} in the new data but ${was} in the shipped data`);
    });
  });
}

function monthAt(first: string, index: number): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + index;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

export function checkCpiKeeps(next: CpiDoc, older: CpiDoc): void {
  const valueOf = new Map(next.values.map((v, i) => [monthAt(next.firstMonth, i), v]));
  older.values.forEach((was, i) => {
    if (was === null) return;
    const month = monthAt(older.firstMonth, i);
    const now = valueOf.get(month) ?? null;
    if (now !== was) throw new Error(`${older.series || 'CPI'}: ${month} is ${now} in the new data but ${was} in the shipped data`);
  });
}

/** ex must match; lx may differ by 1 because one copy may be truncated and the other rounded. */
export function checkLifeTablesAgree(next: LifeTablesDoc, older: LifeTablesDoc): void {
  for (const [group, sexes] of Object.entries(older.groups)) {
    for (const [sex, table] of Object.entries(sexes)) {
      const other = next.groups[group]?.[sex];
      if (!other) throw new Error(`life tables: ${group}/${sex} is missing from the new data`);
      table.ex.forEach((ex, age) => {
        const lxDiff = Math.abs((other.lx[age] ?? NaN) - table.lx[age]!);
        if (Math.abs((other.ex[age] ?? NaN) - ex) > 1e-9 || !(lxDiff <= 1)) {
          throw new Error(
            `life tables: ${group}/${sex} age ${age} is ex ${other.ex[age]}, lx ${other.lx[age]} in the new data ` +
              `but ex ${ex}, lx ${table.lx[age]} in the shipped data`,
          );
        }
      });
    }
  }
}

/** Average hourly earnings are revised (CES benchmarks), so only the span is checked: no month may be lost. */
export function checkSeriesExtends(next: CpiDoc, older: CpiDoc): void {
  if (next.series !== older.series) throw new Error(`the new data holds ${next.series}, the shipped data ${older.series}`);
  if (next.firstMonth > older.firstMonth || next.lastMonth < older.lastMonth) {
    throw new Error(
      `${older.series}: the new data spans ${next.firstMonth}..${next.lastMonth}, less than the shipped ${older.firstMonth}..${older.lastMonth}`,
    );
  }
}

/** The same vintage of OEWS is not revised: every shipped occupation must come back with the same title and wages. */
export function checkOccupationalWagesAgree(next: OccupationalWagesDoc, older: OccupationalWagesDoc): void {
  if (next.vintage !== older.vintage) throw new Error(`OEWS: the new data is ${next.vintage}, the shipped data ${older.vintage}`);
  for (const [code, was] of Object.entries(older.occupations)) {
    const now = next.occupations[code];
    if (!now) throw new Error(`OEWS: ${code} is in the shipped data but missing from the new data`);
    if (now.title !== was.title || now.median !== was.median || now.mean !== was.mean) {
      throw new Error(`OEWS: ${code} is ${JSON.stringify(now)} in the new data but ${JSON.stringify(was)} in the shipped data`);
    }
  }
}
