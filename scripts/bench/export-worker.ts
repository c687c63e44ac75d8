import path from 'node:path';
import { repoRoot } from '../../apps/server/src/paths.ts';

/**
 * Times the Word and Excel exports of the largest case in Node and prints
 * {wordMs, excelMs} as JSON (run by export-timing.ts with the web app's
 * TypeScript settings, for its JSX).
 */

// The Word exporter renders the print view and reads its HTML: give Node the DOM a browser has.
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: object) => { window: Record<string, unknown> } };
const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
Object.assign(globalThis, {
  DOMParser: dom.window.DOMParser,
  localStorage: dom.window.localStorage,
  window: dom.window,
  document: dom.window.document,
});

// The web modules are loaded by path: the scripts' type check has no DOM types, the web project checks them.
const web = (file: string) => import(path.join(repoRoot, 'apps/web/src', file));
const { Packer } = await import('docx');
const { selectReportData } = await web('features/report/model/select-report-data.ts');
const { maximalInjuryRecord } = await web('features/report/export/testing/maximal-records.ts');
const { buildDocument } = await web('features/report/export/word/build-document.ts');
const { renderReportHtml } = await web('features/report/export/word/render-report-html.tsx');
const { workbookBytes } = await web('features/report/export/excel/build-workbook.ts');

const record = maximalInjuryRecord();
const data = selectReportData({ record });
const word = async () =>
  Packer.toArrayBuffer(buildDocument({ html: renderReportHtml('bench', record), data, fontFamily: 'Arial', headerText: 'bench' }));
const excel = () => Promise.resolve(workbookBytes(record, data));

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

console.log(JSON.stringify({ wordMs: await median(word), excelMs: await median(excel) }));
