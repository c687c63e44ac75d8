import type { SavedFormRecord } from '@damages/contracts';
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  halfDollarRecord,
  personalInjuryRecord,
  personalInjuryV2Record,
  wrongfulDeathRecord,
  wrongfulDeathV2Record,
} from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/** "$1,234" → 1234, "($1,234)" → −1234, "n/a" → 0 (a period not claimed adds nothing). */
function dollars(text: string | null): number {
  const value = (text ?? '').trim();
  if (value === 'n/a') return 0;
  expect(value).toMatch(/^\(?\$[\d,]+\)?$/);
  return (value.startsWith('(') ? -1 : 1) * Number(value.replace(/[^0-9]/g, ''));
}

const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent);

/** Checks every summary table on the page as a reader with a calculator would; returns how many were checked. */
function expectEveryTableFoots(container: HTMLElement): number {
  const threeColumn = [...container.querySelectorAll('table.totals-table, table.results-table')];
  for (const table of threeColumn) {
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => cells(row).map(dollars));
    for (const [past, future, total] of rows) expect(total).toBe(past! + future!);
    const foot = table.querySelector('tfoot tr');
    if (foot) {
      const [past, future, total] = cells(foot).map(dollars);
      expect(past).toBe(rows.reduce((sum, r) => sum + r[0]!, 0));
      expect(future).toBe(rows.reduce((sum, r) => sum + r[1]!, 0));
      expect(total).toBe(past! + future!);
      expect(total).toBe(rows.reduce((sum, r) => sum + r[2]!, 0));
    }
  }
  const services = [...container.querySelectorAll('table.services-table')];
  for (const table of services) {
    const annual = [...table.querySelectorAll('tbody tr')].map((row) => dollars(cells(row)[3]!));
    expect(dollars(table.querySelector('tfoot td.num')!.textContent)).toBe(annual.reduce((sum, v) => sum + v, 0));
  }
  return threeColumn.length + services.length;
}

const CASES: [string, () => SavedFormRecord][] = [
  ['wrongful death', wrongfulDeathRecord],
  ['personal injury', personalInjuryRecord],
  ['fifty-cent figures', halfDollarRecord],
  ['personal injury, version 2', personalInjuryV2Record],
  ['wrongful death, version 2', wrongfulDeathV2Record],
];

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await import('./report-pages.tsx');
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('every summary table foots to the dollar (methodology §10)', () => {
  for (const [name, build] of CASES) {
    it(`on the quantitative, summary, earnings, support and services pages (${name})`, async () => {
      const record = build();
      for (const page of ['quantitative', 'summary', 'loss-of-earnings', 'loss-of-support', 'loss-of-services']) {
        const { container, unmount } = renderReport(`/case/${page}`, { case: record });
        await screen.findAllByRole('heading', { level: 2 });
        expectEveryTableFoots(container);
        if (page === 'quantitative' || page === 'summary') expect(container.querySelectorAll('table.totals-table')).toHaveLength(1);
        unmount();
      }
    });

    it(`in the print view (${name})`, async () => {
      const { container } = renderReport('/case/print', { case: build() });
      await screen.findByRole('heading', { name: /Quantitative Economic Loss Summary/ });
      // The opinions', quantitative and summary totals, plus the results and services tables of the sections this case has.
      expect(expectEveryTableFoots(container)).toBeGreaterThanOrEqual(4);
      expect(container.querySelectorAll('table.totals-table')).toHaveLength(3);
    });
  }
});
