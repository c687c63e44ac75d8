import { useEffect, type RefObject } from 'react';
import { Button, ModalBody, ModalFooter, ModalHeader, ModalTitle } from 'react-bootstrap';
import { LazyModal } from '../../../lib/lazy-modal.tsx';
import { useBlocker } from 'react-router';

const LEAVE_TITLE = 'Leave this page?';
const LEAVE_TEXT = 'Your changes are not saved.';

/**
 * Leaving a changed form asks first, so a stray click loses nothing typed: a dialog for a move inside the
 * app (a link, Back), the browser's own question for a reload or a closed tab.
 * `changed` is false for an untouched form; `submitting` is read at the moment
 * of the move, as a valid submit moves to the report before React re-renders.
 */
export function LeaveGuard({ changed, submitting }: { changed: boolean; submitting: RefObject<boolean> }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && !submitting.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  const open = blocker.state === 'blocked';
  return (
    <LazyModal show={open} onHide={() => blocker.reset?.()} aria-labelledby="leave-title" centered>
      <ModalHeader closeButton>
        <ModalTitle id="leave-title">{LEAVE_TITLE}</ModalTitle>
      </ModalHeader>
      <ModalBody>{LEAVE_TEXT}</ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={() => blocker.reset?.()} autoFocus>
          Stay
        </Button>
        <Button variant="outline-danger" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </ModalFooter>
    </LazyModal>
  );
}
