import { issueVersion, type FormDataRecord, type SavedBridge, type SavedFormRecord } from '@damages/contracts';
import { Packer } from 'docx';
import JSZip from 'jszip';
import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf } from '../../testing/record-builder.ts';
import { buildDocument } from './export/word/build-document.ts';
import { renderReportHtml } from './export/word/render-report-html.tsx';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

const ID = 'supplement-case';
/** The earnings case as issued on 2025-03-02: two incomes and two retirement ages, four scenarios. */
const FIRST = personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture']).formData;
/** Its supplement: valued seven months later, the first income corrected. */
const SUPPLEMENT: FormDataRecord = {
  ...FIRST,
  case: { ...FIRST.case, dateOfReport: '2025-10-01', dateOfTrial: '2026-08-17' },
  plaintiff: { ...FIRST.plaintiff, annualIncome: [140000, ...FIRST.plaintiff.annualIncome.slice(1)] },
  supplements: { version: 1 },
};

/** Money as the report prints it, in cents: "$1,234.56", "($1,234.56)" or "$1,235". */
const cents = (text: string) => {
  const amount = Math.round(Number(text.replace(/[($,)]/g, '')) * 100);
  return text.startsWith('(') ? -amount : amount;
};

/** The passage of time's part of the past losses in the supplement's bridge; the rest of its part is the future losses'. */
const TIME_PAST = 30000;

/**
 * The supplement as its submit saves it, with a bridge whose parts foot to its difference: its figures
 * are those of the bridge's own tests. `withSides`: the past and the future losses bridged too, as a
 * submit saves them now; without, a bridge saved before they were.
 */
async function supplementCase(withSides = false): Promise<{ record: SavedFormRecord; before: number; after: number }> {
  const first = savedRecordOf(FIRST, '2025-03-01T10:00:00.000Z');
  const { issued } = await issueVersion(first, '2025-03-02');
  const now = savedRecordOf(SUPPLEMENT, '2025-10-01T09:00:00.000Z');
  const old = selectReportData({ record: first }).totals;
  const current = selectReportData({ record: now }).totals;
  const [before, after] = [old.total, current.total];
  const time = 41234.56;
  const timeAveraged = 40987.65;
  const side = (from: number, to: number, timePart: number) => ({
    before: from,
    after: to,
    steps: [
      { sequential: timePart, shapley: timePart },
      { sequential: Math.round((to - from - timePart) * 100) / 100, shapley: Math.round((to - from - timePart) * 100) / 100 },
    ],
  });
  const sides = {
    past: side(old.past, current.past, TIME_PAST),
    future: side(old.future, current.future, Math.round((time - TIME_PAST) * 100) / 100),
  };
  const bridge: SavedBridge = {
    ...(withSides && sides),
    from: { version: 1, issuedOn: '2025-03-02' },
    before,
    after,
    steps: [
      { kind: 'passageOfTime', label: 'Passage of time', sequential: time, shapley: timeAveraged },
      {
        kind: 'input',
        label: 'Annual income, scenario 1',
        sequential: Math.round((after - before - time) * 100) / 100,
        shapley: Math.round((after - before - timeAveraged) * 100) / 100,
      },
    ],
  };
  return { record: { ...now, issued, bridge }, before, after };
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await import('./report-pages.tsx');
});

