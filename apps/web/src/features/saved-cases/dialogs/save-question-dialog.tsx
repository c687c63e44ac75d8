import { formatTimestamp } from '@damages/contracts';
import { useState } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader, ModalTitle } from 'react-bootstrap';
import { LazyModal } from '../../../lib/lazy-modal.tsx';
import type { ConflictChoice, StorageFullChoice } from '../store/save-with-questions.ts';
import type { SaveQuestion } from './case-save-dialogs.tsx';
import { exportCase } from '../case-file/export-case.ts';
import './case-save-dialogs.css';

/** The dialog for one question of CaseSaveDialogs; `onClose` once it is answered. */
export function SaveQuestionDialog({ question, onClose: close }: { question: SaveQuestion; onClose: () => void }) {
  const [exported, setExported] = useState<string | null>(null);
  const common = {
    show: true,
    backdrop: 'static' as const,
    centered: true,
    className: 'case-save-modal',
    backdropClassName: 'case-save-backdrop',
  };

  // Closes the dialog, then hands the choice to the save that asked.
  const answering =
    <Choice,>(answer: (choice: Choice) => void) =>
    (choice: Choice) => {
      close();
      answer(choice);
    };

  if (question.kind === 'conflict') {
    const { conflict } = question;
    const choose = answering<ConflictChoice>(question.answer);
    return (
      <LazyModal {...common} onHide={() => choose('theirs')} aria-labelledby="save-conflict-title">
        <ModalHeader>
          <ModalTitle id="save-conflict-title" as="h2" className="h5">
            This case was changed in another tab
          </ModalTitle>
        </ModalHeader>
        <ModalBody>
          <p>
            The case of {conflict.theirs.formData.plaintiff.name || 'an unnamed plaintiff'} was saved in another tab, window or computer at{' '}
            {formatTimestamp(conflict.theirs.savedAt)}, after you opened it here. Which version should be kept?
          </p>
          <ul className="mb-0">
            <li>
              <strong>Keep mine</strong>: save what you just calculated here ({formatTimestamp(conflict.mine.savedAt)}) over the other
              version.
            </li>
            <li>
              <strong>Keep theirs</strong>: leave the other version saved and open it; what you calculated here is not saved.
            </li>
          </ul>
        </ModalBody>
        <ModalFooter>
          <Button variant="outline-secondary" onClick={() => choose('theirs')}>
            Keep theirs
          </Button>
          <Button variant="primary" onClick={() => choose('mine')}>
            Keep mine
          </Button>
        </ModalFooter>
      </LazyModal>
    );
  }

  const { full } = question;
  const choose = answering<StorageFullChoice>(question.answer);
  return (
    <LazyModal {...common} onHide={() => choose('give-up')} aria-labelledby="storage-full-title">
      <ModalHeader>
        <ModalTitle id="storage-full-title" as="h2" className="h5">
          This browser&apos;s storage is full
        </ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p role="alert">
          The case of {full.record.formData.plaintiff.name || 'an unnamed plaintiff'} was calculated, but the browser refused to save it.
          Nothing is lost yet: the results are kept in this page until you close it.
        </p>
        <p className="mb-0">
          Export the case as a file to keep it, or free space (delete cases you no longer need in another tab) and try again.
        </p>
        {exported && (
          <p className="mt-2 mb-0 text-success" role="status">
            Exported as {exported}.
          </p>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="outline-secondary" onClick={() => choose('give-up')}>
          Close
        </Button>
        <Button variant="outline-primary" onClick={() => setExported(exportCase(full.id, full.record))}>
          Export case file
        </Button>
        <Button variant="primary" onClick={() => choose('retry')}>
          Try again
        </Button>
      </ModalFooter>
    </LazyModal>
  );
}
