import { MEDICAL_SCENARIO_TYPES, type MedicalScenarioType } from '@damages/engine';
import { MEDICAL_SCENARIO_LABELS } from '@damages/contracts';
import { Link, useParams } from 'react-router';
import { PageNotFound } from '../../layout/status-page.tsx';
import { useReport } from '../../state/report-context.tsx';
import { AppendixTablePage } from '../../tables/appendix-table-page.tsx';
import { ReportPager } from '../../tables/report-pager.tsx';

const isScenario = (value: string | undefined): value is MedicalScenarioType =>
  MEDICAL_SCENARIO_TYPES.includes(value as MedicalScenarioType);

/** The scenario paginator of the medical appendix: Best, Probable, Worst (disabled without tables). */
function ScenarioPager({
  current,
  available,
  hrefFor,
}: {
  current: MedicalScenarioType;
  available: MedicalScenarioType[];
  hrefFor: (s: MedicalScenarioType) => string;
}) {
  return (
    <nav aria-label="Medical scenarios" className="report-pager d-print-none">
      <ul className="pagination pagination-sm mb-0">
        {MEDICAL_SCENARIO_TYPES.map((type) => {
          const enabled = available.includes(type);
          return (
            <li key={type} className={`page-item${type === current ? ' active' : ''}${enabled ? '' : ' disabled'}`}>
              {enabled ? (
                <Link className="page-link" to={hrefFor(type)} aria-current={type === current ? 'page' : undefined}>
                  {MEDICAL_SCENARIO_LABELS[type]}
                </Link>
              ) : (
                <span className="page-link" aria-disabled="true">
                  {MEDICAL_SCENARIO_LABELS[type]}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /{formId}/appendices/medical-expenses/{scenario}/{page?}: two paginators, scenario and page. */
export function MedicalAppendixPage() {
  const { basePath, record, data } = useReport();
  const params = useParams();
  const appendix = data.appendices.find((a) => a.kind === 'medical');
  if (!record.medicalReport || !appendix) {
    return (
      <div className="report-status py-4">
        <h1 className="h2">Form not found</h1>
        <p className="text-muted">This report has no future medical expenses.</p>
      </div>
    );
  }
  const scenario = params.scenario;
  const current = params.page === undefined ? 1 : Number(params.page);
  const pages = appendix.pages.filter((p) => p.match.medical === scenario);
  const page = isScenario(scenario) && Number.isInteger(current) ? pages[current - 1] : undefined;
  if (!isScenario(scenario) || !page) return <PageNotFound backTo={`${basePath}/table-of-contents`} />;
  const available = MEDICAL_SCENARIO_TYPES.filter((type) => appendix.pages.some((p) => p.match.medical === type));
  const base = `${basePath}/appendices/${appendix.key}`;
  return (
    <>
      <div className="d-flex flex-wrap gap-4 align-items-end mb-3">
        <ScenarioPager current={scenario} available={available} hrefFor={(type) => `${base}/${type}`} />
        <ReportPager label="Medical tables" pageCount={pages.length} current={current} hrefFor={(n) => `${base}/${scenario}/${n}`} />
      </div>
      <AppendixTablePage appendix={appendix} page={page} number={appendix.pages.indexOf(page) + 1} />
    </>
  );
}
