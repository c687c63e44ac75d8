/**
 * Every component of the report routes, loaded as one chunk the first time a
 * report opens (with the report's styles and web fonts), so the sign-in and
 * entry-form pages do not carry the charting library.
 */
import { PageNotFound } from './layout/StatusPage.tsx';
import { AppendixPage } from './pages/appendix/AppendixPage.tsx';
import { useReport } from './state/report-context.tsx';

export { ReportLayout } from './layout/ReportLayout.tsx';
export { ReportRoot } from './layout/ReportRoot.tsx';
export { MedicalAppendixPage } from './pages/appendix/MedicalAppendixPage.tsx';
export { AssumptionsPage } from './pages/AssumptionsPage.tsx';
export { BackgroundPage } from './pages/BackgroundPage.tsx';
export { CertificationPage } from './pages/CertificationPage.tsx';
export { DiscountPage } from './pages/DiscountPage.tsx';
export { ExhibitsPage } from './pages/ExhibitsPage.tsx';
export { IntroductionPage } from './pages/IntroductionPage.tsx';
export { LossOfServicesPage } from './pages/LossOfServicesPage.tsx';
export { LossOfSupportPage } from './pages/LossOfSupportPage.tsx';
export { QuantitativePage } from './pages/QuantitativePage.tsx';
export { ReferencesPage } from './pages/ReferencesPage.tsx';
export { SummaryPage } from './pages/SummaryPage.tsx';
export { TableOfContents as TableOfContentsPage } from './pages/TableOfContentsPage.tsx';
export { PrintView } from './print/PrintView.tsx';

export function SupportAppendixPage() {
  return <AppendixPage appendixKey="loss-of-support" />;
}

export function ServicesAppendixPage() {
  return <AppendixPage appendixKey="loss-of-services" />;
}

export function EarningsAppendixPage() {
  return <AppendixPage appendixKey="loss-earnings" />;
}

export function ReportPageNotFound() {
  const { formId } = useReport();
  return <PageNotFound backTo={`/${formId}/table-of-contents`} />;
}
