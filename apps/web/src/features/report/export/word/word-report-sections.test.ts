import JSZip from 'jszip';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { selectReportData } from '../../model/select-report-data.ts';
import { formatMoney, type SavedFormRecord } from '@damages/contracts';
import { OPINION_WORDS } from '../../model/opinion-words.ts';
import { COMBINED_SCHEDULE_WORDS } from '../../model/combined-schedule.ts';
import { reportTotalsExample } from '../../../../../../../fixtures/report-totals/index.ts';
import { savedRecordWithSensitivity } from '../../../../testing/record-builder.ts';
import { lifeCarePlanRecord, personalInjuryRecord } from '../../testing/fixtures.ts';
import { RIVERA, signedRecord } from '../../testing/signing-fixtures.ts';
import { version3InjuryRecord } from '../testing/version3-record.ts';
import { buildDocument } from './build-document.ts';
import { renderReportHtml } from './render-report-html.tsx';

/**
 * The Word report read back and compared with the print view section by
 * section: every paragraph, list item, table cell and signature line the
 * printed section shows is in the Word section of the same title; the
 * signature is an image; each exhibit is a chart with the report's figures.
 * (The appendix tables are compared figure by figure in word-document.test.ts.)
 */

const SKIPPED =
  'svg, style, script, button, nav, input, select, caption, colgroup, .d-print-none, .print-toolbar, .visually-hidden, .report-warnings';
/** Whitespace differs between HTML and Word runs (line breaks, spaces between runs); the words and figures do not. */
const squeeze = (text: string) => text.replace(/\s+/g, '').replace(/[’']/g, "'");

/** The printed report's sections: each h2 title with the texts of its smallest blocks. */
function printedSections(html: string): { title: string; texts: string[] }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(SKIPPED).forEach((el) => el.remove());
  doc.querySelectorAll('.appendix-page').forEach((el) => el.remove());
  // The Word report has the contents page in its own form, a field Word fills on opening: none of its text is compared.
  doc.querySelectorAll('.toc-list').forEach((el) => el.closest('section')?.remove());
  const sections: { title: string; texts: string[] }[] = [];
  const root = doc.querySelector('.print-document') ?? doc.body;
  const blocks = root.querySelectorAll('h2, p, li, dt, dd, td, th, figcaption, div');
  blocks.forEach((el) => {
    if (el.tagName === 'H2') {
      sections.push({ title: el.textContent.trim(), texts: [] });
      return;
    }
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
    if (el.tagName === 'DIV' && !own) return;
    if (el.querySelector('p, li, td, div') && el.tagName !== 'LI') return;
    const text = el.textContent.trim();
    if (text !== '') sections.at(-1)?.texts.push(text);
  });
  return sections.filter((s) => s.texts.length > 0);
}

const wordText = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;|&#39;/g, "'"),
    )
    .join('');

/** The Word body cut at each Heading 1 paragraph: title → the text up to the next one. */
function wordSections(body: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = body.split(/(?=<w:p>(?:(?!<\/w:p>)[\s\S])*?<w:pStyle w:val="Heading1"\/>)/);
  for (const part of parts) {
    const heading = /^<w:p>[\s\S]*?<\/w:p>/.exec(part)?.[0] ?? '';
    if (!heading.includes('w:val="Heading1"')) continue;
    sections.set(squeeze(wordText(heading)), wordText(part.slice(heading.length)));
  }
  return sections;
}

async function wordReport(record: SavedFormRecord, id: string) {
  const data = selectReportData({ record });
  const html = renderReportHtml(id, record);
  const document = buildDocument({ html, data, fontFamily: 'serif', headerText: 'Martinez v. Acme Trucking, Inc.' });
  const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
  const body = await zip.file('word/document.xml')!.async('string');
  return { data, html, zip, body, sections: wordSections(body), printed: printedSections(html) };
}

/** The economist's own paragraphs, with a bulleted and a numbered list, in sections of both kinds of page. */
const NARRATIVE = {
  introduction: 'Mr. Whitfield died in a collision on his way home from work.',
  background:
    'The vocational expert found that he had worked full time for twenty years.\n\nHis employer confirmed:\n- his wages;\n- his benefits.',
  'loss-of-support':
    'Counsel asked me to assume:\n1. that he would have supported his children until 18;\n2. that his spouse would not remarry.',
  summary: 'These figures rest on the assumptions counsel gave me.',
} as const;

