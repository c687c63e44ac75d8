import { Spinner } from 'react-bootstrap';
import { onDemand } from '../../../lib/on-demand.ts';

/**
 * The modality editor and its drag-and-drop library load only when a case has
 * future medical expenses, keeping them out of the form's first load. Tests
 * call loadModalityList ahead of time so the editor renders at once.
 */
const modalityList = onDemand(() => import('./modality-list.tsx'));
export const loadModalityList = modalityList.load;

export function LazyModalityList() {
  const module = modalityList.useModule();
  if (module) return <module.ModalityList />;
  return (
    <div className="d-flex align-items-center gap-2 py-3 text-body-secondary" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      Loading the modality editor…
    </div>
  );
}
