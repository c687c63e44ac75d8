import { formatMoney } from '@damages/contracts';
import { wholeDollars } from '@damages/engine';
import JSZip from 'jszip';
import { Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { reportTotalsExample } from '../../../../../../../fixtures/report-totals/index.ts';
import { selectReportData } from '../../model/select-report-data.ts';
import { lifeCarePlanRecord } from '../../testing/fixtures.ts';
import { buildDocument } from './build-document.ts';
import { renderReportHtml } from './render-report-html.tsx';

/** The Word document totals the life-care plan as the report does (methodology §10, version 3). */

const example = reportTotalsExample('report-totals-medical-scenarios');
const BILLED = 18250.4;
const record = lifeCarePlanRecord(example.request, BILLED);

const text = (xml: string) =>
  [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'")).join('');
const rows = (xml: string) =>
  [...xml.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => text(c[1]!)));

describe('the Word document of a life-care plan', async () => {
  const data = selectReportData({ record });
  const document = buildDocument({ html: renderReportHtml('word-life-care-plan', record), data, fontFamily: 'serif', headerText: '' });
  const zip = await JSZip.loadAsync(await Packer.toArrayBuffer(document));
  const body = await zip.file('word/document.xml')!.async('string');

  it('has the care before trial as its own past line and the future care of every modality, in whole dollars', () => {
    // A case without a saved scenario of record exports the default one: the probable medical scenario.
    expect(data.selection.medical).toBe('probable');
    const all = rows(body);
    const beforeTrial = all.filter((row) => row[0] === 'Life-care plan, before trial');
    expect(beforeTrial.length).toBeGreaterThanOrEqual(2); // the Quantitative summary and the Summary
    for (const row of beforeTrial) expect(row[1]).toBe(formatMoney(wholeDollars(example.expected.past.probable.total)));
    const medical = all.filter((row) => row[0] === 'Medical Expenses');
    expect(medical.length).toBeGreaterThanOrEqual(2);
    for (const row of medical)
      expect(row.slice(1, 3)).toEqual([
        formatMoney(wholeDollars(BILLED)),
        formatMoney(wholeDollars(example.expected.future.probable.total)),
      ]);
    expect(text(body)).toContain(formatMoney(data.totals.total));
  });
});
