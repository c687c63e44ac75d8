import { formatLongDate } from '../../../lib/format.ts';
import { FactTable } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';

/** Section 2: the case facts and the documents reviewed. */
export function BackgroundPage() {
  const { data } = useReport();
  const { facts } = data;
  const Role = facts.role === 'decedent' ? 'Decedent' : 'Plaintiff';
  return (
    <Section id="background">
      <Subsection number="2.1" title="Background">
        <p>The analysis relies on the following facts of the case, as provided by counsel.</p>
        <FactTable
          facts={[
            { label: `${Role}`, value: facts.name },
            { label: 'Gender', value: facts.genderLabel },
            { label: 'Race', value: facts.raceLabel },
            { label: 'Education', value: facts.educationLabel },
            { label: 'Date of birth', value: formatLongDate(facts.dateOfBirth) },
            { label: facts.isWrongfulDeath ? 'Date of death' : 'Date of injury', value: formatLongDate(facts.dateOfIncident) },
            { label: 'Date of trial', value: formatLongDate(facts.dateOfTrial) },
            { label: 'Date of report', value: formatLongDate(facts.dateOfReport) },
            { label: 'Retaining attorney or firm', value: facts.firm },
          ]}
        />
      </Subsection>
      <Subsection number="2.2" title="Documents Reviewed">
        {facts.documents.length > 0 ? (
          <>
            <p>The following documents were reviewed in preparing this report:</p>
            <ol className="document-list">
              {facts.documents.map((document, index) => (
                <li key={`${index}-${document}`}>{document}</li>
              ))}
            </ol>
          </>
        ) : (
          <p>No documents other than the case information provided by counsel were listed for review.</p>
        )}
      </Subsection>
    </Section>
  );
}
