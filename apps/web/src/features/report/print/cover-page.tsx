import { ISSUED_WORDS, SCENARIO_OF_RECORD_WORDS, formatLongDate } from '@damages/contracts';
import { feeStatement } from '../model/economist-of-record.ts';
import { useReport } from '../state/report-context.tsx';

/**
 * Title page of the printed report: the caption when entered, who it is prepared for and by, the dates and the scenario of record;
 * an issued version's number, date and fingerprint.
 */
export function CoverPage() {
  const { data, issued } = useReport();
  const { facts, selectionText, economist, engagement } = data;
  const { caption } = engagement;
  const contact = [economist.firm, ...economist.address, economist.phone, economist.email].filter((line) => line !== '');
  return (
    <section className="cover-page">
      {(caption.court || caption.caseName || engagement.docketText) && (
        <div className="cover-caption" aria-label="Case caption">
          {caption.court && <p className="cover-court">{caption.court}</p>}
          {caption.caseName && <p className="cover-case-name">{caption.caseName}</p>}
          {engagement.docketText && <p className="cover-docket">{engagement.docketText}</p>}
        </div>
      )}
      <p className="report-kicker">Economic Damages Report</p>
      <h1 className="cover-title">{facts.name}</h1>
      <p className="cover-subtitle">{facts.caseTypeLabel}</p>
      <dl className="cover-facts">
        <div>
          <dt>Prepared for</dt>
          <dd>
            {engagement.preparedFor.map((line, index) => (
              <span key={index} className="d-block">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Prepared by</dt>
          <dd>
            <span className="d-block">{economist.signatureName}</span>
            <span className="d-block">{economist.title}</span>
            {contact.map((line, index) => (
              <span key={index} className="d-block">
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Compensation</dt>
          <dd>{feeStatement(economist.fees)}</dd>
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
            <dt>{SCENARIO_OF_RECORD_WORDS.title}</dt>
            <dd>{selectionText.join('; ').replace(/^\w/, (c) => c.toUpperCase())}</dd>
          </div>
        )}
      </dl>
      {issued && <p className="cover-issued">{ISSUED_WORDS.line(issued.version, issued.issuedOn, issued.fingerprint)}</p>}
    </section>
  );
}
