import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSwappingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { MAX_MODALITIES } from '@damages/contracts';
import { useCallback, useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useCountSync } from '../fields/use-count-sync.ts';
import { blankModality, type FormValues } from '../model/form-values.ts';
import { ModalityCard } from './modality-card.tsx';
import { useDefaultToDate } from './use-default-to-date.ts';

/**
 * The modalities as a horizontal row of cards. Dragging a card onto another
 * swaps their positions (spec §2), with the pointer or the keyboard (focus the
 * handle, Space to pick up, arrow keys to move, Space to drop).
 */
export function ModalityList() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'medical.data' });
  const defaultTo = useDefaultToDate();
  const blank = useCallback(() => blankModality(defaultTo ?? ''), [defaultTo]);
  useCountSync({ countName: 'medical.numberOfModalities', listName: 'medical.data', max: MAX_MODALITIES, blank, append, remove });

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

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) swap(from, to);
  };

  if (fields.length === 0) return null;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={rectSwappingStrategy}>
        <ul className="modality-strip list-unstyled" aria-label="Medical modalities">
          {fields.map((field, index) => (
            <ModalityCard key={field.id} id={field.id} index={index} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
