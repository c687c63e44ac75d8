import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SaveConflict, StorageFull } from '../store/save-errors.ts';
import type { ConflictChoice, StorageFullChoice } from '../store/save-with-questions.ts';
import { useSavedCaseStore } from '../store/saved-case-store-context.tsx';

// The dialogs themselves load the first time a save needs an answer (rare), not with the form.
const SaveQuestionDialog = lazy(async () => ({ default: (await import('./save-question-dialog.tsx')).SaveQuestionDialog }));

export type SaveQuestion =
  | { kind: 'conflict'; conflict: SaveConflict; answer: (choice: ConflictChoice) => void }
  | { kind: 'storage-full'; full: StorageFull; answer: (choice: StorageFullChoice) => void };

/**
 * The questions a save may need answered (store/save-with-questions.ts):
 * another tab saved this case since it was opened here — keep mine or keep
 * theirs; or the browser's storage is full — the computed case is kept in this
 * page, can be exported as a file, and the save tried again after freeing space.
 */
export function CaseSaveDialogs() {
  const [question, setQuestion] = useState<SaveQuestion | null>(null);
  const current = useRef<SaveQuestion | null>(null);
  current.current = question;
  const { asking } = useSavedCaseStore();

  useEffect(() => {
    const remove = asking.setQuestions({
      conflict: (conflict) => new Promise((resolve) => setQuestion({ kind: 'conflict', conflict, answer: resolve })),
      storageFull: (full) => new Promise((resolve) => setQuestion({ kind: 'storage-full', full, answer: resolve })),
    });
    return () => {
      remove();
      const open = current.current;
      if (open?.kind === 'conflict') open.answer('theirs');
      else if (open?.kind === 'storage-full') open.answer('give-up');
    };
  }, [asking]);

  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <SaveQuestionDialog key={question.kind} question={question} onClose={() => setQuestion(null)} />
    </Suspense>
  );
}
