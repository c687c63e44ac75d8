import {
  formatMoneyCents,
  lossTotals,
  savedFormRecord,
  selectionOfRecord,
  type FormDataRecord,
  type OpposingReport,
  type SavedFormRecord,
  type StatedFigures,
} from '@damages/contracts';
import { Packer } from 'docx';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedRecordOf, serviceAnswer } from '../../testing/record-builder.ts';
import { computeRebuttal } from '../rebuttal/index.ts';
import { buildDocument } from './export/word/build-document.ts';
import { renderRebuttalHtml, renderReportHtml } from './export/word/render-report-html.tsx';
import { selectReportData } from './model/select-report-data.ts';
import { personalInjuryRecord } from './testing/fixtures.ts';

const SAVED_AT = '2026-01-15T12:00:00.000Z';
const AUTHOR = 'Dr. Pat Quinn';
const MONESSEN = 'Monessen Southwestern Ry. v. Morgan, 486 U.S. 330 (1988)';

/** Our earnings case under FELA: no prejudgment interest, as the forum's law allows none. */
const OUR_DATA: FormDataRecord = (() => {
  const { formData } = personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture']);
  return { ...formData, case: { ...formData.case, forum: 'fela' } };
})();
const OURS: SavedFormRecord = savedRecordOf(OUR_DATA, SAVED_AT);

/** Their assumptions: a wages discount rate of 5 % (ours is 3.94 %) and 6 % simple prejudgment interest. */
const THEIR_DATA: FormDataRecord = {
  ...OUR_DATA,
  case: { ...OUR_DATA.case, economist: 'their-expert', retainingAttorneyOrFirm: 'Defense LLP' },
  plaintiff: { ...OUR_DATA.plaintiff, wagesDiscountRate: 0.05 },
  interest: { ratePercent: 6, compounding: 'simple' },
};

/** Their report prints an earnings figure 1,234.56 below what their own assumptions give. */
function statedFigures(): StatedFigures {
  const replicated = lossTotals(savedRecordOf(THEIR_DATA, SAVED_AT), selectionOfRecord(OURS));
  const elements = replicated.lines.map((line) => ({ key: line.key, past: line.past ?? 0, future: line.future ?? 0, total: line.total }));
  const [earnings, ...others] = elements;
  if (earnings === undefined) throw new Error('The case claims earnings');
  return {
    elements: [{ ...earnings, future: earnings.future - 1234.56, total: earnings.total - 1234.56 }, ...others],
    total: replicated.total - 1234.56,
  };
}

const OPPOSING: OpposingReport = { author: AUTHOR, reportDate: '2025-04-02', ...statedFigures(), formData: THEIR_DATA };

let rebutting: SavedFormRecord;

beforeAll(async () => {
  const rebuttal = await computeRebuttal({ ...OURS, opposing: OPPOSING }, async (path, body) => serviceAnswer(path, body));
  // Saved and read back as a record is: the report reads what the schema keeps.
  rebutting = savedFormRecord.parse(JSON.parse(JSON.stringify({ ...OURS, opposing: OPPOSING, rebuttal })));
});

/** Money as the section prints it, in cents: "$1,234.56" or "($1,234.56)". */
const cents = (text: string) => {
  const amount = Math.round(Number(text.replace(/[($,)]/g, '')) * 100);
  return text.startsWith('(') ? -amount : amount;
};

/** The printed Rebuttal section, or null when the report has none. */
const rebuttalSection = (html: string) => {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const heading = [...document.querySelectorAll('h2.report-section-title')].find((h) => h.textContent === 'Rebuttal');
  return heading?.closest('section') ?? null;
};

function sectionOf(html: string): Element {
  const section = rebuttalSection(html);
  if (section === null) throw new Error('The report has no Rebuttal section');
  return section;
}

function within(root: Element, selector: string): Element {
  const found = root.querySelector(selector);
  if (found === null) throw new Error(`Nothing matches ${selector}`);
  return found;
}

const cellTexts = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');

async function wordText(html: string, record: SavedFormRecord, appendices = true): Promise<string> {
  const document = buildDocument({ html, data: selectReportData({ record }), fontFamily: 'serif', headerText: 'Case', appendices });
  const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
  const body = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
}

