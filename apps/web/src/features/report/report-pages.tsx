/**
 * Every component of the report routes, loaded as one chunk the first time a
 * report opens (with the report's styles and web fonts), so the sign-in and
 * entry-form pages do not carry the charting library.
 */
import type { LossKind } from '@damages/contracts';
import type { ComponentType } from 'react';
import { ExportButtons } from './export/export-buttons.tsx';
import { ReportLayout as ReportLayoutFrame } from './layout/report-layout.tsx';
import { PageNotFound } from './layout/status-page.tsx';
import type { ReportSectionId } from './model/report-sections.ts';
import { AppendixPage } from './pages/appendix/appendix-page.tsx';
import { MedicalAppendixPage } from './pages/appendix/medical-appendix-page.tsx';
import { AssumptionsPage } from './pages/assumptions-page.tsx';
import { BackgroundPage } from './pages/background-page.tsx';
import { CertificationPage } from './pages/certification-page.tsx';
import { ChangesSincePage } from './pages/changes-since-page.tsx';
import { RebuttalPage } from './pages/rebuttal-page.tsx';
import { DiscountPage } from './pages/discount-page.tsx';
import { ExhibitsPage } from './pages/exhibits-page.tsx';
import { PrejudgmentInterestPage } from './pages/prejudgment-interest-page.tsx';
import { FactsAndDataPage } from './pages/facts-and-data-page.tsx';
import { QualificationsPage } from './pages/qualifications-page.tsx';
import { IntroductionPage } from './pages/introduction-page.tsx';
import { LossOfEarningsPage } from './pages/loss-of-earnings-page.tsx';
import { LossOfServicesPage } from './pages/loss-of-services-page.tsx';
import { LossOfSupportPage } from './pages/loss-of-support-page.tsx';
import { OpinionsPage } from './pages/opinions-page.tsx';
import { QuantitativePage } from './pages/quantitative-page.tsx';
import { ReferencesPage } from './pages/references-page.tsx';
import { SummaryPage } from './pages/summary-page.tsx';
import { TableOfContentsPage } from './pages/table-of-contents-page.tsx';
import { useReport } from './state/report-context.tsx';

export { CompareVersionsPage } from './issued/compare-versions-page.tsx';
export { ReportRoot } from './layout/report-root.tsx';
export { PrintView } from './print/print-view.tsx';
export { RebuttalPrintView } from './print/rebuttal-print-view.tsx';

/** The on-screen pages' layout, its header offering the Word and Excel downloads of the report on screen. */
export function ReportLayout() {
  return <ReportLayoutFrame headerActions={<ExportButtons />} />;
}

/** The on-screen page of each section of the registry that has a route of its own. */
export const SECTION_PAGES: Record<Exclude<ReportSectionId, 'appendices'>, ComponentType> = {
  opinions: OpinionsPage,
  'changes-since': ChangesSincePage,
  rebuttal: RebuttalPage,
  'table-of-contents': TableOfContentsPage,
  introduction: IntroductionPage,
  background: BackgroundPage,
  assumptions: AssumptionsPage,
  'loss-of-earnings': LossOfEarningsPage,
  'loss-of-support': LossOfSupportPage,
  'loss-of-services': LossOfServicesPage,
  discount: DiscountPage,
  quantitative: QuantitativePage,
  summary: SummaryPage,
  certification: CertificationPage,
  references: ReferencesPage,
  'facts-and-data': FactsAndDataPage,
  qualifications: QualificationsPage,
  exhibits: ExhibitsPage,
  'prejudgment-interest': PrejudgmentInterestPage,
};

function SupportAppendixPage() {
  return <AppendixPage kind="support" />;
}

function ServicesAppendixPage() {
  return <AppendixPage kind="services" />;
}

function EarningsAppendixPage() {
  return <AppendixPage kind="earnings" />;
}

/** The page of each loss kind's appendix. */
export const APPENDIX_PAGES: Record<LossKind, ComponentType> = {
  support: SupportAppendixPage,
  services: ServicesAppendixPage,
  earnings: EarningsAppendixPage,
  medical: MedicalAppendixPage,
};

export function ReportPageNotFound() {
  const { basePath } = useReport();
  return <PageNotFound backTo={`${basePath}/table-of-contents`} />;
}
