import { formatReportDate, REBUTTAL_REPORT_WORDS } from '@damages/contracts';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { RebuttalCover, RebuttalPage } from '../pages/rebuttal-page.tsx';
import { reportFileName } from '../model/report-file-name.ts';
import { ScenarioOfRecordScope, useReport } from '../state/report-context.tsx';
import { useDocumentTitle } from '../state/use-document-title.ts';
import { printPageStyle, usePageStyleSheet } from './print-page-style.ts';
import { whenPainted } from './print-view.tsx';

/**
 * /{formId}/rebuttal-report/print: the standalone rebuttal report, its own cover (the caption, the
 * report rebutted, the economist) and the report's Rebuttal section, printed by the same page style
 * as the whole report and turned into Word by the same pipeline (export/word/). A case without an
 * opposing report has nothing to print here but the way back.
 */
export function RebuttalPrintView() {
  return (
    <ScenarioOfRecordScope>
      <RebuttalDocument />
    </ScenarioOfRecordScope>
  );
}

function RebuttalDocument() {
  const { basePath, data, fontFamily, issued } = useReport();
  const [ready, setReady] = useState(false);
  usePageStyleSheet(printPageStyle(data.facts.caption, formatReportDate(data.facts.dateOfReport), fontFamily));
  useDocumentTitle(`${reportFileName(data, issued)} - ${REBUTTAL_REPORT_WORDS.coverKicker}`);

  useEffect(() => {
    let live = true;
    void whenPainted().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <main className="print-view" data-print-ready={ready ? 'true' : 'false'}>
      <div className="print-toolbar d-print-none">
        <Link to={`${basePath}/rebuttal`} className="btn btn-outline-secondary btn-sm">
          Back to report
        </Link>
        <Button size="sm" variant="primary" onClick={() => window.print()} disabled={!ready}>
          Print / Save as PDF
        </Button>
      </div>
      <div className="report-paper print-document" style={{ fontFamily }}>
        <RebuttalCover />
        <RebuttalPage />
      </div>
    </main>
  );
}
