import { DATA_VINTAGE_WORDS, VALIDATION_WORDS } from '@damages/contracts';
import { useReport } from '../state/report-context.tsx';
import { TextAppendixSection } from './text-appendix-section.tsx';
import { ValidationLines } from './validation-list.tsx';

/**
 * The appendix "Facts and Data Considered" (FRCP 26(a)(2)(B)(ii)), generated
 * from the case: the documents reviewed, each published data set a figure came
 * from with its vintage and that vintage's age at the date of report, every
 * figure used with its source, and the warnings the user overrode.
 */
export function FactsAndDataPage() {
  const { factsConsidered, facts, validation, validationReason } = useReport().data;
  const { documents, sources, figures } = factsConsidered;
  return (
    <TextAppendixSection id="facts-and-data">
      <p>In forming the opinions in this report, the following facts and data were considered.</p>

      <h3 className="report-subsection-title">Documents Reviewed</h3>
      {documents.length > 0 ? (
        <ul>
          {documents.map((name, index) => (
            <li key={index}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>No documents are listed for this case.</p>
      )}

      <h3 className="report-subsection-title">Published Data Used</h3>
      {sources.length > 0 ? (
        <table className="summary-table data-sources-table">
          <caption>Published data from which a figure of this report was taken, with the vintage used and its age</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Vintage used</th>
              <th scope="col">{DATA_VINTAGE_WORDS.ageColumn}</th>
              <th scope="col">Used for</th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={`${source.name}|${source.vintage}`}>
                <td>{source.name}</td>
                <td>{source.vintage}</td>
                <td>{source.age}</td>
                <td>{source.usedFor.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No figure of this report was looked up from published data: every figure was entered by the user.</p>
      )}
      {sources.length > 0 && <p className="report-note">{DATA_VINTAGE_WORDS.ageNote}</p>}

      <h3 className="report-subsection-title">Figures Used and Their Sources</h3>
      <table className="summary-table figures-table">
        <caption>
          Every figure the calculation of {facts.name}&rsquo;s losses used; &ldquo;entered by the user&rdquo; marks a figure typed from the
          documents reviewed rather than looked up
        </caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" className="num">
              Value
            </th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure, index) => (
            <tr key={index} data-entered={figure.entered ? 'true' : 'false'}>
              <th scope="row">{figure.figure}</th>
              <td className="num">{figure.value}</td>
              <td>{figure.entered ? <em>{figure.source}</em> : figure.source}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {validation.length > 0 && (
        <>
          <h3 className="report-subsection-title">{VALIDATION_WORDS.title}</h3>
          <p>{VALIDATION_WORDS.intro}</p>
          <ValidationLines lines={validation} reason={validationReason} />
        </>
      )}
    </TextAppendixSection>
  );
}
