import { useReport } from '../state/report-context.tsx';

/** The scenarios a total assumes, as a sentence. */
export function SelectionNote() {
  const { selectionText } = useReport().data;
  if (selectionText.length === 0) return null;
  return <p className="report-note">Scenarios: {selectionText.join('; ')}.</p>;
}
