import { MAX_SCENARIOS } from '@damages/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Form } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { nextScenario } from '../model/medical-scenarios.ts';
import { ScenarioFields } from './scenario-fields.tsx';

interface ModalityCardProps {
  id: string;
  index: number;
  /** Swaps this modality with its neighbour; absent at that end of the list. */
  onMoveLeft?: () => void;
  onMoveRight?: () => void;
}

/**
 * One draggable modality, titled 'Medical Modality N', with its 1 to 3
 * scenarios stacked, so every card has the same width and two fit side by side. Add appends the next scenario type as a copy of the
 * previous one and is hidden at 3; every scenario but the first can be removed.
 * Move left / Move right beside the drag handle reorder it without dragging.
 */
export function ModalityCard({ id, index, onMoveLeft, onMoveRight }: ModalityCardProps) {
  const { control, getValues, register } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `medical.data.${index}.scenarios` });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const title = `Medical Modality ${index + 1}`;

  const addScenario = () => {
    const next = nextScenario(getValues(`medical.data.${index}.scenarios`));
    if (next) append(next, { shouldFocus: false });
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`modality-item${isDragging ? ' is-dragging' : ''}`}
      data-testid="modality-card"
    >
      <Card as="section" aria-label={title} className="modality-card h-100">
        <Card.Header className="d-flex align-items-center gap-2">
          <div className="modality-move btn-group btn-group-sm">
            <button
              type="button"
              ref={setActivatorNodeRef}
              className="drag-handle btn btn-light border"
              {...attributes}
              {...listeners}
              aria-label={`Drag ${title}`}
            >
              <span aria-hidden="true">⠿</span>
            </button>
            <button
              type="button"
              className="btn btn-light border"
              onClick={onMoveLeft}
              disabled={!onMoveLeft}
              data-move-of={id}
              data-direction="left"
              aria-label={`Move ${title} left`}
              title="Move left"
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className="btn btn-light border"
              onClick={onMoveRight}
              disabled={!onMoveRight}
              data-move-of={id}
              data-direction="right"
              aria-label={`Move ${title} right`}
              title="Move right"
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <h3 className="h6 mb-0 flex-grow-1">{title}</h3>
          {/* In the header, so that a three-scenario card still fits a 1280 × 900 window whole. */}
          <Form.Check
            id={`medical-${index}-replaces-services`}
            className="mb-0 small"
            label="Replaces household services"
            title="Attendant or home care that does household work a services loss would also count"
            {...register(`medical.data.${index}.replacesHouseholdServices`)}
          />
          {fields.length < MAX_SCENARIOS && (
            <Button variant="outline-primary" size="sm" onClick={addScenario} aria-label={`Add scenario to ${title}`}>
              + Add
            </Button>
          )}
        </Card.Header>
        <Card.Body className="modality-scenarios">
          {fields.map((field, scenarioIndex) => (
            <ScenarioFields
              key={field.id}
              modalityIndex={index}
              scenarioIndex={scenarioIndex}
              onRemove={scenarioIndex > 0 ? () => remove(scenarioIndex) : undefined}
            />
          ))}
        </Card.Body>
      </Card>
    </li>
  );
}
