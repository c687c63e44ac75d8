import { useParams } from 'react-router';
import { PageNotFound } from '../../layout/StatusPage.tsx';
import type { AppendixKey } from '../../model/report-model.ts';
import { useReport } from '../../state/report-context.tsx';
import { AppendixTablePage } from '../../tables/AppendixTablePage.tsx';
import { ReportPager } from '../../tables/Paginator.tsx';

const EMPTY_TEXT: Record<Exclude<AppendixKey, 'medical-expenses'>, string> = {
  'loss-of-support': 'No loss of support tables are part of this report.',
  'loss-of-services': 'No household services tables are part of this report.',
  'loss-earnings': 'No loss of earnings tables are part of this report.',
};

/** /{formId}/appendices/{support|services|earnings}/{page?}: one table per page. */
export function AppendixPage({ appendixKey }: { appendixKey: Exclude<AppendixKey, 'medical-expenses'> }) {
  const { formId, data } = useReport();
  const param = useParams().page;
  const appendix = data.appendices.find((a) => a.key === appendixKey);
  if (!appendix) {
    return (
      <div className="report-status py-4">
        <h1 className="h2">No tables</h1>
        <p className="text-muted">{EMPTY_TEXT[appendixKey]}</p>
      </div>
    );
  }
  const current = param === undefined ? 1 : Number(param);
  const page = Number.isInteger(current) ? appendix.pages[current - 1] : undefined;
  if (!page) return <PageNotFound backTo={`/${formId}/table-of-contents`} />;
  return (
    <>
      <ReportPager
        label={`${appendix.title} tables`}
        pageCount={appendix.pages.length}
        current={current}
        hrefFor={(n) => `/${formId}/appendices/${appendixKey}/${n}`}
      />
      <AppendixTablePage appendix={appendix} page={page} number={current} />
    </>
  );
}
