import type { IssuedRecord, IssuedStamp, SavedFormRecord } from '@damages/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PrintView } from '../../print/print-view.tsx';
import { RebuttalPrintView } from '../../print/rebuttal-print-view.tsx';
import { ReportProvider } from '../../state/report-context.tsx';

/**
 * The printed report as HTML: the print view itself, rendered once without a
 * browser page, so the Word document carries the same sections, sentences and
 * figures as the screen and the PDF (the same pages, the same selector).
 * Written with createElement so the bench can run it outside Vite. An issued
 * version's (`issued`, with `record` as issued) carries its line on the cover; one that supplements
 * another has that one's record as issued (`supplemented`) for its changes since.
 */
export function renderReportHtml(formId: string, record: SavedFormRecord, issued?: IssuedStamp, supplemented?: IssuedRecord): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [`/${formId}/print`] },
      createElement(ReportProvider, { formId, record, issued, supplemented, children: createElement(PrintView) }),
    ),
  );
}

/** The standalone rebuttal report as HTML: its print view (cover and Rebuttal section), rendered as the whole report's is. */
export function renderRebuttalHtml(formId: string, record: SavedFormRecord): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [`/${formId}/rebuttal-report/print`] },
      createElement(ReportProvider, { formId, record, children: createElement(RebuttalPrintView) }),
    ),
  );
}
