import { useCallback, useState } from 'react';
import { Toast, ToastContainer } from 'react-bootstrap';
import type { SaveOutcome } from '../state/report-context.tsx';

const TOAST_DELAY_MS = 5000;

interface Shown extends SaveOutcome {
  key: number;
}

/** The toast of a save from the report: what the last save said, and how to show the next. */
export function useSaveToast() {
  const [toast, setToast] = useState<Shown | null>(null);
  const show = useCallback((outcome: SaveOutcome) => setToast({ ...outcome, key: Date.now() }), []);
  const close = useCallback(() => setToast(null), []);
  return { toast, show, close };
}

/**
 * How a save from the report went, in a toast at the top right (never printed):
 * green and polite when saved, red and assertive when not.
 */
export function SaveToast({ title, toast, onClose }: { title: string; toast: Shown | null; onClose: () => void }) {
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed d-print-none" style={{ zIndex: 2000 }}>
      {toast && (
        <Toast
          key={toast.key}
          bg={toast.saved ? 'success' : 'danger'}
          autohide
          delay={TOAST_DELAY_MS}
          onClose={onClose}
          role={toast.saved ? 'status' : 'alert'}
          aria-live={toast.saved ? 'polite' : 'assertive'}
        >
          <Toast.Header closeButton>
            <strong className="me-auto">{title}</strong>
          </Toast.Header>
          <Toast.Body className="text-white">{toast.message}</Toast.Body>
        </Toast>
      )}
    </ToastContainer>
  );
}
