import { formatLongDate } from '@damages/contracts';
import { feeStatement, PUBLICATION_YEARS, TESTIMONY_YEARS } from '../model/economist-of-record.ts';
import { useReport } from '../state/report-context.tsx';
import { TextAppendixSection } from './text-appendix-section.tsx';

/**
 * The Qualifications appendix (FRCP 26(a)(2)(B)(iv)–(vi)): the economist's
 * statement of qualifications, publications of the last 10 years, the cases
 * testified in during the last 4 years, and the compensation — from the profile
 * chosen for the case.
 */
export function QualificationsPage() {
  const { economist, facts } = useReport().data;
  const reportYear = Number(facts.dateOfReport.slice(0, 4));
  const contact = [economist.firm, ...economist.address, economist.phone, economist.email].filter((line) => line !== '');
  return (
    <TextAppendixSection id="qualifications">
      <div className="economist-card">
        <div className="signature-name">{economist.signatureName}</div>
        <div>{economist.title}</div>
        {contact.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>

      <h3 className="report-subsection-title">Statement of Qualifications</h3>
      {economist.qualifications.length > 0 ? (
        economist.qualifications.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      ) : (
        <p className="text-muted">No statement of qualifications is recorded for this economist.</p>
      )}

      <h3 className="report-subsection-title">Publications (last {PUBLICATION_YEARS} years)</h3>
      {economist.publications.length > 0 ? (
        <ol className="publication-list">
          {economist.publications.map((publication, index) => (
            <li key={index}>{publication}</li>
          ))}
        </ol>
      ) : (
        <p>
          No publications are listed for the {PUBLICATION_YEARS} years before {reportYear}.
        </p>
      )}

      <h3 className="report-subsection-title">Testimony (last {TESTIMONY_YEARS} years)</h3>
      {economist.testimony.length > 0 ? (
        <table className="summary-table testimony-table">
          <caption>
            Cases in which the economist testified as an expert at deposition or trial, {reportYear - TESTIMONY_YEARS}–{reportYear}
          </caption>
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Court</th>
              <th scope="col" className="num">
                Year
              </th>
              <th scope="col">Deposition or trial</th>
            </tr>
          </thead>
          <tbody>
            {economist.testimony.map((entry, index) => (
              <tr key={index}>
                <td>{entry.case}</td>
                <td>{entry.court}</td>
                <td className="num">{entry.year}</td>
                <td>{entry.kindLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          No testimony at deposition or trial is listed for {reportYear - TESTIMONY_YEARS}–{reportYear}.
        </p>
      )}

      <h3 className="report-subsection-title">Compensation</h3>
      <p>
        {feeStatement(economist.fees)} The fee does not depend on the opinions expressed or on the outcome of the matter. This statement is
        made as of {formatLongDate(facts.dateOfReport)}.
      </p>
    </TextAppendixSection>
  );
}
