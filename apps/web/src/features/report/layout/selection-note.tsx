import { SCENARIO_OF_RECORD_WORDS } from '@damages/contracts';
import { useReport } from '../state/report-context.tsx';

/** The scenarios a total assumes, as a sentence naming whether they are the scenario of record or only viewed. */
export function SelectionNote() {
  const { selectionText, showsScenarioOfRecord } = useReport().data;
  if (selectionText.length === 0) return null;
  const described = selectionText.join('; ');
  return (
    <p className="report-note" data-testid="selection-note">
      {showsScenarioOfRecord ? SCENARIO_OF_RECORD_WORDS.noteOfRecord(described) : SCENARIO_OF_RECORD_WORDS.noteViewed(described)}
    </p>
  );
}
