import { useEffect, useState } from 'react';
import { Spinner } from 'react-bootstrap';

type ModalityListModule = typeof import('./modality-list.tsx');

let loaded: ModalityListModule | undefined;
let loading: Promise<ModalityListModule> | undefined;

/**
 * The modality editor and its drag-and-drop library load only when a case has
 * future medical expenses, keeping them out of the form's first load. Tests
 * and the form page call this ahead of time so the editor renders at once.
 */
export function loadModalityList(): Promise<ModalityListModule> {
  loading ??= import('./modality-list.tsx').then((module) => (loaded = module));
  return loading;
}

export function LazyModalityList() {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    void loadModalityList().then((m) => live && setModule(m));
    return () => {
      live = false;
    };
  }, [module]);
  if (module) return <module.ModalityList />;
  return (
    <div className="d-flex align-items-center gap-2 py-3 text-body-secondary" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      Loading the modality editor…
    </div>
  );
}
