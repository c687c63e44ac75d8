import { useParams } from 'react-router';
import { PageNotFound } from '../../layout/status-page.tsx';
import { LOSS_KINDS } from '@damages/contracts';
import type { CalendarKind } from '../../model/record-access.ts';
import { useReport } from '../../state/report-context.tsx';
import { AppendixTablePage } from '../../tables/appendix-table-page.tsx';
import { ReportPager } from '../../tables/report-pager.tsx';

const EMPTY_TEXT: Record<CalendarKind, string> = {
  support: 'No loss of support tables are part of this report.',
  services: 'No household services tables are part of this report.',
  earnings: 'No loss of earnings tables are part of this report.',
};

/** /{formId}/appendices/{support|services|earnings}/{page?}: one table per page. */
export function AppendixPage({ kind }: { kind: CalendarKind }) {
  const appendixKey = LOSS_KINDS[kind].appendix.key;
  const { basePath, data } = useReport();
  const param = useParams().page;
  const appendix = data.appendices.find((a) => a.kind === kind);
  if (!appendix) {
    return (
      <div className="report-status py-4">
        <h1 className="h2">No tables</h1>
        <p className="text-muted">{EMPTY_TEXT[kind]}</p>
      </div>
    );
  }
  const current = param === undefined ? 1 : Number(param);
  const page = Number.isInteger(current) ? appendix.pages[current - 1] : undefined;
  if (!page) return <PageNotFound backTo={`${basePath}/table-of-contents`} />;
  return (
    <>
      <ReportPager
        label={`${appendix.title} tables`}
        pageCount={appendix.pages.length}
        current={current}
        hrefFor={(n) => `${basePath}/appendices/${appendixKey}/${n}`}
      />
      <AppendixTablePage appendix={appendix} page={page} number={current} />
    </>
  );
}