/** The signed wrongful-death case with the economist's paragraphs and the decedent's occupation and employer. */
function narratedRecord(): SavedFormRecord {
  const record = signedRecord();
  record.formData.plaintiff = { ...record.formData.plaintiff, occupation: 'machinist', employer: 'Delta Tool & Die' };
  record.formData.narrative = { ...NARRATIVE };
  return record;
}

const CASES: [string, () => SavedFormRecord][] = [
  ['a signed wrongful-death report', signedRecord],
  ["a wrongful-death report with the economist's paragraphs", narratedRecord],
  [
    'a life-care plan with care before trial',
    () => lifeCarePlanRecord(reportTotalsExample('report-totals-medical-scenarios').request, 18250.4),
  ],
  ['a case with a forum, worklife, a valuation method and prejudgment interest', version3InjuryRecord],
  [
    'an injury case with its sensitivity exhibit',
    () =>
      savedRecordWithSensitivity(personalInjuryRecord(['lossOfEarningsPast', 'lossOfEarningsFuture']).formData, '2025-03-01T12:00:00.000Z'),
  ],
];

describe.each(CASES)('the Word report of %s, compared with its print view', async (name, make) => {
  const { printed, sections } = await wordReport(make(), name.replace(/\W+/g, '-'));

  it('has every printed section, each with every paragraph, list item and table cell the print view shows', () => {
    expect(printed.length).toBeGreaterThanOrEqual(10);
    const missing: string[] = [];
    for (const section of printed) {
      const word = sections.get(squeeze(section.title));
      if (word === undefined) {
        missing.push(`section "${section.title}" is not in the Word report`);
        continue;
      }
      for (const text of section.texts)
        if (!squeeze(word).includes(squeeze(text))) missing.push(`${section.title}: "${text.slice(0, 90)}"`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the signed Word report', async () => {
  const { data, html, zip, body, sections } = await wordReport(signedRecord(), 'word-signed');

  it('ends the certification with the signature image, the name, the credentials and the date', () => {
    const certification = [...sections.entries()].find(([title]) => title.toLowerCase().includes('certification'));
    expect(certification).toBeDefined();
    const text = certification![1];
    expect(text).toContain(`${RIVERA.fullName}`);
    expect(text).toContain(RIVERA.credentials);
    expect(text).toContain('Date:');
    expect(body).toContain(`descr="Signature of ${RIVERA.fullName}`);
    expect(Object.keys(zip.files).some((f) => /^word\/media\/.+\.png$/.test(f))).toBe(true);
  });

  it('opens with the Summary of Opinions, before the contents, with its opinions and the range of the total', () => {
    const opinions = squeeze(sections.get(squeeze('Summary of Opinions')) ?? '');
    const { facts, totals, totalRange } = data;
    expect(opinions).toContain(squeeze(OPINION_WORDS.total(facts.incident, facts.name, totals, facts.dateOfTrial)));
    // Two life expectancies for the household services: two scenarios.
    expect(opinions).toContain(
      squeeze(
        `Across the 2 scenarios this case holds, the total economic loss ranges from ${formatMoney(totalRange!.lowest)} to ${formatMoney(totalRange!.highest)}.`,
      ),
    );
    expect(opinions).toContain(
      squeeze(`Total economic loss${formatMoney(totals.past)}${formatMoney(totals.future)}${formatMoney(totals.total)}`),
    );
    expect(body.indexOf('>Summary of Opinions<')).toBeGreaterThan(-1);
    expect(body.indexOf('>Summary of Opinions<')).toBeLessThan(body.indexOf('>Table of Contents<'));
  });

  it('draws every exhibit as a chart of the report’s own figures', async () => {
    const exhibits = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('figure[data-exhibit]').length;
    expect(exhibits).toBe(data.annualLoss.length + data.comparisons.length);
    const charts = Object.keys(zip.files).filter((f) => /^word\/charts\/chart\d+\.xml$/.test(f));
    expect(charts).toHaveLength(exhibits);
    // The first exhibit's bars are the first annual series' yearly losses.
    const first = await zip.file('word/charts/chart1.xml')!.async('string');
    const values = [...first.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => m[1]);
    const series = data.annualLoss[0]!;
    for (const point of series.points.filter((p) => p.future !== 0).slice(0, 5)) expect(values).toContain(String(point.future));
  });
});

describe('the combined schedule by year in the Word report', async () => {
  const { data, sections } = await wordReport(signedRecord(), 'word-schedule');

  it('is in the Exhibits section, each year and the total row as printed, the total the summary’s', () => {
    const exhibits = [...sections.entries()].find(([title]) => title.endsWith('Exhibits'))?.[1] ?? '';
    expect(exhibits).toContain(COMBINED_SCHEDULE_WORDS.title);
    const schedule = data.combinedSchedule;
    const pairs = (cells: readonly ({ nominal: number; presentValue: number } | null)[]) =>
      cells.map((cell) => (cell ? formatMoney(cell.nominal) + formatMoney(cell.presentValue) : '——')).join('');
    const last = schedule.years.at(-1)!;
    expect(squeeze(exhibits)).toContain(
      squeeze(`${last.year}${pairs(last.cells)}${pairs([last])}${formatMoney(last.cumulativePresentValue)}`),
    );
    expect(squeeze(exhibits)).toContain(
      squeeze(`${COMBINED_SCHEDULE_WORDS.total}${pairs(schedule.total.cells)}${pairs([schedule.total])}`),
    );
    expect(schedule.total.presentValue).toBe(data.totals.total);
  });
});

describe("the economist's paragraphs in the Word report", async () => {
  const { printed, sections } = await wordReport(narratedRecord(), 'word-narrated');
  const wordSection = (title: RegExp) => [...sections.entries()].find(([heading]) => title.test(heading))?.[1] ?? '';
  const printedSection = (title: RegExp) => printed.find((section) => title.test(section.title))?.texts ?? [];

  it('are printed, each paragraph and list item in its own section', () => {
    expect(printedSection(/Background/)).toEqual(
      expect.arrayContaining([
        'The vocational expert found that he had worked full time for twenty years.',
        'His employer confirmed:',
        'his wages;',
        'his benefits.',
        'At the time of his death, Daniel R. Whitfield worked as a machinist for Delta Tool & Die.',
      ]),
    );
    expect(printedSection(/Loss of Support/)).toEqual(
      expect.arrayContaining(['that he would have supported his children until 18;', 'that his spouse would not remarry.']),
    );
  });

  it('are in the Word section of the same title, with the occupation sentence', () => {
    expect(squeeze(wordSection(/Introduction/))).toContain(squeeze(NARRATIVE.introduction));
    const background = squeeze(wordSection(/Background/));
    for (const text of [
      'The vocational expert found that he had worked full time for twenty years.',
      'His employer confirmed:',
      'his wages;',
    ])
      expect(background).toContain(squeeze(text));
    expect(background).toContain(squeeze('At the time of his death, Daniel R. Whitfield worked as a machinist for Delta Tool & Die.'));
    expect(squeeze(wordSection(/LossofSupport/))).toContain(squeeze('that his spouse would not remarry.'));
    expect(squeeze(wordSection(/Summary&Conclusion/))).toContain(squeeze(NARRATIVE.summary));
  });
});

describe("the Word report's lists", async () => {
  const { zip, body } = await wordReport(narratedRecord(), 'word-lists');
  const numbering = await zip.file('word/numbering.xml')!.async('string');
  /** The numbering format of the list a paragraph holding `text` is in. */
  const formatOf = (text: string) => {
    const paragraph = [...body.matchAll(/<w:p>[\s\S]*?<\/w:p>/g)].map((m) => m[0]).find((p) => p.includes(text));
    const numId = /<w:numId w:val="(\d+)"\/>/.exec(paragraph ?? '')?.[1];
    const abstract = new RegExp(`<w:num w:numId="${numId}"[^>]*>\\s*<w:abstractNumId w:val="(\\d+)"/`).exec(numbering)?.[1];
    const definition = new RegExp(`<w:abstractNum [^>]*w:abstractNumId="${abstract}"[\\s\\S]*?</w:abstractNum>`).exec(numbering)?.[0];
    return /<w:numFmt w:val="(\w+)"\/>/.exec(definition ?? '')?.[1];
  };

  it('keeps a numbered list numbered and a bulleted list bulleted', () => {
    expect(formatOf('that he would have supported his children until 18')).toBe('decimal');
    expect(formatOf('his benefits')).toBe('bullet');
  });
});
