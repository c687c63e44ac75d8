import { plaintiffWorkSentence, type FormDataRecord, formatLongDate } from '@damages/contracts';
import { FactTable } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { joinList, type CaseFacts } from '../model/case-facts.ts';
import { useReport } from '../state/report-context.tsx';

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const born = (person: { name: string; dateOfBirth: string }) => `${person.name} (born ${formatLongDate(person.dateOfBirth)})`;

/**
 * The household as the form collected it, in one sentence: the spouse and the
 * children by name and birth date where a loss used them (loss of support), or
 * only the household's yes/no answers where none did. Nothing without a
 * household (no earnings or support loss).
 */
function householdSentence(formData: FormDataRecord, facts: CaseFacts): string | undefined {
  const { house, spouse, childrens } = formData;
  if (!house) return undefined;
  const whose = `${facts.name}'s household`;
  const verb = facts.isWrongfulDeath ? 'included' : 'includes';
  const children = house.hasChildren ? childrens : [];
  const parts: string[] = [];
  if (house.hasSpouse) parts.push(spouse ? `a spouse, ${born(spouse)}` : 'a spouse');
  if (house.hasChildren)
    parts.push(
      children.length === 0
        ? 'children'
        : `${children.length === 1 ? 'a child' : `${COUNT_WORDS[children.length] ?? children.length} children`}, ${joinList(children.map(born))}`,
    );
  if (parts.length === 0) return `${whose} ${verb} no spouse and no children.`;
  // "a spouse and children", but "a spouse, Jane Doe (born …), and two children, …".
  return `${whose} ${verb} ${parts.join(parts[0]?.includes(',') ? ', and ' : ' and ')}.`;
}

/** Section 2: the case facts, the plaintiff's work and household, and the documents reviewed. */
export function BackgroundPage() {
  const { data, record } = useReport();
  const { facts } = data;
  const household = householdSentence(record.formData, facts);
  const { occupation, employer } = record.formData.plaintiff;
  const work = plaintiffWorkSentence({
    name: facts.name,
    isWrongfulDeath: facts.isWrongfulDeath,
    possessive: facts.pronoun.possessive,
    occupation,
    employer,
  });
  const Role = facts.role === 'decedent' ? 'Decedent' : 'Plaintiff';
  return (
    <Section id="background">
      <Subsection id="background/background" title="Background">
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
        {work && <p data-testid="plaintiff-work">{work}</p>}
        {household && <p data-testid="household">{household}</p>}
      </Subsection>
      <Subsection id="background/documents-reviewed" title="Documents Reviewed">
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