describe('the changes since the report a supplement updates', () => {
  it('prints every figure of both Summaries and the bridge, footing to the cent, right after the opinions', async () => {
    const { record, before, after } = await supplementCase();
    const old = selectReportData({ record: savedRecordOf(FIRST, '2025-03-01T10:00:00.000Z') }).totals;
    const now = selectReportData({ record }).totals;
    renderReport(`/${ID}/print`, { [ID]: record });
    const heading = await screen.findByRole('heading', { name: 'Changes since the report of March 2, 2025' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.indexOf(heading.textContent)).toBe(sections.indexOf('Summary of Opinions') + 1);

    const figures = within(screen.getByTestId('changed-figures'));
    const row = (label: string) => figures.getByRole('rowheader', { name: label }).closest('tr')!;
    const values = (label: string) => [...row(label).querySelectorAll('td')].map((cell) => cents(cell.textContent ?? ''));
    expect(values('Total economic loss, total')).toEqual([before * 100, after * 100, (after - before) * 100]);
    expect(values('Total economic loss, past')).toEqual([old.past * 100, now.past * 100, (now.past - old.past) * 100]);
    const earnings = now.lines[0]!;
    expect(values(`${earnings.label}, future`)).toEqual([
      old.lines[0]!.future! * 100,
      earnings.future! * 100,
      (earnings.future! - old.lines[0]!.future!) * 100,
    ]);
    // Every scenario both hold: two incomes by two retirement ages.
    const scenarios = within(screen.getByTestId('changed-scenarios')).getAllByRole('row').slice(1);
    expect(scenarios).toHaveLength(4);

    const bridge = within(screen.getByTestId('bridge'));
    expect(bridge.getByTestId('bridge-start')).toHaveTextContent('$' + before.toLocaleString('en-US'));
    expect(bridge.getByTestId('bridge-end')).toHaveTextContent('$' + after.toLocaleString('en-US'));
    const parts = ['Passage of time', 'Annual income, scenario 1'].map((label) =>
      [...bridge.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map((cell) =>
        cents(cell.textContent ?? ''),
      ),
    );
    expect(parts[0]).toEqual([4123456, 4098765]);
    // Each column adds exactly to the difference the section states.
    expect(parts[0]![0]! + parts[1]![0]!).toBe((after - before) * 100);
    expect(parts[0]![1]! + parts[1]![1]!).toBe((after - before) * 100);
    expect(screen.getByText(/methodology §20/)).toHaveTextContent(
      `Each column adds exactly to the difference of $${(after - before).toLocaleString('en-US')}.`,
    );
    // A bridge saved before the past and the future were bridged prints the total's alone.
    expect(screen.queryByTestId('sides-bridge')).not.toBeInTheDocument();
  });

  it('prints the change in the past and in the future losses cause by cause, each column adding to its difference', async () => {
    const { record } = await supplementCase(true);
    const old = selectReportData({ record: savedRecordOf(FIRST, '2025-03-01T10:00:00.000Z') }).totals;
    const now = selectReportData({ record }).totals;
    renderReport(`/${ID}/print`, { [ID]: record });
    const table = within(await screen.findByTestId('sides-bridge'));
    expect(table.getByText('The change in past and future losses, cause by cause')).toBeInTheDocument();
    const values = (label: string) =>
      [...table.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map((cell) => cents(cell.textContent ?? ''));
    expect(values('Total in the report of March 2, 2025')).toEqual([old.past * 100, old.future * 100]);
    expect(values('Total in this report')).toEqual([now.past * 100, now.future * 100]);
    const time = values('Passage of time');
    const income = values('Annual income, scenario 1');
    // The time's $41,234.56 of the total: $30,000.00 of past losses and $11,234.56 of future.
    expect(time).toEqual([3000000, 1123456]);
    expect(time[0]! + income[0]!).toBe((now.past - old.past) * 100);
    expect(time[1]! + income[1]!).toBe((now.future - old.future) * 100);
    // No recalculation row: the report supplemented printed the figures the bridge starts from.
    expect(table.getAllByRole('row')).toHaveLength(5);
    const money = (amount: number) => `${amount < 0 ? '(' : ''}$${Math.abs(amount).toLocaleString('en-US')}${amount < 0 ? ')' : ''}`;
    expect(screen.getByText(/split between the past and the future losses/)).toHaveTextContent(
      `the past column adds exactly to the past losses' difference of ${money(now.past - old.past)}, the future column to the future losses' difference of ${money(now.future - old.future)}`,
    );
  });

  it('is not in a report that supplements nothing', async () => {
    const { record } = await supplementCase();
    const { bridge: _bridge, ...plain } = record;
    renderReport(`/${ID}/print`, { [ID]: { ...plain, formData: FIRST } });
    await screen.findByRole('heading', { name: 'Summary of Opinions' });
    expect(screen.queryByRole('heading', { name: /^Changes since the report of/ })).not.toBeInTheDocument();
    expect(selectReportData({ record: plain }).sections).not.toContain('changes-since');
  });

  it('is in the Word document, bridge and all', async () => {
    const { record } = await supplementCase();
    const document = buildDocument({
      html: renderReportHtml('word-supplement', record),
      data: selectReportData({ record }),
      fontFamily: 'serif',
      headerText: '',
    });
    const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
    const body = await zip.file('word/document.xml')!.async('string');
    const text = [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]!).join('');
    expect(text).toContain('Changes since the report of March 2, 2025');
    expect(text).toContain('Passage of time$41,234.56$40,987.65');
    expect(text).toContain('Total in this report');
  });
});
