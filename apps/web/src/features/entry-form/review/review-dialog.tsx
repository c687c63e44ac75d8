import { MAX_TEXT_LENGTH, reviewWarningLines, type PlausibilityWarning } from '@damages/contracts';
import { useState } from 'react';
import { Button, Form, ModalBody, ModalFooter, ModalHeader, ModalTitle } from 'react-bootstrap';
import { LazyModal } from '../../../lib/lazy-modal.tsx';

const REVIEW_TITLE = 'Review before calculating';

export interface ReviewDialogProps {
  /** The warnings to review; the dialog is shown while there are some. */
  warnings: readonly PlausibilityWarning[] | null;
  onGoBack: () => void;
  /** Calculates with the warnings overridden, for the reason the economist wrote ('' for none). */
  onCalculateAnyway: (reason: string) => void;
  /** After the dialog has closed (the place to move the focus to a field). */
  onClosed?: () => void;
}

/**
 * The check before signing: the inputs that are valid but
 * unlikely, each with its reason. "Go back" returns to the form at the first
 * field concerned; "Calculate anyway" runs the calculation, and the warnings are
 * saved with the case, with the reason the economist gives, for the report's validation list.
 */
export function ReviewDialog({ warnings, onGoBack, onCalculateAnyway, onClosed }: ReviewDialogProps) {
  const shown = warnings !== null && warnings.length > 0;
  // One line per cause: ten medical items left at 0 % are one line naming them.
  const lines = reviewWarningLines(warnings ?? []);
  const [reason, setReason] = useState('');
  return (
    <LazyModal
      show={shown}
      onHide={onGoBack}
      onExited={onClosed}
      restoreFocus={false}
      centered
      size="lg"
      aria-labelledby="review-dialog-title"
    >
      <ModalHeader closeButton>
        <ModalTitle id="review-dialog-title">{REVIEW_TITLE}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p>
          {warnings?.length === 1 ? 'One input is' : `${warnings?.length ?? 0} inputs are`} valid but unusual. Check{' '}
          {warnings?.length === 1 ? 'it' : 'them'} before the report is calculated:
        </p>
        <ul className="review-warnings mb-0" aria-label="Warnings">
          {lines.map((line, index) => (
            <li key={`${line.id}-${index}`} data-warning={line.id}>
              {line.text}
            </li>
          ))}
        </ul>
        <Form.Group className="mt-3" controlId="review-override-reason">
          <Form.Label>Reason for calculating anyway (optional, printed with the warnings)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={MAX_TEXT_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="e.g. The plan's author confirmed the attendant care excludes housework."
          />
        </Form.Group>
      </ModalBody>
      <ModalFooter>
        <Button variant="outline-secondary" onClick={onGoBack}>
          Go back
        </Button>
        <Button variant="warning" onClick={() => onCalculateAnyway(reason.trim())}>
          Calculate anyway
        </Button>
      </ModalFooter>
    </LazyModal>
  );
}

/** Where a warning's field (a path in the saved formData) is typed in the form. */
export function formFieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'spouse') parts[0] = 'wife';
  // Scenario lists hold objects in the form ({ value }), numbers in the record.
  if (parts[0] === 'plaintiff' && ['remainingLEYears', 'retirementAge', 'annualIncome'].includes(parts[1] ?? '') && parts.length === 3)
    parts.push('value');
  return parts.join('.');
}
