import { Button, ModalBody, ModalFooter, ModalHeader, ModalTitle } from 'react-bootstrap';
import { LazyModal } from '../../../lib/lazy-modal.tsx';

/** How a kind of block is named in the question: one modality, 2 modalities. */
export interface BlockNoun {
  one: string;
  other: string;
}

function countOf(count: number, noun: BlockNoun): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}

export interface RemoveBlocksDialogProps {
  /** How many of the blocks to delete hold entered data; the dialog shows while it is above 0. */
  filled: number;
  /** All blocks the lower count deletes, with or without data. */
  removed: number;
  noun: BlockNoun;
  countLabel: string;
  onRemove: () => void;
  onKeep: () => void;
}

/** The question before a lower count deletes filled blocks (Keep is the safe answer, also on Escape). */
export function RemoveBlocksDialog({ filled, removed, noun, countLabel, onRemove, onKeep }: RemoveBlocksDialogProps) {
  const title = `Remove ${countOf(filled, noun)} with entered data?`;
  return (
    <LazyModal show={filled > 0} onHide={onKeep} centered aria-labelledby="remove-blocks-title" className="remove-blocks-modal">
      <ModalHeader>
        <ModalTitle id="remove-blocks-title" as="h2" className="h5">
          {title}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p className="mb-0">
          Lowering “{countLabel}” deletes the last {countOf(removed, noun)} and what was typed in them. Keep sets the number back and leaves
          every {noun.one} as it is.
        </p>
      </ModalBody>
      <ModalFooter>
        <Button variant="outline-secondary" onClick={onKeep} autoFocus>
          Keep
        </Button>
        <Button variant="danger" onClick={onRemove}>
          Remove
        </Button>
      </ModalFooter>
    </LazyModal>
  );
}
