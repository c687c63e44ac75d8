import { formatTimestamp } from '@damages/contracts';
import { useRef, useState } from 'react';
import { Alert, Button, ModalBody, ModalFooter, ModalHeader, ModalTitle } from 'react-bootstrap';
import { LazyModal } from '../../../lib/lazy-modal.tsx';
import { useSavedCaseStore } from '../store/saved-case-store-context.tsx';
import { readCaseFile, type CaseFile, type CaseFileProblem } from './case-file.ts';
import { existingCase, importCase, type ExistingCaseChoice } from './import-case.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'problems'; fileName: string; problems: CaseFileProblem[] }
  | { kind: 'ask'; file: CaseFile; existing: string };

/**
 * "Import case…": reads a case file, explains every problem it has, and asks
 * before replacing a case already saved under the same id. `onImported` gets
 * the line for the list's status.
 */
export function ImportCaseButton({ onImported }: { onImported: (notice: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const { cases } = useSavedCaseStore();

  const finish = async (file: CaseFile, choice: ExistingCaseChoice | undefined) => {
    setState({ kind: 'idle' });
    const outcome = await importCase(cases, file, choice);
    const name = file.record.formData.plaintiff.name || 'an unnamed plaintiff';
    if (outcome.status === 'imported')
      onImported(outcome.replaced ? `Replaced the case of ${name} with the imported file.` : `Imported the case of ${name}.`);
    else if (outcome.status === 'storage-full')
      onImported(`Could not import the case of ${name}: this browser's storage is full. Delete cases you no longer need and try again.`);
    else onImported('Import cancelled; nothing was changed.');
  };

  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    const result = await readCaseFile(await chosen.text());
    if (!result.ok) return setState({ kind: 'problems', fileName: chosen.name, problems: result.problems });
    const existing = existingCase(cases, result.file);
    if (existing === undefined) return finish(result.file, undefined);
    const description =
      existing === 'unreadable'
        ? 'an entry that cannot be read'
        : `the case of ${existing.formData.plaintiff.name || 'an unnamed plaintiff'}, saved ${formatTimestamp(existing.savedAt)}`;
    setState({ kind: 'ask', file: result.file, existing: description });
  };

  return (
    <>
      <Button size="sm" variant="outline-primary" onClick={() => input.current?.click()}>
        Import case…
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        aria-label="Case file to import"
        className="d-none"
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          event.currentTarget.value = ''; // the same file can be chosen again
          void read(chosen);
        }}
      />
      <ProblemsModal state={state} onHide={() => setState({ kind: 'idle' })} />
      <ReplaceModal state={state} onHide={() => setState({ kind: 'idle' })} onChoose={(file, choice) => void finish(file, choice)} />
    </>
  );
}

/** Every problem of a file that is not a case file this app can read. */
function ProblemsModal({ state, onHide }: { state: State; onHide: () => void }) {
  return (
    <LazyModal show={state.kind === 'problems'} onHide={onHide} aria-labelledby="import-problems-title">
      <ModalHeader closeButton>
        <ModalTitle id="import-problems-title" as="h2" className="h5">
          The file cannot be imported
        </ModalTitle>
      </ModalHeader>
      {state.kind === 'problems' && (
        <ModalBody>
          <Alert variant="danger" className="mb-2">
            <code className="text-body">{state.fileName}</code> is not a case file this app can read. Nothing was changed.
          </Alert>
          <ul className="mb-0 import-problems">
            {state.problems.map((problem, index) => (
              <li key={index}>
                {problem.path ? <code className="text-body">{problem.path}</code> : 'The file'}: {problem.message}
              </li>
            ))}
          </ul>
        </ModalBody>
      )}
    </LazyModal>
  );
}

/** The file's case is already saved here: replace it, import a copy, or cancel. */
function ReplaceModal({
  state,
  onHide,
  onChoose,
}: {
  state: State;
  onHide: () => void;
  onChoose: (file: CaseFile, choice: ExistingCaseChoice) => void;
}) {
  return (
    <LazyModal show={state.kind === 'ask'} onHide={onHide} aria-labelledby="import-ask-title">
      <ModalHeader closeButton>
        <ModalTitle id="import-ask-title" as="h2" className="h5">
          This case is already saved here
        </ModalTitle>
      </ModalHeader>
      {state.kind === 'ask' && (
        <>
          <ModalBody>
            <p className="mb-0">
              The file holds the case of {state.file.record.formData.plaintiff.name || 'an unnamed plaintiff'} (exported{' '}
              {formatTimestamp(state.file.exportedAt)}). This browser already keeps {state.existing} under the same id. Replace it with the
              file&apos;s version, or import the file as a separate copy?
            </p>
          </ModalBody>
          <ModalFooter>
            <Button variant="outline-secondary" onClick={() => onChoose(state.file, 'cancel')}>
              Cancel
            </Button>
            <Button variant="outline-danger" onClick={() => onChoose(state.file, 'replace')}>
              Replace
            </Button>
            <Button variant="primary" onClick={() => onChoose(state.file, 'copy')}>
              Import as a copy
            </Button>
          </ModalFooter>
        </>
      )}
    </LazyModal>
  );
}
