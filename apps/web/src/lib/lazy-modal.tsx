import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Modal } from 'react-bootstrap';

const BootstrapModal = lazy(() => import('react-bootstrap/Modal'));

/**
 * React-Bootstrap's Modal, loaded the first time a dialog opens. The pages'
 * dialogs (sign in again, save conflicts, review, import) are rarely shown, and
 * the modal machinery (focus trap, backdrop, transitions) is a sizeable part of
 * a page's first load. Use it with ModalHeader, ModalTitle, ModalBody and
 * ModalFooter imported by name (not Modal.Header), which are small.
 */
export function LazyModal(props: ComponentProps<typeof Modal>) {
  const [opened, setOpened] = useState(Boolean(props.show));
  // Mounted from the first show on, so that closing still plays its transition and onExited.
  if (props.show && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BootstrapModal {...props} />
    </Suspense>
  );
}
