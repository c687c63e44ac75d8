import { Outlet, useLoaderData } from 'react-router';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import '../state/report-fonts.ts';
import '../report.css';
import type { ReportLoaderData } from '../state/load-report.ts';
import { ReportProvider } from '../state/report-context.tsx';
import { DamagedCasePage } from './damaged-case-page.tsx';
import { StatusPage } from './status-page.tsx';

/** Element of the `:formId` route: the saved case for every report page, 'Form Does not exist', or why it cannot be opened. */
export function ReportRoot() {
  const loaded: unknown = useLoaderData();
  const { formId, record, damage } = loaded as ReportLoaderData;
  const { asking } = useSavedCaseStore();
  if (damage) return <DamagedCasePage formId={formId} damage={damage} />;
  if (!record) {
    return (
      <StatusPage title="Form Does not exist" action={{ label: 'Open the entry form', to: '/form' }}>
        No report is saved in this browser under the form id <code>{formId}</code>. Reports are kept in the browser in which the entry form
        was submitted.
      </StatusPage>
    );
  }
  return (
    <ReportProvider key={formId} formId={formId} record={record} saving={asking}>
      <Outlet />
    </ReportProvider>
  );
}
