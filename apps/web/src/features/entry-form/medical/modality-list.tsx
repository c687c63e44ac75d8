import {
  closestCenter,
  DndContext,
  pointerWithin,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSwappingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { MAX_MODALITIES } from '@damages/contracts';
import { useCallback, useMemo, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { RemoveBlocksDialog } from '../fields/remove-blocks-dialog.tsx';
import { useCountSync } from '../fields/use-count-sync.ts';
import { blankModality, type FormValues } from '../model/form-values.ts';
import { ModalityCard } from './modality-card.tsx';
import { useDefaultToDate } from './use-default-to-date.ts';

/**
 * A drop goes to the card under the pointer; the nearest card's centre decides
 * only when the pointer is between cards, and for the keyboard (no pointer).
 */
const dropTarget: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCenter(args);
};

/**
 * The modalities as cards in reading order, two to a row, so no card scrolls
 * sideways. Dragging a card onto another swaps their positions (spec §2), with
 * the pointer or the keyboard (focus the handle, Space to pick up, arrow keys
 * to move, Space to drop); Move left / Move right swap a card with its
 * neighbour. Lowering the count asks before deleting filled modalities.
 */
export function ModalityList() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'medical.data' });
  const defaultTo = useDefaultToDate();
  const blank = useCallback(() => blankModality(defaultTo ?? ''), [defaultTo]);
  const removeModalities = useCountSync({
    countName: 'medical.numberOfModalities',
    countLabel: 'Number of medical modalities',
    listName: 'medical.data',
    noun: { one: 'modality', other: 'modalities' },
    max: MAX_MODALITIES,
    blank,
    append,
    remove,
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const position = useCallback((id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1, [ids]);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up Medical Modality ${position(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? `Medical Modality ${position(active.id)} is over Medical Modality ${position(over.id)}.`
          : `Medical Modality ${position(active.id)} is no longer over another modality.`,
      onDragEnd: ({ active, over }) =>
        over && over.id !== active.id
          ? `Medical Modality ${position(active.id)} swapped places with Medical Modality ${position(over.id)}.`
          : `Medical Modality ${position(active.id)} was dropped in place.`,
      onDragCancel: ({ active }) => `Moving Medical Modality ${position(active.id)} was cancelled.`,
    }),
    [position],
  );

  // The moved card's node may be re-inserted, which drops focus: put it back on its move button.
  const listRef = useRef<HTMLUListElement>(null);
  const move = (from: number, to: number) => {
    const id = ids[from];
    swap(from, to);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-move-of="${id}"]`) ?? [];
      const direction = to < from ? 'left' : 'right';
      const same = [...buttons].find((button) => button.dataset.direction === direction && !button.disabled);
      (same ?? [...buttons].find((button) => !button.disabled))?.focus();
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) swap(from, to);
  };

  const dialog = <RemoveBlocksDialog {...removeModalities} />;
  if (fields.length === 0) return dialog;
  return (
    <>
      <DndContext sensors={sensors} collisionDetection={dropTarget} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={ids} strategy={rectSwappingStrategy}>
          <ul ref={listRef} className="modality-grid list-unstyled" aria-label="Medical modalities">
            {fields.map((field, index) => (
              <ModalityCard
                key={field.id}
                id={field.id}
                index={index}
                onMoveLeft={index > 0 ? () => move(index, index - 1) : undefined}
                onMoveRight={index < fields.length - 1 ? () => move(index, index + 1) : undefined}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {dialog}
    </>
  );
}
