import type { ReactNode } from 'react';
import { Outlet, useMatch } from 'react-router';
import { IssuedBanner } from '../issued/issued-banner.tsx';
import { ScenarioViewNotice } from '../scenario/scenario-view-notice.tsx';
import { useReport } from '../state/report-context.tsx';
import { useDocumentTitle } from '../state/use-document-title.ts';
import { NarrativeEditingScope } from './economist-text.tsx';
import { ReportHeader } from './report-header.tsx';
import { ReportNav } from './report-nav.tsx';

/**
 * Shared layout of the on-screen report pages: header, navigation, an issued version's banner, the notice of a temporary scenario view
 * and the page in the chosen font, where the economist can write each section's paragraphs (the print view and issued versions only
 * show them). `headerActions` go to the header.
 */
export function ReportLayout({ headerActions }: { headerActions?: ReactNode }) {
  const { fontFamily, data, basePath, issued } = useReport();
  useDocumentTitle(`${data.facts.name} · Economic Damages Report`);
  // The contents page shows the report's title as its h1; the other pages start at their numbered h2 sections.
  const isContents = useMatch(`${basePath}/table-of-contents`) !== null;
  return (
    <div className="report-shell">
      <ReportHeader actions={headerActions} />
      <ReportNav />
      <main className="report-main">
        {!isContents && <h1 className="visually-hidden">Economic Damages Report: {data.facts.name}</h1>}
        <IssuedBanner />
        <ScenarioViewNotice />
        <div className="report-paper" style={{ fontFamily }}>
          {/* An issued version shows the economist's paragraphs as issued, with nothing to edit them. */}
          {issued ? (
            <Outlet />
          ) : (
            <NarrativeEditingScope>
              <Outlet />
            </NarrativeEditingScope>
          )}
        </div>
      </main>
    </div>
  );
}
