import { ISSUED_WORDS, SCENARIO_OF_RECORD_WORDS, formatReportDate } from '@damages/contracts';
import { Fragment, useEffect, useState, type ComponentType } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { EconomistText } from '../layout/economist-text.tsx';
import { BackgroundPage } from '../pages/background-page.tsx';
import { ChangesSincePage } from '../pages/changes-since-page.tsx';
import { RebuttalPage } from '../pages/rebuttal-page.tsx';
import { AssumptionsPage } from '../pages/assumptions-page.tsx';
import { CertificationPage } from '../pages/certification-page.tsx';
import { DiscountPage } from '../pages/discount-page.tsx';
import { ExhibitsPage } from '../pages/exhibits-page.tsx';
import { PrejudgmentInterestPage } from '../pages/prejudgment-interest-page.tsx';
import { FactsAndDataPage } from '../pages/facts-and-data-page.tsx';
import { SummaryOfOpinions } from '../pages/opinions-page.tsx';
import { QualificationsPage } from '../pages/qualifications-page.tsx';
import { IntroductionCase, IntroductionPurpose } from '../pages/introduction-page.tsx';
import { LossOfEarningsPage } from '../pages/loss-of-earnings-page.tsx';
import { LossOfServicesPage } from '../pages/loss-of-services-page.tsx';
import { LossOfSupportPage } from '../pages/loss-of-support-page.tsx';
import { QuantitativeSummary } from '../pages/quantitative-page.tsx';
import { ReferencesPage } from '../pages/references-page.tsx';
import { SummaryConclusion } from '../pages/summary-page.tsx';
import { TableOfContentsPage } from '../pages/table-of-contents-page.tsx';
import type { ReportSectionId } from '../model/report-sections.ts';
import { reportFileName } from '../model/report-file-name.ts';
import { ScenarioOfRecordScope, useReport } from '../state/report-context.tsx';
import { useDocumentTitle } from '../state/use-document-title.ts';
import { CoverPage } from './cover-page.tsx';
import { PrintAppendices, useAppendixScope, type AppendixScope } from './print-appendices.tsx';
import { printPageStyle, usePageStyleSheet } from './print-page-style.ts';

function ContentsPrinted() {
  return <TableOfContentsPage linked={false} />;
}

function IntroductionPrinted() {
  return (
    <>
      <IntroductionPurpose />
      <IntroductionCase />
      <EconomistText section="introduction" />
    </>
  );
}

/** What each section of the registry prints: the page without its scenario selector, pager or links. */
const PRINTED: Record<ReportSectionId, ComponentType> = {
  opinions: SummaryOfOpinions,
  'changes-since': ChangesSincePage,
  rebuttal: RebuttalPage,
  'table-of-contents': ContentsPrinted,
  introduction: IntroductionPrinted,
  background: BackgroundPage,
  assumptions: AssumptionsPage,
  'loss-of-earnings': LossOfEarningsPage,
  'loss-of-support': LossOfSupportPage,
  'loss-of-services': LossOfServicesPage,
  discount: DiscountPage,
  quantitative: QuantitativeSummary,
  summary: SummaryConclusion,
  certification: CertificationPage,
  references: ReferencesPage,
  appendices: PrintAppendices,
  'facts-and-data': FactsAndDataPage,
  qualifications: QualificationsPage,
  exhibits: ExhibitsPage,
  'prejudgment-interest': PrejudgmentInterestPage,
};

/** Resolves once web fonts are loaded and two frames have been painted (charts laid out). */
export function whenPainted(): Promise<void> {
  const fonts = document.fonts?.ready ?? Promise.resolve();
  return fonts.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * /{formId}/print: the whole report in order — title page, then every section
 * of the registry this case has (the Summary of Opinions first, before the contents), the appendices with the tables of the scenario
 * of record only — as one print document. Opened by 'Generate PDF', which then
 * calls window.print(). A print is an export: it shows the scenario of record
 * (saved with the case), never a scenario the screen is only viewing.
 */
export function PrintView() {
  return (
    <ScenarioOfRecordScope>
      <PrintDocument />
    </ScenarioOfRecordScope>
  );
}

function PrintDocument() {
  const { basePath, data, fontFamily, issued } = useReport();
  const location = useLocation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [scope, setScope] = useAppendixScope();
  // A constructed style sheet, not an inline <style>: the server's CSP allows style sheets from the app only.
  const issuedLine = issued && ISSUED_WORDS.line(issued.version, issued.issuedOn, issued.fingerprint);
  usePageStyleSheet(printPageStyle(data.facts.caption, formatReportDate(data.facts.dateOfReport), fontFamily, issuedLine));
  const autoPrint = (location.state as { autoPrint?: boolean } | null)?.autoPrint === true;
  // The title is the name a browser gives the PDF it saves.
  useDocumentTitle(reportFileName(data, issued));

  useEffect(() => {
    let live = true;
    void whenPainted().then(() => {
      if (!live) return;
      setReady(true);
      if (autoPrint) {
        void navigate('.', { replace: true, state: null });
        window.print();
      }
    });
    return () => {
      live = false;
    };
  }, [autoPrint, navigate]);

  return (
    // The whole print document is the page's main content (a landmark for screen readers and axe).
    <main className="print-view" data-print-ready={ready ? 'true' : 'false'}>
      <div className="print-toolbar d-print-none">
        <Link to={`${basePath}/table-of-contents`} className="btn btn-outline-secondary btn-sm">
          Back to report
        </Link>
        <Button size="sm" variant="primary" onClick={() => window.print()} disabled={!ready}>
          Print / Save as PDF
        </Button>
        <fieldset className="print-scope d-flex align-items-center gap-2 mb-0">
          <legend className="small fw-semibold mb-0 float-none w-auto">Appendices:</legend>
          {(
            [
              ['selected', SCENARIO_OF_RECORD_WORDS.printScopeOfRecord],
              ['all', 'all scenarios'],
            ] as [AppendixScope, string][]
          ).map(([value, label]) => (
            <label key={value} className="small d-inline-flex align-items-center gap-1">
              {/* Uncontrolled: the choice shows at once, while the address (the source of truth) updates in a transition. */}
              <input type="radio" name="appendix-scope" value={value} defaultChecked={scope === value} onChange={() => setScope(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        <span className="small text-muted">Choose “Save as PDF” as the destination to keep a PDF copy.</span>
      </div>
      <div className="report-paper print-document" style={{ fontFamily }}>
        <CoverPage />
        {data.sections.map((id) => {
          const Printed = PRINTED[id];
          return (
            <Fragment key={id}>
              <Printed />
            </Fragment>
          );
        })}
      </div>
    </main>
  );
}
