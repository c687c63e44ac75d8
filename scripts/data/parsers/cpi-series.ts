import { parseCsv, withHeader } from './csv.ts';

/** Month ("yyyy-mm") → index level; null where the publisher shows no value. */
export type MonthlyValues = Map<string, number | null>;

export interface MonthlySeries {
  firstMonth: string;
  lastMonth: string;
  /** One entry per calendar month from firstMonth to lastMonth inclusive. */
  values: (number | null)[];
}

// FRED writes "NA" (older downloads) or "." for a missing observation; BLS uses "-".
function parseLevel(cell: string | undefined, where: string): number | null {
  const s = (cell ?? '').trim();
  if (s === '' || s === 'NA' || s === '.' || s === '-') return null;
  const n = Number(s);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${where}: "${s}" is not a positive index level`);
  return n;
}

function put(values: MonthlyValues, month: string, value: number | null, where: string) {
  if (values.has(month)) throw new Error(`${where}: ${month} appears twice`);
  values.set(month, value);
}

/** FRED graph CSV: `DATE|observation_date|"Date", <SERIES>` with yyyy-mm-01 dates. */
export function parseFredCsv(text: string, seriesId?: string): MonthlyValues {
  const { header, body } = withHeader(parseCsv(text));
  if (header.length !== 2 || !/^(date|observation_date)$/i.test(header[0]!)) {
    throw new Error(`FRED CSV: expected a date column and one series column, got "${header.join(',')}"`);
  }
  if (seriesId && header[1] !== seriesId) throw new Error(`FRED CSV holds ${header[1]}, expected ${seriesId}`);
  const values: MonthlyValues = new Map();
  for (const [date = '', level] of body) {
    const m = /^(\d{4}-(0[1-9]|1[0-2]))-01$/.exec(date.trim());
    if (!m) throw new Error(`FRED CSV: "${date}" is not a first-of-month date`);
    put(values, m[1]!, parseLevel(level, `FRED CSV ${date}`), 'FRED CSV');
  }
  return values;
}

interface BlsObservation {
  year: string;
  period: string;
  value: string;
}

/** M01..M12 become months; M13 (annual average) and S01-S03 (half-year averages) are not months. */
function blsObservationsToMonths(observations: Iterable<BlsObservation>, where: string): MonthlyValues {
  const values: MonthlyValues = new Map();
  for (const { year, period, value } of observations) {
    const p = period.trim();
    if (p === 'M13' || /^S0[1-3]$/.test(p)) continue;
    const m = /^M(0[1-9]|1[0-2])$/.exec(p);
    if (!m || !/^\d{4}$/.test(year.trim())) throw new Error(`${where}: unexpected period ${year} ${period}`);
    const month = `${year.trim()}-${m[1]}`;
    put(values, month, parseLevel(value, `${where} ${month}`), where);
  }
  return values;
}

/**
 * BLS series rows: the API-to-CSV shape (`id,year,period,value,...`) or a download.bls.gov flat file
 * (tab-separated, padded, `series_id year period value footnote_codes`). Other series are ignored.
 */
export function parseBlsCsv(text: string, seriesId: string): MonthlyValues {
  const firstLine = text.split('\n', 1)[0] ?? '';
  const { body, column } = withHeader(parseCsv(text, firstLine.includes('\t') ? '\t' : ','));
  let idColumn: number;
  try {
    idColumn = column('series_id');
  } catch {
    idColumn = column('id');
  }
  const [year, period, value] = [column('year'), column('period'), column('value')];
  const rows = body.filter((cells) => cells[idColumn]?.trim() === seriesId);
  if (rows.length === 0) throw new Error(`BLS file has no rows for ${seriesId}`);
  return blsObservationsToMonths(
    rows.map((cells) => ({ year: cells[year] ?? '', period: cells[period] ?? '', value: cells[value] ?? '' })),
    `BLS ${seriesId}`,
  );
}

/** Response body of the BLS public API v1/v2 timeseries endpoint. */
export function parseBlsApiJson(json: unknown, seriesId: string): MonthlyValues {
  const response = json as {
    status?: string;
    message?: string[];
    Results?: { series?: { seriesID?: string; data?: BlsObservation[] }[] };
  };
  if (response?.status !== 'REQUEST_SUCCEEDED') {
    throw new Error(`BLS API answered ${response?.status ?? 'something unexpected'}: ${(response?.message ?? []).join(' ')}`);
  }
  const series = response.Results?.series?.find((s) => s.seriesID === seriesId);
  if (!series?.data?.length) throw new Error(`BLS API response has no data for ${seriesId}`);
  return blsObservationsToMonths(series.data, `BLS API ${seriesId}`);
}

/** Our combined file: `month,<SERIES>` with yyyy-mm months. */
export function parseMonthlyCsv(text: string, seriesId: string): MonthlyValues {
  const { body, column } = withHeader(parseCsv(text));
  const [monthColumn, valueColumn] = [column('month'), column(seriesId)];
  const values: MonthlyValues = new Map();
  for (const cells of body) {
    const month = (cells[monthColumn] ?? '').trim();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`monthly CSV: "${month}" is not yyyy-mm`);
    put(values, month, parseLevel(cells[valueColumn], `monthly CSV ${month}`), 'monthly CSV');
  }
  return values;
}

/**
 * Combines sources, later ones winning; where two sources both have a value for a month they must
 * agree, because these are copies of one official series and a difference means a bad download —
 * unless the series is revised after publication (`laterWins`), as CES wage estimates are.
 */
export function mergeMonthlyValues(
  sources: readonly { label: string; values: MonthlyValues }[],
  { laterWins = false }: { laterWins?: boolean } = {},
): MonthlyValues {
  const merged: MonthlyValues = new Map();
  const origin = new Map<string, string>();
  for (const { label, values } of sources) {
    for (const [month, value] of values) {
      const previous = merged.get(month);
      if (!laterWins && value !== null && previous != null && Math.abs(previous - value) > 1e-9) {
        throw new Error(`The sources disagree on ${month}: ${origin.get(month)} has ${previous}, ${label} has ${value}`);
      }
      if (value !== null || previous === undefined) {
        merged.set(month, value);
        origin.set(month, label);
      }
    }
  }
  return merged;
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Lays the values out on a gapless calendar from the first to the last month that has a value. */
export function toMonthlySeries(values: MonthlyValues): MonthlySeries {
  const months = [...values.entries()]
    .filter(([, v]) => v !== null)
    .map(([month]) => month)
    .sort();
  const firstMonth = months[0];
  const lastMonth = months.at(-1);
  if (!firstMonth || !lastMonth) throw new Error('the series has no values');
  const out: (number | null)[] = [];
  for (let month = firstMonth; ; month = nextMonth(month)) {
    out.push(values.get(month) ?? null);
    if (month === lastMonth) break;
  }
  return { firstMonth, lastMonth, values: out };
}
