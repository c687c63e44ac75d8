import { MAX_SCENARIOS } from '@damages/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { nextScenario } from '../model/medical-scenarios.ts';
import { ScenarioFields } from './scenario-fields.tsx';

/**
 * One draggable modality, titled 'Medical Modality N', with its 1 to 3
 * scenarios side by side. Add appends the next scenario type as a copy of the
 * previous one and is hidden at 3; every scenario but the first can be removed.
 */
export function ModalityCard({ id, index }: { id: string; index: number }) {
  const { control, getValues } = useFormContext<FormValues>();
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
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="drag-handle btn btn-sm btn-light border"
            {...attributes}
            {...listeners}
            aria-label={`Drag ${title}`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <h3 className="h6 mb-0 flex-grow-1">{title}</h3>
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
