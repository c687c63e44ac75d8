import { parseCsv, withHeader } from './csv.ts';
import { NCHS_TABLES, type NchsPopulation, type NchsSex } from './nchs-life-table.ts';

export interface LifeTableCsvRow {
  year: number;
  table: number;
  population: NchsPopulation;
  sex: NchsSex;
  age: number;
  /** Every other column, by its CSV name (ex, lx, lx_truncated, qx, ...). */
  values: Record<string, number>;
}

/**
 * Long-format life-table CSV (`year,table,race_ethnicity,sex,age,<columns...>`) as kept in the folder of
 * official files. The table number must agree with the NCHS numbering for its population and sex.
 */
export function parseLifeTableCsv(text: string): LifeTableCsvRow[] {
  const { header, body, column } = withHeader(parseCsv(text));
  const keys = ['year', 'table', 'race_ethnicity', 'sex', 'age'].map(column) as [number, number, number, number, number];
  const valueColumns = header.map((name, i) => ({ name, i })).filter(({ i }) => !keys.includes(i));

  return body.map((cells, r) => {
    const where = `life-table CSV line ${r + 2}`;
    const [year, table, population, sex, age] = keys.map((i) => (cells[i] ?? '').trim()) as [string, string, string, string, string];
    const expected = NCHS_TABLES.find((t) => t.population === population && t.sex === sex);
    if (!expected) throw new Error(`${where}: unknown race_ethnicity/sex "${population}/${sex}"`);
    if (Number(table) !== expected.table) {
      throw new Error(`${where}: ${population}/${sex} is NCHS table ${expected.table}, not ${table}`);
    }
    if (!/^\d+$/.test(age) || !/^\d{4}$/.test(year)) throw new Error(`${where}: bad year or age "${year}" "${age}"`);
    const values: Record<string, number> = {};
    for (const { name, i } of valueColumns) {
      const value = Number((cells[i] ?? '').trim());
      if ((cells[i] ?? '').trim() === '' || !Number.isFinite(value)) throw new Error(`${where}: ${name} is not a number`);
      values[name] = value;
    }
    return { year: Number(year), table: expected.table, population: expected.population, sex: expected.sex, age: Number(age), values };
  });
}
