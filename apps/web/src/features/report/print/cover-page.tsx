import { formatLongDate } from '../../../lib/format.ts';
import { useReport } from '../state/report-context.tsx';

/** Title page of the printed report. */
export function CoverPage() {
  const { facts, selectionText } = useReport().data;
  const { economist } = facts;
  return (
    <section className="cover-page">
      <p className="report-kicker">Economic Damages Report</p>
      <h1 className="cover-title">{facts.name}</h1>
      <p className="cover-subtitle">{facts.caseTypeLabel}</p>
      <dl className="cover-facts">
        <div>
          <dt>Prepared for</dt>
          <dd>{facts.firm}</dd>
        </div>
        <div>
          <dt>Prepared by</dt>
          <dd>
            {economist.name}
            {economist.credentials ? `, ${economist.credentials}` : ''}
            <br />
            Consulting Economist
          </dd>
        </div>
        <div>
          <dt>Date of report</dt>
          <dd>{formatLongDate(facts.dateOfReport)}</dd>
        </div>
        <div>
          <dt>Date of trial</dt>
          <dd>{formatLongDate(facts.dateOfTrial)}</dd>
        </div>
        {selectionText.length > 0 && (
          <div>
            <dt>Scenarios presented</dt>
            <dd>{selectionText.join('; ').replace(/^\w/, (c) => c.toUpperCase())}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
