import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatReportDate } from '../../../lib/format.ts';
import { BackgroundPage } from '../pages/BackgroundPage.tsx';
import { AssumptionsPage } from '../pages/AssumptionsPage.tsx';
import { CertificationPage } from '../pages/CertificationPage.tsx';
import { DiscountPage } from '../pages/DiscountPage.tsx';
import { ExhibitsPage } from '../pages/ExhibitsPage.tsx';
import { IntroductionCase, IntroductionPurpose } from '../pages/IntroductionPage.tsx';
import { LossOfServicesPage } from '../pages/LossOfServicesPage.tsx';
import { LossOfSupportPage } from '../pages/LossOfSupportPage.tsx';
import { QuantitativeSummary } from '../pages/QuantitativePage.tsx';
import { ReferencesPage } from '../pages/ReferencesPage.tsx';
import { SummaryConclusion } from '../pages/SummaryPage.tsx';
import { TableOfContents } from '../pages/TableOfContentsPage.tsx';
import { useReport } from '../state/report-context.tsx';
import { useDocumentTitle } from '../state/use-document-title.ts';
import { CoverPage } from './CoverPage.tsx';
import { PrintAppendices } from './PrintAppendices.tsx';
import { printPageStyle } from './print-page-style.ts';

/** Resolves once web fonts are loaded and two frames have been painted (charts laid out). */
function whenPainted(): Promise<void> {
  const fonts = document.fonts?.ready ?? Promise.resolve();
  return fonts.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * /{formId}/print: the whole report in order — title page, contents, sections
 * 1–10, the appendix tables of the chosen scenarios and the exhibits — as one
 * print document. Opened by 'Generate PDF', which then calls window.print().
 */
export function PrintView() {
  const { formId, data, fontFamily } = useReport();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const autoPrint = (location.state as { autoPrint?: boolean } | null)?.autoPrint === true;
  const has = (n: number) => data.toc.some((entry) => entry.number === n);
  useDocumentTitle(`Economic Damages Report - ${data.facts.name} - ${formatReportDate(data.facts.dateOfReport)}`);

  useEffect(() => {
    let live = true;
    void whenPainted().then(() => {
      if (!live) return;
      setReady(true);
      if (autoPrint) {
        navigate('.', { replace: true, state: null });
        window.print();
      }
    });
    return () => {
      live = false;
    };
  }, [autoPrint, navigate]);

  return (
    <div className="print-view" data-print-ready={ready ? 'true' : 'false'}>
      <style>{printPageStyle(data.facts.caption, formatReportDate(data.facts.dateOfReport), fontFamily)}</style>
      <div className="print-toolbar d-print-none">
        <Link to={`/${formId}/table-of-contents`} className="btn btn-outline-secondary btn-sm">
          Back to report
        </Link>
        <Button size="sm" variant="primary" onClick={() => window.print()} disabled={!ready}>
          Print / Save as PDF
        </Button>
        <span className="small text-muted">Choose “Save as PDF” as the destination to keep a PDF copy.</span>
      </div>
      <div className="report-paper print-document" style={{ fontFamily }}>
        <CoverPage />
        <TableOfContents linked={false} />
        <IntroductionPurpose />
        <IntroductionCase />
        <BackgroundPage />
        <AssumptionsPage />
        {has(4) && <LossOfSupportPage />}
        {has(5) && <LossOfServicesPage />}
        <DiscountPage />
        <QuantitativeSummary />
        <SummaryConclusion />
        <CertificationPage />
        <ReferencesPage />
        <PrintAppendices />
        <ExhibitsPage />
      </div>
    </div>
  );
}