describe('the Rebuttal section', () => {
  it('comes after the opinions, unnumbered, so the numbered sections keep their numbers', () => {
    const withIt = selectReportData({ record: rebutting });
    const without = selectReportData({ record: OURS });
    expect(withIt.sections.slice(0, 3)).toEqual(['opinions', 'rebuttal', 'table-of-contents']);
    expect(withIt.sections.filter((id) => id !== 'rebuttal')).toEqual(without.sections);
    expect(withIt.toc.filter((entry) => entry.number !== null)).toEqual(without.toc.filter((entry) => entry.number !== null));
  });

  it('goes from their stated total to ours to the cent, each disputed assumption’s effect its step’s', () => {
    const section = sectionOf(renderReportHtml('rebuttal-case', rebutting));
    expect(section.textContent).toContain(`This section rebuts the report of ${AUTHOR} of April 2, 2025`);

    const waterfall = within(section, '[data-testid="rebuttal-waterfall"]');
    const start = cents(within(waterfall, '[data-testid="waterfall-start"]').textContent ?? '');
    const end = cents(within(waterfall, '[data-testid="waterfall-end"]').textContent ?? '');
    const ourTotal = lossTotals(OURS, selectionOfRecord(OURS)).total;
    expect([start, end]).toEqual([Math.round(OPPOSING.total * 100), Math.round(ourTotal * 100)]);
    const steps = [...waterfall.querySelectorAll('[data-testid="waterfall-step"]')].map(cellTexts);
    expect(steps.map(([label]) => label)).toEqual([
      'Not explained by the stated assumptions',
      'Wages discount rate',
      'Prejudgment interest',
    ]);
    expect(steps[0]?.[1]).toBe('$1,234.56');
    // Each running total is the one before plus the step, and the last is ours.
    let running = start;
    for (const [, amount = '', total = ''] of steps) {
      running += cents(amount);
      expect(cents(total)).toBe(running);
    }
    expect(running).toBe(end);

    // The chart's name lists every bar, from their total to ours.
    const chart = within(section, '[data-testid="waterfall-chart"]');
    expect(chart.getAttribute('aria-label')).toBe(
      `Waterfall from their total to ours: Total in the report of ${AUTHOR} ${formatMoneyCents(OPPOSING.total)}; ` +
        steps.map(([label, amount]) => `${label} ${amount}`).join('; ') +
        `; Total in this report ${formatMoneyCents(ourTotal)}`,
    );

    const disputed = [...section.querySelectorAll('[data-testid="rebuttal-disputed"] tbody tr')].map(cellTexts);
    expect(disputed).toEqual([
      ['Wages discount rate', steps[1]?.[1], '3.94%; source: entered'],
      ['Prejudgment interest', steps[2]?.[1], `not used; cited: ${MONESSEN}`],
    ]);
  });

  it('replicates their figures element by element, and states what the screen found with its citation', () => {
    const section = sectionOf(renderReportHtml('rebuttal-case', rebutting));
    const rows = [...section.querySelectorAll('[data-testid="rebuttal-replication"] tbody tr')].map(cellTexts);
    const stated = OPPOSING.elements[0]?.total ?? Number.NaN;
    expect(rows[0]).toEqual([
      'Loss of Earnings',
      formatMoneyCents(stated),
      formatMoneyCents(stated + 1234.56),
      '$1,234.56',
      `${((1234.56 / stated) * 100).toFixed(2)}%`,
    ]);
    // Their total and its parts, each beside ours: only the earnings figure is off, by what their assumptions do not explain.
    const total = rows.find(([label]) => label === 'Total economic loss');
    expect(total?.slice(1, 4)).toEqual([formatMoneyCents(OPPOSING.total), formatMoneyCents(OPPOSING.total + 1234.56), '$1,234.56']);
    expect(rows.find(([label]) => label === 'Total economic loss, past')?.[3]).toBe('$0.00');
    const findings = [...section.querySelectorAll('[data-testid="rebuttal-findings"] li')].map((li) => li.textContent);
    expect(findings).toContain(
      `Federal: FELA and Jones Act: No prejudgment interest (${MONESSEN}). Their assumptions add prejudgment interest.`,
    );
  });

  it('says so when the rebuttal is not computed yet, and is absent from a case rebutting no report', () => {
    const { rebuttal: _computed, ...pending } = rebutting;
    expect(sectionOf(renderReportHtml('pending', pending)).textContent).toContain(
      `The rebuttal of the report of ${AUTHOR} has not been computed yet`,
    );
    expect(rebuttalSection(renderReportHtml('ours', OURS))).toBeNull();
    expect(selectReportData({ record: OURS }).rebuttal).toBeUndefined();
  });

  it('is in the Word document, and the standalone rebuttal report is its cover and this section alone', async () => {
    const whole = await wordText(renderReportHtml('rebuttal-case', rebutting), rebutting);
    expect(whole).toContain(`This section rebuts the report of ${AUTHOR}`);
    expect(whole).toContain(`not used; cited: ${MONESSEN}`);

    const html = renderRebuttalHtml('rebuttal-case', rebutting);
    const standalone = await wordText(html, rebutting, false);
    expect(standalone).toContain(`Rebuttal of the report of ${AUTHOR} of April 2, 2025`);
    expect(standalone).toContain('Wages discount rate');
    expect(standalone).not.toContain('Table of Contents');
    expect(standalone).not.toContain('Appendix A');
  });
});
