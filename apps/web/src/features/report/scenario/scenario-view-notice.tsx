import { SCENARIO_OF_RECORD_WORDS } from '@damages/contracts';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { CaseSaveDialogs } from '../../saved-cases/index.ts';
import { SaveToast, useSaveToast } from '../layout/save-toast.tsx';
import { useReport } from '../state/report-context.tsx';

/**
 * Above every report page while the screen views scenarios other than the
 * scenario of record: says so, and that exports use the scenario of record;
 * offers to make the view the scenario of record (saved with the case, with a
 * toast saying how that went; never on an issued version) or to go back to it.
 */
export function ScenarioViewNotice() {
  const { data, issued, makeViewOfRecord, showScenarioOfRecord } = useReport();
  const [saving, setSaving] = useState(false);
  const { toast, show, close } = useSaveToast();
  const words = SCENARIO_OF_RECORD_WORDS;

  const make = async () => {
    setSaving(true);
    const outcome = await makeViewOfRecord();
    setSaving(false);
    show(outcome);
  };

  return (
    <>
      {!data.showsScenarioOfRecord && (
        <Alert variant="info" className="scenario-view-notice d-print-none d-flex flex-wrap align-items-center gap-2 mb-3">
          <span className="me-auto">{words.viewing(data.selectionName)}</span>
          {/* An issued version's scenario of record is the one it was issued with. */}
          {!issued && (
            <Button size="sm" variant="primary" onClick={() => void make()} disabled={saving}>
              {saving ? words.saving : words.makeOfRecord}
            </Button>
          )}
          <Button size="sm" variant="outline-secondary" onClick={showScenarioOfRecord} disabled={saving}>
            {words.showOfRecord}
          </Button>
        </Alert>
      )}
      <CaseSaveDialogs />
      <SaveToast title={words.title} toast={toast} onClose={close} />
    </>
  );
}
