import { SelectionNote } from '../layout/selection-note.tsx';
import { Section } from '../layout/section.tsx';
import { OPINION_WORDS } from '../model/opinion-words.ts';
import { ScenarioSelector } from '../scenario/scenario-selector.tsx';
import { useReport } from '../state/report-context.tsx';
import { TotalsTable } from '../tables/totals-table.tsx';

/**
 * The Summary of Opinions, right after the cover: the total economic loss and each of its elements as opinions, with the
 * Summary's own table (and, with prejudgment interest, its past losses with interest), and the range of the total across
 * the scenarios the case holds. The detailed Summary & Conclusion stays in section 8.
 */
export function SummaryOfOpinions() {
  const { facts, totals, totalRange } = useReport().data;
  return (
    <Section id="opinions">
      <p>{OPINION_WORDS.lead}</p>
      <p className="report-conclusion" data-testid="opinion-total">
        {OPINION_WORDS.total(facts.incident, facts.name, totals, facts.dateOfTrial)}
      </p>
      {totalRange && <p data-testid="opinion-range">{OPINION_WORDS.range(totalRange)}</p>}
      <ul className="conclusion-list">
        {totals.lines.map((line) => (
          <li key={line.key} data-loss={line.key}>
            {OPINION_WORDS.element(line)}
          </li>
        ))}
      </ul>
      <TotalsTable caption={OPINION_WORDS.tableCaption} />
      <SelectionNote />
      <p>{OPINION_WORDS.reservation}</p>
    </Section>
  );
}

export function OpinionsPage() {
  return (
    <>
      <ScenarioSelector />
      <SummaryOfOpinions />
    </>
  );
}
