import { ISSUED_WORDS } from '@damages/contracts';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { SaveToast, useSaveToast } from '../layout/save-toast.tsx';
import { useReport } from '../state/report-context.tsx';

/**
 * "Issue report" in the header of the case's current report: asks first, saying
 * what issuing does, then freezes the report as saved as the next issued version,
 * with a toast saying how that went. An issued version has no such button.
 */
export function IssueButton() {
  const { issued, versions, issueReport } = useReport();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { toast, show, close } = useSaveToast();
  if (issued) return null;
  const next = versions.length + 1;

  const issue = async () => {
    // The confirmation closes first: the save may need to ask its own question (another tab's save, a full storage).
    setConfirming(false);
    setBusy(true);
    const outcome = await issueReport();
    setBusy(false);
    show(outcome);
  };

  return (
    <>
      <Button size="sm" variant="outline-warning" onClick={() => setConfirming(true)} disabled={busy}>
        {busy ? ISSUED_WORDS.issuing : ISSUED_WORDS.issue}
      </Button>
      <Modal show={confirming} onHide={() => setConfirming(false)} aria-labelledby="issue-report-title">
        <Modal.Header closeButton>
          <Modal.Title id="issue-report-title">{ISSUED_WORDS.confirmTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{ISSUED_WORDS.confirmBody(next)}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setConfirming(false)}>
            {ISSUED_WORDS.cancel}
          </Button>
          <Button variant="primary" onClick={() => void issue()}>
            {ISSUED_WORDS.confirm(next)}
          </Button>
        </Modal.Footer>
      </Modal>
      <SaveToast title={ISSUED_WORDS.toastTitle} toast={toast} onClose={close} />
    </>
  );
}
