import { ISSUED_WORDS, issuedVersionOf, supplementedVersion } from '@damages/contracts';
import { Outlet, useLoaderData } from 'react-router';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import '../state/report-fonts.ts';
import '../report.css';
import type { ReportLoaderData } from '../state/load-report.ts';
import { ReportProvider } from '../state/report-context.tsx';
import { DamagedCasePage } from './damaged-case-page.tsx';
import { StatusPage } from './status-page.tsx';

/**
 * Element of the `:formId` route: the saved case for every report page, 'Form Does not exist', or why it cannot be opened;
 * on `:formId/issued/:version`, the case's issued version, or that it has none of that number.
 */
export function ReportRoot() {
  const loaded: unknown = useLoaderData();
  const { formId, record, damage, issuedVersion } = loaded as ReportLoaderData;
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
  if (issuedVersion !== undefined) {
    const issued = /^[1-9]\d*$/.test(issuedVersion) ? issuedVersionOf(record, Number(issuedVersion)) : undefined;
    if (!issued) {
      return (
        <StatusPage title={ISSUED_WORDS.notFoundTitle} action={{ label: ISSUED_WORDS.openCurrent, to: `/${formId}/table-of-contents` }}>
          {ISSUED_WORDS.notFound(issuedVersion)}
        </StatusPage>
      );
    }
    const { record: asIssued, ...stamp } = issued;
    // Read-only: no save is handed to it, and the case's versions stay listed in its toolbar (a supplement's among them).
    const supplemented = supplementedVersion(record.issued, asIssued.formData.supplements)?.record;
    return (
      <ReportProvider
        key={`${formId}/${stamp.version}`}
        formId={formId}
        record={asIssued}
        issued={stamp}
        versions={record.issued}
        supplemented={supplemented}
      >
        <Outlet />
      </ReportProvider>
    );
  }
  return (
    <ReportProvider key={formId} formId={formId} record={record} saving={asking}>
      <Outlet />
    </ReportProvider>
  );
}
