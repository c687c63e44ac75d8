import { Outlet } from 'react-router';
import { useReport } from '../state/report-context.tsx';
import { useDocumentTitle } from '../state/use-document-title.ts';
import { ReportHeader } from './report-header.tsx';
import { ReportNav } from './report-nav.tsx';

/** Shared layout of the on-screen report pages: header, navigation and the page in the chosen font. */
export function ReportLayout() {
  const { fontFamily, data } = useReport();
  useDocumentTitle(`${data.facts.name} · Economic Damages Report`);
  return (
    <div className="report-shell">
      <ReportHeader />
      <ReportNav />
      <main className="report-main">
        <div className="report-paper" style={{ fontFamily }}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
